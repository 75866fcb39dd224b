import { getAccessToken, invalidateAccessToken } from '@/entities/session';
import { confirmEmailRequest } from '@/shared/api';
import { TokenLinkPage } from './TokenLinkPage';

async function confirm(token: string): Promise<void> {
  await confirmEmailRequest(token);
  // A session in this browser picks up the new address with its next token.
  invalidateAccessToken();
  await getAccessToken().catch(() => null);
}

/** /confirm-email?token=: the link mailed to a new address; the account moves to it. */
export function ConfirmEmailPage() {
  return <TokenLinkPage section="confirmEmail" send={confirm} />;
}

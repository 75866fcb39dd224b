import { unlockRequest } from '@/shared/api';
import { TokenLinkPage } from './TokenLinkPage';

/** /unlock?token=: the link of the mail sent when failed sign-ins locked the account. */
export function UnlockPage() {
  return <TokenLinkPage section="unlock" send={unlockRequest} />;
}

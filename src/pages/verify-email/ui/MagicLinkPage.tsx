import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { signInWithMagic, type TwoFactorChallenge } from '@/entities/session';
import { TwoFactorForm } from '@/features/sign-in';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Alert } from '@/shared/ui/alert';
import { LoadingLine } from '@/shared/ui/loading-line';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { TextLink } from '@/shared/ui/text-link';

/**
 * The answer for each token, kept for the page's life: a token is used once, and the page is mounted again when the
 * member changes (its sign-in does), or twice by React's development effects; each must see the one answer.
 */
const answers = new Map<string, Promise<TwoFactorChallenge | null>>();

function answerOf(token: string): Promise<TwoFactorChallenge | null> {
  let answer = answers.get(token);
  if (!answer) {
    answer = signInWithMagic({ token });
    answers.set(token, answer);
  }
  return answer;
}

type State = { step: 'checking' | 'done' | 'failed' } | { step: 'two-factor'; challenge: string };

/** /magic-link?token= (the mailed sign-in link, by way of /auth/magic): signs in once; asks for the 2FA code if on. */
export function MagicLinkPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('magicPage.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>({ step: token ? 'checking' : 'failed' });
  useEffect(() => {
    if (!token) return;
    let live = true;
    answerOf(token).then(
      (challenge) => live && setState(challenge ? { step: 'two-factor', challenge: challenge.challenge } : { step: 'done' }),
      () => live && setState({ step: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <Page>
      <PageHeader title={t('magicPage.title')} />
      {state.step === 'checking' && <LoadingLine label={t('magicPage.working')} />}
      {state.step === 'two-factor' && (
        <TwoFactorForm
          challenge={state.challenge}
          onDone={() => setState({ step: 'done' })}
          onCancel={() => setState({ step: 'failed' })}
        />
      )}
      {state.step === 'done' && <Alert tone="info">{t('magicPage.done')}</Alert>}
      {state.step === 'failed' && <Alert>{t('magicPage.failed')}</Alert>}
      <p>
        <TextLink to="/">{t('magicPage.home')}</TextLink>
      </p>
    </Page>
  );
}

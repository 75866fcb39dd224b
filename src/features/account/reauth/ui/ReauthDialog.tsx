import { browserSupportsWebAuthn, startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getAccessToken } from '@/entities/session';
import {
  reauthAsked,
  reauthenticateRequest,
  reauthMethodsRequest,
  reauthPasskeyOptionsRequest,
  RestError,
  sendReauthCodeRequest,
  settleReauth,
  subscribeReauth,
  type ReauthMethod,
  type ReauthProof,
} from '@/shared/api';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextField } from '@/shared/ui/text-field';
import { Form, Muted, Stack } from './ReauthDialog.styles';

async function token(): Promise<string> {
  const accessToken = await getAccessToken();
  if (!accessToken) throw new RestError('unauthenticated', 'Sign in first.', 401);
  return accessToken;
}

/**
 * The one "confirm it is you" dialog of the profile (issue 32): opened by `withReauth` when a sensitive action is
 * answered `reauth-required`, it offers what the member has (password, passkey, authenticator code, a code mailed to
 * their verified address) and, once one is proven, lets the action run again. Mounted once on the profile page.
 */
export function ReauthDialog() {
  const { t } = useTranslation('profile');
  const open = useSyncExternalStore(subscribeReauth, reauthAsked, () => false);
  return (
    <Dialog open={open} onClose={() => settleReauth(false)} title={t('reauth.title')} closeLabel={t('reauth.close')}>
      {/* Mounted per question, so each starts with empty fields. */}
      {open && <ReauthChoices />}
    </Dialog>
  );
}

function ReauthChoices() {
  const { t, i18n } = useTranslation('profile');
  const [methods, setMethods] = useState<ReauthMethod[] | null>(null);
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [emailCode, setEmailCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    token()
      .then(reauthMethodsRequest)
      .then(
        (found) => live && setMethods(found),
        () => live && setMethods([]),
      );
    return () => {
      live = false;
    };
  }, []);

  const message = (error: unknown) => {
    const code = error instanceof RestError ? error.code : '';
    if (code === 'reauth-failed') return t('reauth.errors.failed');
    if (code === 'too-many-requests') return t('reauth.errors.tooMany');
    if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return t('reauth.errors.cancelled');
    return t('reauth.errors.generic');
  };

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await task();
    } catch (error) {
      setFailure(message(error));
    } finally {
      setBusy(false);
    }
  };

  const prove = (proof: ReauthProof) =>
    run(async () => {
      await reauthenticateRequest(await token(), proof);
      settleReauth(true);
    });

  const submit = (proof: ReauthProof) => (event: FormEvent) => {
    event.preventDefault();
    void prove(proof);
  };

  const usePasskey = () =>
    void run(async () => {
      const accessToken = await token();
      const { challengeId, options } = await reauthPasskeyOptionsRequest<PublicKeyCredentialRequestOptionsJSON>(accessToken);
      const response = await startAuthentication({ optionsJSON: options });
      await reauthenticateRequest(accessToken, { passkey: { challengeId, response } });
      settleReauth(true);
    });

  const sendCode = () =>
    void run(async () => {
      await sendReauthCodeRequest(await token(), i18n.language);
      setCodeSent(true);
    });

  const has = (method: ReauthMethod) => methods?.includes(method) ?? false;

  return (
    <Stack>
      <Muted>{t('reauth.intro')}</Muted>
      {failure && <Alert tone="error">{failure}</Alert>}
      {methods === null && <Muted>{t('reauth.loading')}</Muted>}
      {methods?.length === 0 && <Alert tone="error">{t('reauth.none')}</Alert>}
      {has('password') && (
        <Form onSubmit={submit({ password })}>
          <TextField
            label={t('reauth.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          <Button type="submit" disabled={busy || password === ''}>
            {t('reauth.confirm')}
          </Button>
        </Form>
      )}
      {has('passkey') && browserSupportsWebAuthn() && (
        <Button type="button" variant="ghost" disabled={busy} onClick={usePasskey}>
          {t('reauth.passkey')}
        </Button>
      )}
      {has('totp') && (
        <Form onSubmit={submit({ totpCode })}>
          <TextField
            label={t('reauth.totp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={totpCode}
            onChange={(event) => setTotpCode(event.target.value)}
            required
          />
          <Button type="submit" disabled={busy || totpCode === ''}>
            {t('reauth.confirm')}
          </Button>
        </Form>
      )}
      {has('email') &&
        (codeSent ? (
          <Form onSubmit={submit({ emailCode })}>
            <Muted role="status">{t('reauth.codeSent')}</Muted>
            <TextField
              label={t('reauth.emailCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={emailCode}
              onChange={(event) => setEmailCode(event.target.value)}
              required
            />
            <Button type="submit" disabled={busy || emailCode === ''}>
              {t('reauth.confirm')}
            </Button>
          </Form>
        ) : (
          <Button type="button" variant="ghost" disabled={busy} onClick={sendCode}>
            {t('reauth.sendCode')}
          </Button>
        ))}
    </Stack>
  );
}

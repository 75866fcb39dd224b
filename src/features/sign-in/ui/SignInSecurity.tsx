// The profile's two-factor sign-in (set-up with a QR code, recovery codes shown once, turning off with a code) and
// the member's sessions (device, address, last seen; end one or all the others). Issue 32.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getAccessToken, refreshSessionNow } from '@/entities/session';
import {
  endSessionsRequest,
  RestError,
  sessionsRequest,
  twoFactorDisableRequest,
  twoFactorEnableRequest,
  twoFactorSetupRequest,
  twoFactorStatusRequest,
  type MemberSession,
  type TwoFactorSetup,
  type TwoFactorStatus,
  withReauth,
} from '@/shared/api';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { Codes, Heading, Muted, Panel, Row, Secret, SessionItem, SessionList } from './SignInSecurity.styles';

async function token(): Promise<string> {
  return (await getAccessToken()) ?? '';
}

function useErrorText() {
  const { t } = useTranslation('profile');
  return (error: unknown) => {
    const code = error instanceof RestError ? error.code : '';
    if (code === 'invalid-code') return t('security.errors.invalidCode');
    if (code === 'too-many-attempts') return t('security.errors.tooMany');
    if (code === 'reauth-required') return t('reauth.required');
    return t('security.errors.generic');
  };
}

function TwoFactorSettings() {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const [version, setVersion] = useState(0);
  const load = () => setVersion((value) => value + 1);
  useEffect(() => {
    let live = true;
    token()
      .then(twoFactorStatusRequest)
      .then(
        (next) => live && setStatus(next),
        (failure: unknown) => live && setError(errorText(failure)),
      );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- errorText only translates
  }, [version]);

  const act = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(errorText(failure));
    }
    setBusy(false);
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void act(async () => {
      const codes = await withReauth(async () => twoFactorEnableRequest(await token(), code.trim()));
      setRecoveryCodes(codes);
      setSetup(null);
      setCode('');
      // The session now has its second factor: an admin's next token carries the admin role again.
      await refreshSessionNow();
      load();
    });
  };

  const disable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void act(async () => {
      await withReauth(async () => twoFactorDisableRequest(await token(), code.trim()));
      setDisabling(false);
      setCode('');
      setRecoveryCodes(null);
      load();
    });
  };

  return (
    <Panel aria-labelledby="profile-two-factor">
      <Heading id="profile-two-factor">{t('security.twoFactor.heading')}</Heading>
      {status && <p>{status.enabled ? t('security.twoFactor.on', { count: status.recoveryCodesLeft }) : t('security.twoFactor.off')}</p>}
      {recoveryCodes && (
        <Alert tone="info">
          <p>{t('security.twoFactor.recoveryIntro')}</p>
          <Codes aria-label={t('security.twoFactor.recoveryLabel')}>
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>{recovery}</li>
            ))}
          </Codes>
        </Alert>
      )}
      {status && !status.enabled && !setup && (
        <Row>
          <Button
            disabled={busy}
            onClick={() => void act(async () => setSetup(await withReauth(async () => twoFactorSetupRequest(await token()))))}
          >
            {t('security.twoFactor.enable')}
          </Button>
        </Row>
      )}
      {setup && (
        <form noValidate onSubmit={confirm}>
          <p>{t('security.twoFactor.scan')}</p>
          <img src={setup.qrCode} alt={t('security.twoFactor.qrAlt')} width={200} height={200} />
          <p>
            {t('security.twoFactor.secret')} <Secret data-testid="totp-secret">{setup.secret}</Secret>
          </p>
          <TextField
            label={t('security.twoFactor.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            name="totp-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Row>
            <Button type="submit" disabled={busy}>
              {t('security.twoFactor.confirm')}
            </Button>
          </Row>
        </form>
      )}
      {status?.enabled &&
        (disabling ? (
          <form noValidate onSubmit={disable}>
            <TextField
              label={t('security.twoFactor.disableCode')}
              autoComplete="one-time-code"
              name="totp-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <Row>
              <Button variant="ghost" onClick={() => setDisabling(false)}>
                {t('security.cancel')}
              </Button>
              <Button type="submit" disabled={busy}>
                {t('security.twoFactor.disable')}
              </Button>
            </Row>
          </form>
        ) : (
          <Row>
            <Button variant="ghost" onClick={() => setDisabling(true)}>
              {t('security.twoFactor.disable')}
            </Button>
          </Row>
        ))}
      {error && <Alert>{error}</Alert>}
    </Panel>
  );
}

function Sessions() {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const format = useLocaleFormat();
  const [sessions, setSessions] = useState<MemberSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    token()
      .then(sessionsRequest)
      .then(
        (next) => live && setSessions(next),
        (failure: unknown) => live && setError(errorText(failure)),
      );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- errorText only translates
  }, [version]);

  const end = async (which: { id: string } | { others: true }) => {
    setError(null);
    try {
      await withReauth(async () => endSessionsRequest(await token(), which));
    } catch (failure) {
      setError(errorText(failure));
    }
    setVersion((value) => value + 1);
  };

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <Panel aria-labelledby="profile-sessions">
      <Heading id="profile-sessions">{t('security.sessions.heading')}</Heading>
      {sessions && (
        <SessionList>
          {sessions.map((session) => (
            <SessionItem key={session.id} data-testid="session">
              <span>
                <strong>{session.device ?? t('security.sessions.unknownDevice')}</strong>{' '}
                {session.current && <Muted>({t('security.sessions.current')})</Muted>}
                <br />
                <Muted>{t('security.sessions.seen', { address: session.address ?? '?', time: format.dateTime(session.lastSeenAt) })}</Muted>
              </span>
              {!session.current && (
                <Button variant="ghost" onClick={() => void end({ id: session.id })}>
                  {t('security.sessions.end')}
                </Button>
              )}
            </SessionItem>
          ))}
        </SessionList>
      )}
      {others.length > 0 && (
        <Row>
          <Button variant="ghost" onClick={() => void end({ others: true })}>
            {t('security.sessions.endOthers')}
          </Button>
        </Row>
      )}
      {error && <Alert>{error}</Alert>}
    </Panel>
  );
}

/** Two-factor sign-in and the sessions list of the signed-in member's profile. */
export function SignInSecurity() {
  return (
    <>
      <TwoFactorSettings />
      <Sessions />
    </>
  );
}

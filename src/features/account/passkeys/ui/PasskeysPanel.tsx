import { browserSupportsWebAuthn, startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getAccessToken } from '@/entities/session';
import {
  listPasskeysRequest,
  passkeyRegistrationOptionsRequest,
  registerPasskeyRequest,
  removePasskeyRequest,
  renamePasskeyRequest,
  type Passkey,
  withReauth,
} from '@/shared/api';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Alert, RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { passkeyErrorMessage } from '../lib/passkeyErrors';
import { Form, Heading, Item, ItemName, ItemText, List, Meta, Muted, Panel, Row } from './PasskeysPanel.styles';

const NAME_MAX_LENGTH = 64;
const noSubscription = () => () => undefined;
// WebAuthn refuses an IP address as the relying party: a site reached as http://127.0.0.1 cannot make passkeys.
const IP_HOST = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;
const passkeysSupported = () => browserSupportsWebAuthn() && !IP_HOST.test(globalThis.location?.hostname ?? '');

async function token(): Promise<string> {
  const accessToken = await getAccessToken();
  // Signed out meanwhile: the profile page shows the sign-in prompt instead of this panel.
  if (!accessToken) throw new Error('signed out');
  return accessToken;
}

/** The profile's passkeys: listed with when each was added and last used, added (after the password), renamed, removed. */
export function PasskeysPanel() {
  const { t } = useTranslation('profile');
  const format = useLocaleFormat();
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  // Null in a server render and its hydration (it cannot tell), then the browser's answer.
  const supported = useSyncExternalStore<boolean | null>(noSubscription, passkeysSupported, () => null);

  // Bumped by the retry button: loads the list again.
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    let active = true;
    token()
      .then(listPasskeysRequest)
      .then(
        (list) => {
          if (active) setPasskeys(list);
        },
        () => {
          if (active) setLoadFailed(true);
        },
      );
    return () => {
      active = false;
    };
  }, [loads]);

  const retry = () => {
    setLoadFailed(false);
    setLoads(loads + 1);
  };

  const act = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await task();
    } catch (failure) {
      setError(passkeyErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void act(async () => {
      const accessToken = await token();
      const { challengeId, options } = await withReauth(() =>
        passkeyRegistrationOptionsRequest<PublicKeyCredentialCreationOptionsJSON>(accessToken, password),
      );
      const response = await startRegistration({ optionsJSON: options });
      const passkey = await registerPasskeyRequest(accessToken, { challengeId, response, name: name.trim() });
      setPasskeys((current) => [...(current ?? []), passkey]);
      setAdding(false);
      setName('');
      setPassword('');
      setNotice(t('passkeys.added', { name: passkey.name }));
    });
  };

  const saveName = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!renaming) return;
    void act(async () => {
      const passkey = await renamePasskeyRequest(await token(), renaming.id, renaming.name);
      setPasskeys((current) => (current ?? []).map((item) => (item.id === passkey.id ? passkey : item)));
      setRenaming(null);
    });
  };

  const remove = (passkey: Passkey) =>
    void act(async () => {
      await withReauth(async () => removePasskeyRequest(await token(), passkey.id));
      setPasskeys((current) => (current ?? []).filter((item) => item.id !== passkey.id));
      setNotice(t('passkeys.removed', { name: passkey.name }));
    });

  return (
    <Panel aria-labelledby="profile-passkeys" data-testid="passkeys">
      <Heading id="profile-passkeys">{t('passkeys.heading')}</Heading>
      <Muted>{t('passkeys.intro')}</Muted>
      {notice && <Alert tone="info">{notice}</Alert>}
      {error && <Alert>{error}</Alert>}
      {loadFailed && (
        <RetryAlert retryLabel={t('passkeys.retry')} onRetry={retry}>
          {t('passkeys.loadError')}
        </RetryAlert>
      )}
      {passkeys?.length === 0 && <Muted>{t('passkeys.empty')}</Muted>}
      {passkeys && passkeys.length > 0 && (
        <List>
          {passkeys.map((passkey) => (
            <Item key={passkey.id}>
              {renaming?.id === passkey.id ? (
                <Form onSubmit={saveName}>
                  <TextField
                    label={t('passkeys.renameLabel', { name: passkey.name })}
                    value={renaming.name}
                    maxLength={NAME_MAX_LENGTH}
                    onChange={(event) => setRenaming({ id: passkey.id, name: event.target.value })}
                  />
                  <Row>
                    <Button type="submit" disabled={busy}>
                      {t('passkeys.save')}
                    </Button>
                    <Button variant="ghost" onClick={() => setRenaming(null)}>
                      {t('passkeys.cancel')}
                    </Button>
                  </Row>
                </Form>
              ) : (
                <>
                  <ItemText>
                    <ItemName>{passkey.name}</ItemName>
                    <Meta>{t('passkeys.created', { date: format.longDate(passkey.createdAt) })}</Meta>
                    <Meta>
                      {passkey.lastUsedAt ? t('passkeys.lastUsed', { date: format.dateTime(passkey.lastUsedAt) }) : t('passkeys.neverUsed')}
                    </Meta>
                  </ItemText>
                  <Row>
                    <Button variant="ghost" disabled={busy} onClick={() => setRenaming({ id: passkey.id, name: passkey.name })}>
                      {t('passkeys.rename')}
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={busy}
                      aria-label={t('passkeys.removeLabel', { name: passkey.name })}
                      onClick={() => remove(passkey)}
                    >
                      {t('passkeys.remove')}
                    </Button>
                  </Row>
                </>
              )}
            </Item>
          ))}
        </List>
      )}
      {supported === false && <Muted>{t('passkeys.unsupported')}</Muted>}
      {supported && !adding && (
        <Row>
          <Button variant="ghost" onClick={() => setAdding(true)}>
            {t('passkeys.add')}
          </Button>
        </Row>
      )}
      {supported && adding && (
        <Form onSubmit={create}>
          <TextField
            label={t('passkeys.name')}
            hint={t('passkeys.nameHint')}
            value={name}
            maxLength={NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            label={t('passkeys.password')}
            hint={t('passkeys.passwordHint')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Row>
            <Button type="submit" disabled={busy}>
              {busy ? t('passkeys.creating') : t('passkeys.create')}
            </Button>
            <Button variant="ghost" onClick={() => setAdding(false)}>
              {t('passkeys.cancel')}
            </Button>
          </Row>
        </Form>
      )}
    </Panel>
  );
}

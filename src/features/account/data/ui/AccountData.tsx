import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getAccessToken } from '@/entities/session';
import { RestError, withReauth } from '@/shared/api';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import {
  cancelDeletionRequest,
  deletionRequest,
  exportDataRequest,
  scheduleDeletionRequest,
  type ScheduledDeletion,
} from '../api/accountDataApi';
import { Choices, Form, Heading, Panel, SubHeading, Text } from './AccountData.styles';

type Failure = string | null;

/** "Your data" on the profile: download everything as a zip, schedule or cancel the account's deletion. */
export function AccountData() {
  const { t, i18n } = useTranslation('profile');
  const format = useLocaleFormat();
  const [exportPassword, setExportPassword] = useState('');
  const [exporting, setExporting] = useState(false);
  const [exportFailure, setExportFailure] = useState<Failure>(null);
  const [deletion, setDeletion] = useState<ScheduledDeletion | null>(null);
  const [keepContent, setKeepContent] = useState(true);
  const [deletePassword, setDeletePassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<Failure>(null);
  const [cancelled, setCancelled] = useState(false);

  const message = (error: unknown) => {
    const code = error instanceof RestError ? error.code : 'unknown';
    if (code === 'reauth-failed') return t('data.errors.password');
    if (code === 'reauth-required') return t('reauth.required');
    if (code === 'too-many-requests') return t('data.errors.tooMany');
    return t('data.errors.failed');
  };

  useEffect(() => {
    let live = true;
    void getAccessToken().then(async (token) => {
      if (!token) return;
      const found = await deletionRequest(token).catch(() => null);
      if (live) setDeletion(found);
    });
    return () => {
      live = false;
    };
  }, []);

  const download = async (event: FormEvent) => {
    event.preventDefault();
    setExporting(true);
    setExportFailure(null);
    try {
      const token = await getAccessToken();
      if (!token) throw new RestError('unauthenticated', 'Sign in first.', 401);
      const { blob, fileName } = await withReauth(() => exportDataRequest(token, exportPassword));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setExportPassword('');
    } catch (error) {
      setExportFailure(message(error));
    } finally {
      setExporting(false);
    }
  };

  const schedule = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setDeleteFailure(null);
    setCancelled(false);
    try {
      const token = await getAccessToken();
      if (!token) throw new RestError('unauthenticated', 'Sign in first.', 401);
      setDeletion(
        await withReauth(() => scheduleDeletionRequest(token, { password: deletePassword, keepContent, language: i18n.language })),
      );
      setDeletePassword('');
    } catch (error) {
      setDeleteFailure(message(error));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    setBusy(true);
    setDeleteFailure(null);
    try {
      const token = await getAccessToken();
      if (!token) throw new RestError('unauthenticated', 'Sign in first.', 401);
      await cancelDeletionRequest({ accessToken: token });
      setDeletion(null);
      setCancelled(true);
    } catch (error) {
      setDeleteFailure(message(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby="profile-data">
      <Heading id="profile-data">{t('data.heading')}</Heading>
      <Form onSubmit={download} aria-labelledby="profile-data-export">
        <SubHeading id="profile-data-export">{t('data.export.heading')}</SubHeading>
        <Text>{t('data.export.intro')}</Text>
        <TextField
          label={t('data.password')}
          type="password"
          autoComplete="current-password"
          value={exportPassword}
          onChange={(event) => setExportPassword(event.target.value)}
          hint={t('data.passwordHint')}
        />
        {exportFailure && <Alert tone="error">{exportFailure}</Alert>}
        <div>
          <Button type="submit" disabled={exporting}>
            {exporting ? t('data.export.working') : t('data.export.action')}
          </Button>
        </div>
      </Form>

      <SubHeading id="profile-data-delete">{t('data.delete.heading')}</SubHeading>
      {cancelled && <Alert tone="info">{t('data.delete.cancelled')}</Alert>}
      {deleteFailure && <Alert tone="error">{deleteFailure}</Alert>}
      {deletion ? (
        <>
          <Alert tone="warning">
            {t(deletion.keepContent ? 'data.delete.scheduledKeep' : 'data.delete.scheduledRemove', {
              date: format.longDate(deletion.dueAt),
            })}
          </Alert>
          <div>
            <Button variant="ghost" onClick={() => void cancel()} disabled={busy}>
              {t('data.delete.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <Form onSubmit={schedule} aria-labelledby="profile-data-delete">
          <Text>{t('data.delete.intro')}</Text>
          <Choices>
            <legend>{t('data.delete.choice')}</legend>
            <label>
              <input type="radio" name="keep-content" checked={keepContent} onChange={() => setKeepContent(true)} />
              {t('data.delete.keep')}
            </label>
            <label>
              <input type="radio" name="keep-content" checked={!keepContent} onChange={() => setKeepContent(false)} />
              {t('data.delete.remove')}
            </label>
          </Choices>
          <TextField
            label={t('data.password')}
            type="password"
            autoComplete="current-password"
            value={deletePassword}
            onChange={(event) => setDeletePassword(event.target.value)}
            hint={t('data.passwordHint')}
          />
          <div>
            <Button type="submit" disabled={busy}>
              {t('data.delete.action')}
            </Button>
          </div>
        </Form>
      )}
    </Panel>
  );
}

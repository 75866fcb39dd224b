import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAccessToken } from '@/entities/session';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Button } from '@/shared/ui/button';
import { Muted, Pill } from '@/shared/ui/layout';
import { adminAccountsRequest, adminResendVerificationRequest, type AdminAccountStatus as Status } from '../api/accountDataApi';

/**
 * For the admins' user list: the member's email status and a scheduled deletion, and "resend verification" for an
 * unverified member.
 */
export function AdminAccountStatus({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation('admin-users');
  const format = useLocaleFormat();
  const [status, setStatus] = useState<Status | null>(null);
  const [sent, setSent] = useState<'sent' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void getAccessToken().then(async (token) => {
      if (!token) return;
      const [found] = await adminAccountsRequest(token, [userId]).catch(() => []);
      if (live && found) setStatus(found);
    });
    return () => {
      live = false;
    };
  }, [userId]);

  if (!status) return null;
  const resend = async () => {
    setBusy(true);
    try {
      const token = await getAccessToken();
      if (!token) throw new Error('signed out');
      await adminResendVerificationRequest(token, userId);
      setSent('sent');
    } catch {
      setSent('failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Pill>{status.emailVerified ? t('account.verified') : t('account.unverified')}</Pill>
      {status.deletionDueAt && <Pill>{t('account.deletion', { date: format.longDate(status.deletionDueAt) })}</Pill>}
      {!status.emailVerified &&
        (sent === 'sent' ? (
          <Muted role="status">{t('account.resent')}</Muted>
        ) : (
          <Button variant="ghost" aria-label={t('account.resendLabel', { name })} onClick={() => void resend()} disabled={busy}>
            {sent === 'failed' ? t('account.resendFailed') : t('account.resend')}
          </Button>
        ))}
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@/shared/ui';
import type { UserRef } from '../model/useAdminRights';
import { DialogActions, DialogBody } from './AdminUsersPage.styles';

export interface AdminRightsDialogProps {
  /** The member whose rights change (granted when they are not admin, else revoked); null keeps it closed. */
  user: UserRef | null;
  /** True when the member is the signed-in admin: revoking asks for an extra confirmation. */
  self: boolean;
  onCancel: () => void;
  /** Makes the change; the dialog closes when it settles. */
  onConfirm: (user: UserRef) => Promise<unknown>;
}

/** The confirmation before granting or revoking admin rights, naming the member. */
export function AdminRightsDialog({ user, self, onCancel, onConfirm }: AdminRightsDialogProps) {
  const { t } = useTranslation('admin-users');
  const [busy, setBusy] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const revoke = user?.isAdmin ?? false;
  const selfRevoke = revoke && self;
  const name = user?.name ?? '';

  const close = () => {
    if (busy) return;
    setUnderstood(false);
    onCancel();
  };
  const confirm = async () => {
    if (!user) return;
    setBusy(true);
    try {
      await onConfirm(user);
    } finally {
      setBusy(false);
      setUnderstood(false);
    }
  };

  return (
    <Dialog open={user !== null} onClose={close} title={t(revoke ? 'confirm.revokeTitle' : 'confirm.grantTitle')} closeLabel={t('confirm.close')}>
      <DialogBody>
        <p>{t(revoke ? 'confirm.revokeText' : 'confirm.grantText', { name })}</p>
        {selfRevoke && (
          <>
            <p>{t('confirm.selfText')}</p>
            <label>
              <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
              {t('confirm.selfCheck')}
            </label>
          </>
        )}
        <DialogActions>
          <Button variant="ghost" disabled={busy} onClick={close}>
            {t('confirm.cancel')}
          </Button>
          <Button disabled={busy || (selfRevoke && !understood)} onClick={() => void confirm()}>
            {busy ? t('confirm.saving') : t(revoke ? 'confirm.revoke' : 'confirm.grant')}
          </Button>
        </DialogActions>
      </DialogBody>
    </Dialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/shared/ui/checkbox';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import type { UserRef } from '../model/useAdminRights';

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
  // The box to tick, unticked again whenever the dialog closes or names another member.
  const [understood, setUnderstood] = useState(false);
  const [shownFor, setShownFor] = useState(user);
  if (shownFor !== user) {
    setShownFor(user);
    setUnderstood(false);
  }
  const revoke = user?.isAdmin ?? false;
  const selfRevoke = revoke && self;

  return (
    <ConfirmDialog
      target={user}
      title={t(revoke ? 'confirm.revokeTitle' : 'confirm.grantTitle')}
      message={t(revoke ? 'confirm.revokeText' : 'confirm.grantText', { name: user?.name ?? '' })}
      confirmLabel={t(revoke ? 'confirm.revoke' : 'confirm.grant')}
      busyLabel={t('confirm.saving')}
      cancelLabel={t('confirm.cancel')}
      closeLabel={t('confirm.close')}
      confirmDisabled={selfRevoke && !understood}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {selfRevoke && (
        <>
          <p>{t('confirm.selfText')}</p>
          <Checkbox label={t('confirm.selfCheck')} checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
        </>
      )}
    </ConfirmDialog>
  );
}

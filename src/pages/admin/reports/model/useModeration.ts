import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { ModeratedItem } from '@/features/moderate-member';
import { useRowActions } from '@/widgets/admin-list';
import { siteAdminContext } from '@/shared/api';
import { AdminReportsResolveMutation, AdminReportsUnhideMutation } from '../api/adminReportsQueries';

/**
 * Unhides a reported item (hiding goes through the moderation dialog, with a note) and resolves a report, as
 * site_admin, then reloads the list (`onDone`); the notice tells a failure.
 */
export function useModeration(onDone: () => void) {
  const { t } = useTranslation('admin-reports');
  const [, unhide] = useMutation(AdminReportsUnhideMutation);
  const [, resolve] = useMutation(AdminReportsResolveMutation);
  const actions = useRowActions(onDone);
  const words = { failed: (message: string) => t('failed', { message }), missing: t('gone') };
  return {
    ...actions,
    unhide: ({ kind, id }: ModeratedItem) => actions.run(id, () => unhide({ id, [kind]: true }, siteAdminContext), words),
    resolve: (id: string) => actions.run(id, () => resolve({ id }, siteAdminContext), words),
  };
}

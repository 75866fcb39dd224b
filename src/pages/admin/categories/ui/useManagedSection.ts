import { useTranslation } from 'react-i18next';
import { useEditor, type DeleteTarget } from '../model/useEditor';
import { useFailureReason } from '../model/useFailureReason';
import type { WriteOutcome } from '../model/writeOutcome';

/** Which list: its texts are under this key of the admin-categories namespace. */
export type SectionKind = 'categories' | 'authors';

export interface RowMutations<Changes> {
  /** Creates the row when `id` is null, else updates that one. */
  save: (id: string | null, changes: Changes) => Promise<WriteOutcome>;
  remove: (id: string) => Promise<WriteOutcome>;
}

/**
 * The editor of one section (form, delete target, notice) with its save and delete, reporting in the
 * section's notice with the texts under `kind`. `reload` refetches the list after a change.
 */
export function useManagedSection<Values, Changes>(kind: SectionKind, mutations: RowMutations<Changes>, reload: () => void) {
  const { t } = useTranslation('admin-categories');
  const editor = useEditor<Values>();
  const failureReason = useFailureReason();

  /** Resolves to the failure text for the form, or null when saved (the form then closes). */
  const save = async (changes: Changes): Promise<string | null> => {
    const id = editor.editing?.id ?? null;
    const outcome = await mutations.save(id, changes);
    if (!outcome.ok) {
      if (!outcome.error) reload();
      return t(id ? `${kind}.messages.updateFailed` : `${kind}.messages.createFailed`, { reason: failureReason(outcome.error) });
    }
    editor.closeForm();
    editor.setNotice({ tone: 'info', text: t(id ? `${kind}.messages.updated` : `${kind}.messages.created`) });
    reload();
    return null;
  };

  const remove = async (target: DeleteTarget) => {
    const outcome = await mutations.remove(target.id);
    editor.setNotice(
      outcome.ok
        ? { tone: 'info', text: t(`${kind}.messages.deleted`) }
        : { tone: 'error', text: t(`${kind}.messages.deleteFailed`, { reason: failureReason(outcome.error) }) },
    );
    editor.setToDelete(null);
    reload();
  };

  return { editor, locked: editor.editing !== null, save, remove };
}

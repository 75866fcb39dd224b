import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, type CombinedError } from 'urql';
import { useRowActions } from '@/widgets/admin-list';
import { siteAdminContext, useAdminQuery, useSaveRow } from '@/shared/api';
import { apiErrorText } from '@/shared/lib/api-error';
import type { ConstraintName } from '@/shared/config';
import { writeFailure } from '@/shared/lib/classify-failure';
import type { SectionChanges, SectionConfig, SectionValues } from './sections';

// Why the database refused a save, in words the admin can act on (keys of admin-categories:reasons).
const CONSTRAINT_REASONS = {
  categories_name_key: 'duplicateName',
  categories_slug_key: 'duplicateSlug',
  categories_slug_check: 'invalidSlug',
  categories_name_check: 'tooLong',
  categories_name_zh_check: 'tooLong',
  categories_description_check: 'tooLong',
  authors_email_check: 'invalidEmail',
  authors_name_check: 'tooLong',
  authors_bio_check: 'tooLong',
  authors_expertise_check: 'tooLong',
} as const satisfies Partial<Record<ConstraintName, string>>;

/** The row a form edits (`id` null: a new one), with its name for the form's title. */
export interface Editing {
  id: string | null;
  name: string;
  values: SectionValues;
}

/** A row to delete, with how many articles use it (said in the confirmation). */
export interface DeleteTarget {
  id: string;
  name: string;
  articles: number;
}

/**
 * The state of one section: the open form (create or edit, one at a time; focus goes back to the control that opened
 * it when it closes), the row awaiting delete confirmation and the last notice (the list widget's row actions), with
 * the save and delete reporting in it with the texts under `kind`; and the list, read again after a change.
 */
export function useManagedSection({ kind, mutations }: Pick<SectionConfig, 'kind' | 'mutations'>) {
  const { t } = useTranslation('admin-categories');
  const [query, reload] = useAdminQuery(mutations.query);
  const saveRow = useSaveRow(mutations.insert, mutations.update, mutations.extra);
  const [, deleteRow] = useMutation(mutations.remove);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<DeleteTarget | null>(null);
  const { notice, setNotice, run } = useRowActions(reload);
  const opener = useRef<HTMLElement | null>(null);
  const open = editing !== null;

  useEffect(() => {
    if (open) return;
    // The opener was disabled while the form was open; it is enabled again by now.
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, [open]);

  const openForm = (next: Editing) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setNotice(null);
    setEditing(next);
  };

  // Why a save or delete failed: a known constraint (duplicate name or slug, invalid email), a refused login, an
  // unreachable service, a row that is gone (no error), else the API's message.
  const failureReason = (error: CombinedError | undefined) => {
    if (!error) return t('reasons.gone');
    const failure = writeFailure(error, CONSTRAINT_REASONS);
    if (failure.kind === 'refused') return t(`reasons.${failure.reason}`);
    return apiErrorText(error, { authFailed: t('reasons.authFailed'), unavailable: t('reasons.unavailable') });
  };

  /** Resolves to the failure text for the form, or null when saved (the form then closes). */
  const save = async (changes: SectionChanges): Promise<string | null> => {
    const id = editing?.id ?? null;
    const outcome = await saveRow(id, changes);
    if (!outcome.row) {
      if (!outcome.error) reload();
      return t(id ? `${kind}.messages.updateFailed` : `${kind}.messages.createFailed`, { reason: failureReason(outcome.error) });
    }
    setEditing(null);
    setNotice({ tone: 'info', text: t(id ? `${kind}.messages.updated` : `${kind}.messages.created`) });
    reload();
    return null;
  };

  const remove = async (target: DeleteTarget) => {
    const failed = (error?: CombinedError) => t(`${kind}.messages.deleteFailed`, { reason: failureReason(error) });
    await run(target.id, () => deleteRow({ id: target.id }, siteAdminContext), {
      done: t(`${kind}.messages.deleted`),
      failed: (_, error) => failed(error),
      missing: failed(),
    });
    setToDelete(null);
  };

  const editor = { editing, openForm, closeForm: () => setEditing(null), toDelete, setToDelete, notice, setNotice };
  return { query, reload, editor, locked: open, save, remove };
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, type CombinedError } from 'urql';
import type { AdminListNotice } from '@/widgets/admin-list';
import { rowOutcome, siteAdminContext, useSaveRow, type RowMutation } from '@/shared/api';
import type { FieldSpec } from '@/shared/ui/form-fields';
import { definedErrors, lengthError, type FieldError } from '@/shared/ui/form-layout';
import { apiErrorText } from '@/shared/lib/api-error';
import type { ConstraintName } from '@/shared/config';
import { writeFailure } from '@/shared/lib/classify-failure';

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

/** Which list: its texts are under this key of the admin-categories namespace. */
export type SectionKind = 'categories' | 'authors';

/** The row a form edits (`id` null: a new one), with its name for the form's title. */
export interface Editing<Values> {
  id: string | null;
  name: string;
  values: Values;
}

/** What a section's form is given: the row it edits, the save (resolving to the failure text, or null when saved: the
 * owner then closes the form) and the cancel. */
export interface RowFormProps<Values, Changes> {
  editing: Editing<Values>;
  onSave: (changes: Changes) => Promise<string | null>;
  onCancel: () => void;
}

/**
 * A section: its kind, its mutations, and its form: a new row's values and a saved row's, their checks, the columns
 * saved and the fields. Each field's label, hint and messages are `<kind>.form.<field>`, `…Hint`, `…Required` and
 * `…Invalid` of admin-categories; its text is at most `limits[field]` characters.
 */
export interface SectionConfig<Row, Values, Changes> {
  kind: SectionKind;
  mutations: SectionMutations<Changes>;
  empty: Values;
  valuesOf: (row: Row) => Values;
  /** The checks, by default those of `required`, `limits` and `valid` (sectionErrors). */
  validate?: (values: Values) => Partial<Record<keyof Values, FieldError>>;
  toChanges: (values: Values) => Changes;
  limits: Record<keyof Values, number>;
  fields: FieldSpec<Values>[];
  /** The fields that must be filled (the others are labelled "(optional)"), those with a hint, and text checks. */
  required: (keyof Values)[];
  hints?: (keyof Values)[];
  valid?: Partial<Record<keyof Values, (text: string) => boolean>>;
  /** The other fields a change sets (a slug that follows the name). */
  derive?: (field: keyof Values, value: unknown) => Partial<Values>;
  /** A field the submit waits for, its message shown once it was touched (a category's name). */
  first?: keyof Values & string;
  /** Missing fields are told in one alert (`<kind>.form.required`) the fields point to, not each under its field. */
  requiredAlert?: boolean;
}

/** The errors of a form's trimmed texts: a required one missing, one over its limit, or one its `valid` refuses. */
export function sectionErrors<Values extends Record<keyof Values, string>>(
  { required, limits, valid }: Pick<SectionConfig<unknown, Values, unknown>, 'required' | 'limits' | 'valid'>,
  values: Values,
) {
  const errorOf = (field: keyof Values): FieldError | undefined => {
    const text = values[field].trim();
    if (!text) return required.includes(field) ? 'required' : undefined;
    return lengthError(text, limits[field]) ?? (valid?.[field]?.(text) === false ? 'invalid' : undefined);
  };
  const errors = Object.fromEntries(Object.keys(limits).map((field) => [field, errorOf(field as keyof Values)]));
  return definedErrors(errors) as Partial<Record<keyof Values, FieldError>>;
}

/** A section's insert, update and delete mutations, and the fields added to a new row. */
export interface SectionMutations<Changes> {
  insert: RowMutation<{ id: string }, { object: Changes }>;
  update: RowMutation<{ id: string }, { id: string; set: Changes }>;
  remove: RowMutation<{ id: string }, { id: string }>;
  extra?: object;
}

/** A row to delete, with how many articles use it (said in the confirmation). */
export interface DeleteTarget {
  id: string;
  name: string;
  articles: number;
}

/**
 * The state of one section: the open form (create or edit, one at a time; focus goes back to the control that opened
 * it when it closes), the row awaiting delete confirmation and the last notice, with the save and delete reporting in
 * it with the texts under `kind`. `reload` refetches the list after a change.
 */
export function useManagedSection<Values, Changes extends object>(
  { kind, mutations }: Pick<SectionConfig<unknown, Values, Changes>, 'kind' | 'mutations'>,
  reload: () => void,
) {
  const { t } = useTranslation('admin-categories');
  const saveRow = useSaveRow(mutations.insert, mutations.update, mutations.extra);
  const [, deleteRow] = useMutation(mutations.remove);
  const [editing, setEditing] = useState<Editing<Values> | null>(null);
  const [toDelete, setToDelete] = useState<DeleteTarget | null>(null);
  const [notice, setNotice] = useState<AdminListNotice | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = editing !== null;

  useEffect(() => {
    if (open) return;
    // The opener was disabled while the form was open; it is enabled again by now.
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, [open]);

  const openForm = (next: Editing<Values>) => {
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
  const save = async (changes: Changes): Promise<string | null> => {
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
    const outcome = rowOutcome(await deleteRow({ id: target.id }, siteAdminContext));
    setNotice(
      outcome.row
        ? { tone: 'info', text: t(`${kind}.messages.deleted`) }
        : { tone: 'error', text: t(`${kind}.messages.deleteFailed`, { reason: failureReason(outcome.error) }) },
    );
    setToDelete(null);
    reload();
  };

  const editor = { editing, openForm, closeForm: () => setEditing(null), toDelete, setToDelete, notice, setNotice };
  return { editor, locked: open, save, remove };
}

import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { FieldError } from '@/shared/ui/form-layout';
import type { Editing } from './useManagedSection';

export interface RowFormArgs<Values extends { [K in keyof Values]: string }, Changes> {
  editing: Editing<Values>;
  /** Saves the changes; resolves to the failure text, or null when saved (the owner then closes the form). */
  onSave: (changes: Changes) => Promise<string | null>;
  validate: (values: Values) => Partial<Record<keyof Values, FieldError>>;
  toChanges: (values: Values) => Changes;
  /** Other fields that follow a changed one (the slug its name); their errors are cleared with its own. */
  derive?: (field: keyof Values, value: string) => Partial<Values>;
}

type Errors<Values> = Partial<Record<keyof Values, FieldError>>;

/** What the form's frame reads of its state. */
export interface RowFormState<Values> {
  formRef: RefObject<HTMLFormElement | null>;
  values: Values;
  errors: Errors<Values>;
  change: (field: keyof Values, value: string) => void;
  saving: boolean;
  failure: string | null;
}

/**
 * The state of a section's create or edit form: its values and errors (a changed field's error cleared), focus on
 * its first input when it opens and on the first invalid one after a refused submit, and the save in progress with
 * the failure text `onSave` resolves to.
 */
export function useRowForm<Values extends { [K in keyof Values]: string }, Changes>(
  args: RowFormArgs<Values, Changes>,
): RowFormState<Values> & { submit: () => Promise<void> } {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(args.editing.values);
  const [errors, setErrors] = useState<Errors<Values>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  const change = (field: keyof Values, value: string) => {
    const linked = { [field]: value, ...args.derive?.(field, value) };
    setValues((current) => ({ ...current, ...linked }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in linked))) as Errors<Values>);
  };

  const submit = async () => {
    const found = args.validate(values);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    const failed = await args.onSave(args.toChanges(values));
    if (failed) {
      setFailure(failed);
      setSaving(false);
    }
  };

  return { formRef, values, errors, change, submit, saving, failure };
}

import { useRef, useState, type RefObject } from 'react';
import { focusFirstError, type FieldError } from '../form-layout';

type Errors<Values, Key> = Partial<Record<keyof Values, Key>>;

export interface FormOptions<Values, Key, Failure> {
  initial: Values | (() => Values);
  /** The fields' errors, empty when the values may be saved. */
  validate: (values: Values) => Errors<Values, Key>;
  /** After a submit, check every change again; otherwise a change only clears its fields' errors until the next submit. */
  live?: boolean;
  /** The other fields a change sets (a slug that follows its name). */
  derive?: <K extends keyof Values>(field: K, value: Values[K]) => Partial<Values>;
  /** Whether a change of `field` clears the failure (a refusal of that field's value); no change does otherwise. */
  clearsFailure?: (failure: Failure, field: keyof Values) => boolean;
}

/** What a form's frame (FormFrame) and its owner read of its state. */
export interface FormState<Values, Key = FieldError, Failure = string> {
  formRef: RefObject<HTMLFormElement | null>;
  values: Values;
  errors: Errors<Values, Key>;
  change: <K extends keyof Values>(field: K, value: Values[K]) => void;
  /** Checks the values and focuses the first field in error; else saves them and keeps the failure `save` resolves to. */
  submit: (save: (values: Values) => Promise<Failure | null>, mode?: string) => Promise<void>;
  /** The save in progress (its `mode`, kept after a success), or null. */
  busy: string | null;
  failure: Failure | null;
  setFailure: (failure: Failure | null) => void;
}

/** The state of a create or edit form: its values and errors, and the save in progress with its failure. */
export function useForm<Values extends object, Key = FieldError, Failure = string>(
  options: FormOptions<Values, Key, Failure>,
): FormState<Values, Key, Failure> {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<Errors<Values, Key>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const change = <K extends keyof Values>(field: K, value: Values[K]) => {
    const changed = { [field]: value, ...options.derive?.(field, value) } as Partial<Values>;
    const next = { ...values, ...changed };
    setValues(next);
    if (failure !== null && options.clearsFailure?.(failure, field)) setFailure(null);
    if (options.live && submitted) setErrors(options.validate(next));
    else setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in changed))) as typeof current);
  };

  const submit = async (save: (values: Values) => Promise<Failure | null>, mode = 'save') => {
    if (busy) return;
    setSubmitted(true);
    setFailure(null);
    const found = options.validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found);
    setBusy(mode);
    const failed = await save(values);
    // Saved: the owner closes the form, busy until then.
    if (failed === null) return;
    setFailure(failed);
    setBusy(null);
  };

  return { formRef, values, errors, change, submit, busy, failure, setFailure };
}

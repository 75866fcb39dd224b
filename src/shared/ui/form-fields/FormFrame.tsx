import { useEffect, useId, type ComponentProps, type ReactNode } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { FormActions, FormPanel, FormStack } from '../form-layout';
import { FormFields, type FieldSpec } from './FormFields';
import type { FormState } from './useForm';

/** A cancel button and a submit button whose label says the form is saving while it is busy. */
interface SaveActions {
  cancel: string;
  onCancel: () => void;
  submit: string;
  saving: string;
  /** The submit stays disabled (a required name still empty). */
  disabled?: boolean;
}

export interface FormFrameProps<Values> extends Omit<ComponentProps<'form'>, 'ref' | 'onSubmit' | 'children'> {
  form: Pick<FormState<Values, unknown, unknown>, 'formRef' | 'values' | 'change' | 'busy'>;
  fields: FieldSpec<Values>[];
  /** A field's message, if any. */
  error: (field: keyof Values & string) => string | undefined;
  /** The label of a field whose spec has none. */
  label?: (field: keyof Values & string) => string;
  /** The heading of a form opened inside a page section: the form is then a bordered panel named by it. */
  title?: string;
  /** Focus the first input as the form opens. */
  autoFocus?: boolean;
  /** Called on submit (Enter in a field, or a submit button); the page is never reloaded. */
  onSubmit?: () => void;
  /** Under the fields, above the failure: the form's other alerts. */
  children?: ReactNode;
  /** Why the last save failed, above the buttons. */
  failure?: string | null;
  /** Cancel and submit buttons, or `buttons` of the form's own. */
  actions?: SaveActions;
  buttons?: ReactNode;
}

/** A create or edit form: its heading, its fields (FormFields), its alerts and its buttons. */
export function FormFrame<Values>({
  form,
  fields,
  error,
  label,
  title,
  autoFocus,
  onSubmit,
  children,
  failure,
  actions,
  buttons,
  ...rest
}: FormFrameProps<Values>) {
  const { formRef, values, change } = form;
  const titleId = useId();
  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector('input')?.focus();
  }, [autoFocus, formRef]);
  const Frame = title ? FormPanel : FormStack;
  const busy = form.busy !== null;
  return (
    <Frame
      ref={formRef}
      aria-labelledby={title ? titleId : undefined}
      noValidate
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      {title && <h3 id={titleId}>{title}</h3>}
      <FormFields fields={fields} form={{ values, error, label, change }} />
      {children}
      {failure && <Alert>{failure}</Alert>}
      <FormActions>
        {buttons}
        {actions && (
          <>
            <Button variant="ghost" disabled={busy} onClick={actions.onCancel}>
              {actions.cancel}
            </Button>
            <Button type="submit" disabled={busy || actions.disabled}>
              {busy ? actions.saving : actions.submit}
            </Button>
          </>
        )}
      </FormActions>
    </Frame>
  );
}

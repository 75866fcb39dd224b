import { useId, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { FormActions, FormPanel } from '@/shared/ui/form-layout';

export interface FormFrameProps {
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's heading, which also names it. */
  title: string;
  saving: boolean;
  /** Why the last save failed, shown above the buttons. */
  failure: string | null;
  submitLabel: string;
  submitDisabled?: boolean;
  /** Called on submit (not while saving). */
  onSubmit: () => void;
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
}

/** The frame of a section's create or edit form: its heading, fields, failure, and cancel and save buttons. */
export function FormFrame({ formRef, title, saving, failure, submitLabel, submitDisabled, onSubmit, onCancel, children }: FormFrameProps) {
  const { t } = useTranslation('admin-categories');
  const titleId = useId();
  return (
    <FormPanel
      ref={formRef}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) onSubmit();
      }}
    >
      <h3 id={titleId}>{title}</h3>
      {children}
      {failure && <Alert>{failure}</Alert>}
      <FormActions>
        <Button variant="ghost" disabled={saving} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={saving || submitDisabled}>
          {saving ? t('saving') : submitLabel}
        </Button>
      </FormActions>
    </FormPanel>
  );
}

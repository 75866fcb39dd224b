import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import type { ApiFailure } from '../api/checkSecret';
import { ApiFailureNotice } from './ApiFailureNotice';
import { Field, Form, Hint, Input, Intro, Label } from './SecretForm.styles';

export interface SecretFormProps {
  checking: boolean;
  failure: ApiFailure | null;
  onSubmit(secret: string): void;
}

/** Asks for the admin secret; the page checks it with the API before opening GraphiQL. */
export function SecretForm({ checking, failure, onSubmit }: SecretFormProps) {
  const { t } = useTranslation('console');
  const [secret, setSecret] = useState('');
  const inputId = useId();
  const hintId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (secret) onSubmit(secret);
  }

  return (
    <Form onSubmit={submit}>
      <Intro>{t('intro')}</Intro>
      <Field>
        <Label htmlFor={inputId}>{t('secret.label')}</Label>
        <Input
          id={inputId}
          type="password"
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          required
          autoFocus
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
          aria-invalid={failure?.kind === 'denied'}
        />
        <Hint id={hintId}>{t('secret.hint')}</Hint>
      </Field>
      {failure ? <ApiFailureNotice failure={failure} /> : null}
      <Button type="submit" disabled={checking}>
        {checking ? t('secret.checking') : t('secret.submit')}
      </Button>
    </Form>
  );
}

import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { TextArea } from '../text-area';
import { Form, Note, Row } from './TextComposer.styles';

export interface ComposerLock {
  /** Why the box is disabled ('Please log in first'). */
  message: string;
  actionLabel: string;
  onAction: () => void;
}

export interface TextComposerProps {
  /** The text area's label. */
  label: string;
  placeholder: string;
  submitLabel: string;
  /** The button's text while sending. */
  submittingLabel: string;
  /** Disables the text area and the button, saying why and offering what unlocks it (e.g. signing in). */
  locked?: ComposerLock;
  maxLength?: number;
  rows?: number;
  /** Sends the trimmed text; resolves to an error message, or to null once saved (the box then clears). */
  onSubmit: (text: string) => Promise<string | null>;
}

/**
 * A text box with a send button for short posts: the text is required and sent trimmed, the button
 * is disabled while it is empty, while locked and while sending; Ctrl+Enter sends too. A failure is
 * shown and the text kept.
 */
export function TextComposer({
  label,
  placeholder,
  submitLabel,
  submittingLabel,
  locked,
  maxLength,
  rows = 4,
  onSubmit,
}: TextComposerProps) {
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = value.trim();
  const canSend = !locked && text !== '' && !sending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend) return;
    setSending(true);
    setError(null);
    const failure = await onSubmit(text);
    setSending(false);
    if (failure) {
      setError(failure);
    } else {
      setValue('');
    }
  };

  const sendOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <Form onSubmit={submit}>
      <TextArea
        label={label}
        rows={rows}
        value={value}
        maxLength={maxLength}
        disabled={Boolean(locked)}
        placeholder={placeholder}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={sendOnCtrlEnter}
      />
      {error && <Alert>{error}</Alert>}
      <Row>
        {locked && (
          <Note>
            {locked.message}
            <Button variant="ghost" onClick={locked.onAction}>
              {locked.actionLabel}
            </Button>
          </Note>
        )}
        <Button type="submit" disabled={!canSend}>
          {sending ? submittingLabel : submitLabel}
        </Button>
      </Row>
    </Form>
  );
}

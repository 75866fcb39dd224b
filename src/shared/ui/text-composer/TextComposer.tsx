import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { TextArea } from '../text-area';
import { insertMention, typedMention, type MentionOption, type MentionSource, type TypedMention } from './mentionQuery';
import { AreaBox, Form, Note, Row, Suggestion, SuggestionName, Suggestions } from './TextComposer.styles';

export interface ComposerLock {
  /** Why the box is disabled ('Please log in first'). */
  message: string;
  actionLabel: string;
  onAction: () => void;
}

export interface ComposerCounter {
  /** The counter under the box ('120 / 5,000 characters'). */
  format: (length: number, max: number) => string;
  /** Why a text over the limit is not sent. */
  tooLong: (length: number, max: number) => string;
}

export interface ComposerMentions {
  /** Finds members for the typed part of an @mention. */
  source: MentionSource;
  /** The suggestions' accessible name ('Members to mention'). */
  label: string;
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
  /** The longest text sent (counted trimmed). Longer text is kept as typed or pasted, never cut, and refused. */
  maxLength?: number;
  /** Shows the length against maxLength as the text's hint, and the refusal when over it. */
  counter?: ComposerCounter;
  /** Offers members to @mention while one is typed (a list under the box, chosen with arrows and Enter). */
  mentions?: ComposerMentions;
  /** Fields before the text (a title, a topic): the owner keeps their values. */
  fields?: ReactNode;
  /** Whether those fields allow sending (default true). */
  ready?: boolean;
  rows?: number;
  /** Sends the trimmed text; resolves to an error message, or to null once saved (the box then clears). */
  onSubmit: (text: string) => Promise<string | null>;
}

/**
 * A text box with a send button for short posts: the text is required and sent trimmed, the button
 * is disabled while it is empty or too long, while locked and while sending; Ctrl+Enter sends too. A failure is
 * shown and the text kept.
 */
export function TextComposer({
  label,
  placeholder,
  submitLabel,
  submittingLabel,
  locked,
  maxLength,
  counter,
  mentions,
  fields,
  ready = true,
  rows = 4,
  onSubmit,
}: TextComposerProps) {
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = value.trim();
  const tooLong = maxLength !== undefined && text.length > maxLength;
  const canSend = !locked && ready && text !== '' && !tooLong && !sending;
  const area = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [typed, setTyped] = useState<TypedMention | null>(null);
  const [options, setOptions] = useState<MentionOption[]>([]);
  const [active, setActive] = useState(0);
  const asked = useRef(0);
  const open = typed !== null && options.length > 0;
  // Where the caret goes once a chosen mention is in the text: set before the next key can land elsewhere.
  const caretAfterMention = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = caretAfterMention.current;
    if (caret === null || !area.current) return;
    caretAfterMention.current = null;
    area.current.focus();
    area.current.setSelectionRange(caret, caret);
  }, [value]);

  const closeSuggestions = () => {
    asked.current += 1;
    setTyped(null);
    setOptions([]);
  };

  const lookUp = (next: string, caret: number) => {
    if (!mentions) return;
    const mention = typedMention(next, caret);
    if (!mention) {
      closeSuggestions();
      return;
    }
    setTyped(mention);
    const ask = ++asked.current;
    mentions.source(mention.query).then(
      (found) => {
        if (ask !== asked.current) return;
        setOptions(found);
        setActive(0);
      },
      () => ask === asked.current && setOptions([]),
    );
  };

  const choose = (option: MentionOption) => {
    if (!typed) return;
    const next = insertMention(value, typed, option.username);
    caretAfterMention.current = next.caret;
    setValue(next.text);
    closeSuggestions();
  };

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

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(options[active]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        closeSuggestions();
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  const length = text.length;
  const hint = counter && maxLength !== undefined && !tooLong ? counter.format(length, maxLength) : undefined;
  const refusal = counter && maxLength !== undefined && tooLong ? counter.tooLong(length, maxLength) : undefined;
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <Form onSubmit={submit}>
      {fields}
      <AreaBox>
        <TextArea
          ref={area}
          label={label}
          rows={rows}
          value={value}
          disabled={Boolean(locked)}
          placeholder={placeholder}
          hint={hint}
          error={refusal}
          aria-autocomplete={mentions ? 'list' : undefined}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? optionId(active) : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            lookUp(event.target.value, event.target.selectionStart);
          }}
          onKeyDown={onKeyDown}
          onBlur={closeSuggestions}
        />
        {open && mentions && (
          <Suggestions id={listId} role="listbox" aria-label={mentions.label}>
            {options.map((option, index) => (
              <Suggestion
                key={option.username}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the text area.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                <SuggestionName>{option.displayName}</SuggestionName> @{option.username}
              </Suggestion>
            ))}
          </Suggestions>
        )}
      </AreaBox>
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

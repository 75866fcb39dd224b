import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/text-field';
import { addTag, TAG_LIMITS } from '../model/postForm';
import { Chip, ChipList, ChipRemove, Tags } from './TagsInput.styles';

export interface TagsInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
}

/** Tags added with Enter, shown as they read (one per key: duplicates ignored, at most 10), each removable by its button. */
export function TagsInput({ tags, onChange, disabled = false }: TagsInputProps) {
  const { t } = useTranslation('write-blog');
  const [input, setInput] = useState('');
  const [refusal, setRefusal] = useState<'full' | 'invalid' | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter also confirms a Chinese IME composition; that one must not add a tag.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const next = addTag(tags, input);
    setRefusal(next.full ? 'full' : next.invalid ? 'invalid' : null);
    if (!next.full && !next.invalid) setInput('');
    if (next.tags !== tags) onChange(next.tags);
  };

  const remove = (tag: string) => {
    setRefusal(null);
    onChange(tags.filter((existing) => existing !== tag));
  };

  return (
    <Tags>
      <TextField
        label={t('fields.tags')}
        value={input}
        maxLength={TAG_LIMITS.tagLengthMax}
        disabled={disabled}
        enterKeyHint="enter"
        hint={t('fields.tagsHint', { max: TAG_LIMITS.tagsMax })}
        error={
          refusal === 'full'
            ? t('validation.tooManyTags', { max: TAG_LIMITS.tagsMax })
            : refusal === 'invalid'
              ? t('validation.tagInvalid')
              : undefined
        }
        onChange={(event) => setInput(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {tags.length > 0 && (
        <ChipList aria-label={t('fields.tagList')}>
          {tags.map((tag) => (
            <Chip key={tag}>
              <span>{tag}</span>
              <ChipRemove type="button" aria-label={t('fields.removeTag', { tag })} disabled={disabled} onClick={() => remove(tag)}>
                <span aria-hidden="true">×</span>
              </ChipRemove>
            </Chip>
          ))}
        </ChipList>
      )}
    </Tags>
  );
}

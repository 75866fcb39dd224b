import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { ACCEPTED_IMAGE_TYPES, type UploadFolder } from '../config/limits';
import { uploadErrorMessage } from '../lib/uploadErrorMessage';
import { useImageUpload } from '../model/useImageUpload';
import { Actions, Group, GroupLabel, Hint, Preview, Progress } from './ImagePicker.styles';

export interface ImagePickerProps {
  label: string;
  /** The current image's address, or null for none. */
  value: string | null;
  /** Called with the uploaded image's address, or null when removed. */
  onChange: (url: string | null) => void;
  folder?: UploadFolder;
  disabled?: boolean;
}

/** A local preview of the chosen file while it uploads; revoked when done. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** Chooses, compresses and uploads one image, with a preview, the progress and any error. */
export function ImagePicker({ label, value, onChange, folder, disabled = false }: ImagePickerProps) {
  const { t } = useTranslation('upload');
  const labelId = useId();
  const hintId = useId();
  const progressId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, upload, reset } = useImageUpload({ folder });
  const [chosen, setChosen] = useState<File | null>(null);
  const localUrl = useObjectUrl(state.status === 'uploading' ? chosen : null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const previewUrl = localUrl ?? value;
  const uploading = state.status === 'uploading';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again fires a change.
    event.target.value = '';
    if (!file) return;
    setChosen(file);
    const image = await upload(file);
    setChosen(null);
    if (image) onChange(image.url);
  };

  const remove = () => {
    reset();
    onChange(null);
  };

  return (
    <Group role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <GroupLabel id={labelId}>{label}</GroupLabel>
      {previewUrl &&
        (brokenUrl === previewUrl ? (
          <Alert tone="warning">{t('previewFailed')}</Alert>
        ) : (
          <Preview src={previewUrl} alt={t('picker.previewAlt')} width={320} height={180} onError={() => setBrokenUrl(previewUrl)} />
        ))}
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        hidden
        disabled={disabled || uploading}
        onChange={(event) => void choose(event)}
        data-testid="image-picker-input"
      />
      <Actions>
        <Button variant="ghost" disabled={disabled || uploading} onClick={() => input.current?.click()}>
          {value ? t('picker.change') : t('picker.choose')}
        </Button>
        {value && (
          <Button variant="ghost" disabled={disabled || uploading} onClick={remove}>
            {t('picker.remove')}
          </Button>
        )}
      </Actions>
      <Hint id={hintId}>{t('picker.hint')}</Hint>
      {uploading && (
        <>
          <Progress max={1} value={state.progress} aria-labelledby={progressId} />
          <Hint id={progressId}>{t('picker.uploading', { percent: Math.round(state.progress * 100) })}</Hint>
        </>
      )}
      {/* Always present, so the end of an upload is announced (the percentages are not, to keep quiet). */}
      <VisuallyHidden role="status">{state.status === 'done' ? t('picker.uploaded') : ''}</VisuallyHidden>
      {state.status === 'failed' && <Alert>{uploadErrorMessage(state.error, t)}</Alert>}
    </Group>
  );
}

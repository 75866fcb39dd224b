import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { MarkdownEditor, type MarkdownEditorLabels } from '@/shared/ui/markdown-editor';
import { ACCEPTED_IMAGE_TYPES, type UploadFolder } from '../config/limits';
import { uploadErrorMessage } from '../lib/uploadErrorMessage';
import { uploadImage } from '../model/uploadImage';

export interface MarkdownBodyEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Where uploaded images go (the server files members' images under their own id whatever this says). */
  folder: UploadFolder;
  error?: string;
  hint?: string;
  rows?: number;
  name?: string;
  disabled?: boolean;
}

/**
 * The body editor of articles and blog posts: the markdown toolbar with its preview, and images uploaded into the
 * text (with the upload's type and size checks), a failure told below it.
 */
export function MarkdownBodyEditor({ folder, ...props }: MarkdownBodyEditorProps) {
  const { t } = useTranslation('upload');
  const [imageError, setImageError] = useState<string | null>(null);

  const upload = async (file: File): Promise<string | null> => {
    setImageError(null);
    try {
      const image = await uploadImage(file, { folder });
      return `![${t('editor.imageAlt')}](${image.url})`;
    } catch (error) {
      setImageError(uploadErrorMessage(error, t));
      return null;
    }
  };

  const labels: MarkdownEditorLabels = {
    toolbar: t('editor.label'),
    bold: t('editor.bold'),
    italic: t('editor.italic'),
    code: t('editor.code'),
    link: t('editor.link'),
    bulletList: t('editor.bulletList'),
    numberedList: t('editor.numberedList'),
    image: t('editor.image'),
    imageUploading: t('editor.imageUploading'),
    preview: t('editor.preview'),
    previewRegion: t('editor.previewRegion'),
    placeholderText: t('editor.placeholderText'),
  };

  return (
    <>
      <MarkdownEditor {...props} labels={labels} imageUpload={{ accept: ACCEPTED_IMAGE_TYPES.join(','), upload }} />
      {imageError && <Alert>{imageError}</Alert>}
    </>
  );
}

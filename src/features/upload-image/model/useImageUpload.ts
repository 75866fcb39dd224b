import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadedImage } from '../api/uploadImage';
import type { UploadFolder } from '../config/limits';
import { uploadImage } from './uploadImage';

export type ImageUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; image: UploadedImage }
  | { status: 'failed'; error: unknown };

export interface ImageUpload {
  state: ImageUploadState;
  /** Uploads a file; resolves with the image, or null when it failed (the failure is in `state`). */
  upload: (file: File) => Promise<UploadedImage | null>;
  reset: () => void;
}

/** Upload state for one image control: progress while sending, then the image or the error. */
export function useImageUpload(options: { folder?: UploadFolder } = {}): ImageUpload {
  const { folder } = options;
  const [state, setState] = useState<ImageUploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'uploading', progress: 0 });
      try {
        const image = await uploadImage(file, {
          folder,
          signal: current.signal,
          onProgress: (progress) => {
            if (!current.signal.aborted) setState({ status: 'uploading', progress });
          },
        });
        if (!current.signal.aborted) setState({ status: 'done', image });
        return image;
      } catch (error) {
        if (!current.signal.aborted) setState({ status: 'failed', error });
        return null;
      }
    },
    [folder],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, upload, reset };
}

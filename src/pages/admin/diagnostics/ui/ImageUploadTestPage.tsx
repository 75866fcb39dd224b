import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES, uploadErrorMessage, useImageUpload } from '@/features/upload-image';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Code, Picture } from '@/shared/ui/diag-kit';
import { FactList } from '@/shared/ui/fact-list';
import { Cluster } from '@/shared/ui/layout';
import { LoadingLine } from '@/shared/ui/loading-line';
import { PageSection } from '@/shared/ui/page-section';
import { generateTestImage, probeImage } from '../lib/probes';

type Check =
  | { status: 'checking' }
  | { status: 'done'; url: string; probe: Awaited<ReturnType<typeof probeImage>> }
  | { status: 'failed'; message: string };

/** /image-upload-test: uploads an image through the upload feature, then fetches and loads it back. */
export function ImageUploadTestPage() {
  const { t } = useTranslation('diagnostics');
  const { t: tUpload } = useTranslation('upload');
  const input = useRef<HTMLInputElement>(null);
  const { state, upload } = useImageUpload();
  const [check, setCheck] = useState<Check | null>(null);
  const busy = state.status === 'uploading' || check?.status === 'checking';

  // The chosen file or the one a drawing makes: uploaded, then fetched and loaded back.
  const roundTrip = async (file: File | (() => Promise<File>)) => {
    setCheck(null);
    try {
      const image = await upload(file instanceof File ? file : await file());
      if (!image) return;
      setCheck({ status: 'checking' });
      setCheck({ status: 'done', url: image.url, probe: await probeImage(image.url) });
    } catch (error) {
      setCheck({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        hidden
        data-testid="upload-test-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void roundTrip(file);
        }}
      />
      <Cluster>
        <Button disabled={busy} onClick={() => input.current?.click()}>
          {t('imageUploadTest.choose')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => void roundTrip(() => generateTestImage(t('imageUploadTest.generatedText')))}>
          {t('imageUploadTest.generate')}
        </Button>
      </Cluster>
      <p>{tUpload('picker.hint')}</p>
      {state.status === 'uploading' && (
        <LoadingLine label={t('imageUploadTest.uploading', { percent: Math.round(state.progress * 100) })} />
      )}
      {check?.status === 'checking' && <LoadingLine label={t('imageUploadTest.checking')} />}
      {state.status === 'failed' && <Alert>{uploadErrorMessage(state.error, tUpload)}</Alert>}
      {check?.status === 'failed' && <Alert>{t('imageUploadTest.fetchFailed', { message: check.message })}</Alert>}
      {check?.status === 'done' && (
        <PageSection title={t('imageUploadTest.result')}>
          <Alert tone="info">{t('imageUploadTest.success')}</Alert>
          <FactList
            facts={[
              [t('imageUploadTest.url'), <Code>{check.url}</Code>],
              [t('imageUploadTest.type'), check.probe.type],
              [t('imageUploadTest.size'), t('imageUploadTest.bytes', { value: check.probe.bytes })],
              [t('imageUploadTest.dimensions'), t('imageUploadTest.pixels', check.probe)],
              [t('imageUploadTest.loads'), t('imageUploadTest.loaded')],
            ]}
          />
          <Picture src={check.url} alt={t('imageUploadTest.previewAlt')} width={check.probe.width} height={check.probe.height} />
        </PageSection>
      )}
    </>
  );
}

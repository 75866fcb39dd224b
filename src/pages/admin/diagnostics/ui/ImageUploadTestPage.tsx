import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES, uploadErrorMessage, useImageUpload } from '@/features/upload-image';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Code, Picture, useRun } from '@/shared/ui/diag-kit';
import { FactList } from '@/shared/ui/fact-list';
import { Cluster } from '@/shared/ui/layout';
import { LoadingLine } from '@/shared/ui/loading-line';
import { PageSection } from '@/shared/ui/page-section';
import { generateTestImage, probeImage } from '../lib/probes';

/** /image-upload-test: uploads an image through the upload feature, then fetches and loads it back. */
export function ImageUploadTestPage() {
  const { t } = useTranslation('diagnostics');
  const { t: tUpload } = useTranslation('upload');
  const input = useRef<HTMLInputElement>(null);
  const { state, upload } = useImageUpload();
  // The chosen file or the one a drawing makes: uploaded, then fetched and loaded back.
  const check = useRun(async (file: File | (() => Promise<File>)) => {
    try {
      const image = await upload(file instanceof File ? file : await file());
      return image && { url: image.url, probe: await probeImage(image.url) };
    } catch (error) {
      return { failed: error instanceof Error ? error.message : String(error) };
    }
  });
  const found = check.busy ? undefined : check.value;

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
          if (file) void check.start(file);
        }}
      />
      <Cluster>
        <Button disabled={check.busy} onClick={() => input.current?.click()}>
          {t('imageUploadTest.choose')}
        </Button>
        <Button
          variant="ghost"
          disabled={check.busy}
          onClick={() => void check.start(() => generateTestImage(t('imageUploadTest.generatedText')))}
        >
          {t('imageUploadTest.generate')}
        </Button>
      </Cluster>
      <p>{tUpload('picker.hint')}</p>
      {state.status === 'uploading' && (
        <LoadingLine label={t('imageUploadTest.uploading', { percent: Math.round(state.progress * 100) })} />
      )}
      {check.busy && state.status !== 'uploading' && <LoadingLine label={t('imageUploadTest.checking')} />}
      {state.status === 'failed' && <Alert>{uploadErrorMessage(state.error, tUpload)}</Alert>}
      {found?.failed && <Alert>{t('imageUploadTest.fetchFailed', { message: found.failed })}</Alert>}
      {found?.probe && (
        <PageSection title={t('imageUploadTest.result')}>
          <Alert tone="info">{t('imageUploadTest.success')}</Alert>
          <FactList
            facts={[
              [t('imageUploadTest.url'), <Code>{found.url}</Code>],
              [t('imageUploadTest.type'), found.probe.type],
              [t('imageUploadTest.size'), t('imageUploadTest.bytes', { value: found.probe.bytes })],
              [t('imageUploadTest.dimensions'), t('imageUploadTest.pixels', found.probe)],
              [t('imageUploadTest.loads'), t('imageUploadTest.loaded')],
            ]}
          />
          <Picture src={found.url} alt={t('imageUploadTest.previewAlt')} width={found.probe.width} height={found.probe.height} />
        </PageSection>
      )}
    </>
  );
}

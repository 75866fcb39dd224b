import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES, uploadErrorMessage, useImageUpload, type UploadedImage } from '@/features/upload-image';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { PageSection } from '@/shared/ui/page-section';
import { generateTestImage, probeImage, type ImageProbe } from '../lib/imageProbe';
import { FactList } from '@/shared/ui/fact-list';
import { LoadingLine } from '@/shared/ui/loading-line';
import { Cluster } from '@/shared/ui/layout';
import { Code } from './Diagnostics.styles';
import { DiagnosticsShell } from './DiagnosticsShell';
import { Preview } from './ImageTest.styles';

type Check =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; image: UploadedImage; probe: ImageProbe }
  | { status: 'failed'; message: string };

function RoundTripResult({ image, probe }: { image: UploadedImage; probe: ImageProbe }) {
  const { t } = useTranslation('diagnostics');
  return (
    <PageSection title={t('imageUploadTest.result')}>
      <Alert tone="info">{t('imageUploadTest.success')}</Alert>
      <FactList
        facts={[
          [t('imageUploadTest.url'), <Code>{image.url}</Code>],
          [t('imageUploadTest.type'), probe.type],
          [t('imageUploadTest.size'), t('imageUploadTest.bytes', { value: probe.bytes })],
          [t('imageUploadTest.dimensions'), t('imageUploadTest.pixels', { width: probe.width, height: probe.height })],
          [t('imageUploadTest.loads'), t('imageUploadTest.loaded')],
        ]}
      />
      <Preview src={image.url} alt={t('imageUploadTest.previewAlt')} width={probe.width} height={probe.height} />
    </PageSection>
  );
}

/** /image-upload-test: uploads an image through the upload feature, then fetches and loads it back. */
export function ImageUploadTestPage() {
  const { t } = useTranslation('diagnostics');
  const { t: tUpload } = useTranslation('upload');
  const input = useRef<HTMLInputElement>(null);
  const { state, upload } = useImageUpload();
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  const busy = state.status === 'uploading' || check.status === 'checking';

  const roundTrip = async (file: File) => {
    setCheck({ status: 'idle' });
    const image = await upload(file);
    if (!image) return;
    setCheck({ status: 'checking' });
    try {
      setCheck({ status: 'done', image, probe: await probeImage(image.url) });
    } catch (error) {
      setCheck({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void roundTrip(file);
  };

  const generate = async () => {
    try {
      await roundTrip(await generateTestImage(t('imageUploadTest.generatedText')));
    } catch (error) {
      setCheck({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <DiagnosticsShell id="imageUploadTest">
      <input ref={input} type="file" accept={ACCEPTED_IMAGE_TYPES.join(',')} hidden onChange={choose} data-testid="upload-test-input" />
      <Cluster>
        <Button disabled={busy} onClick={() => input.current?.click()}>
          {t('imageUploadTest.choose')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => void generate()}>
          {t('imageUploadTest.generate')}
        </Button>
      </Cluster>
      <p>{tUpload('picker.hint')}</p>
      {state.status === 'uploading' && (
        <LoadingLine label={t('imageUploadTest.uploading', { percent: Math.round(state.progress * 100) })} />
      )}
      {check.status === 'checking' && <LoadingLine label={t('imageUploadTest.checking')} />}
      {state.status === 'failed' && <Alert>{uploadErrorMessage(state.error, tUpload)}</Alert>}
      {check.status === 'failed' && <Alert>{t('imageUploadTest.fetchFailed', { message: check.message })}</Alert>}
      {check.status === 'done' && <RoundTripResult image={check.image} probe={check.probe} />}
    </DiagnosticsShell>
  );
}

import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { RetryAlert } from '@/shared/ui/alert';
import { PageSection } from '@/shared/ui/page-section';
import { LoadingLine } from '@/shared/ui/loading-line';
import { DiagnosticsImagesQuery } from '../api/diagnosticsQueries';
import { Muted } from '@/shared/ui/layout';
import { Code, Rows } from './Diagnostics.styles';
import { DiagnosticsShell } from './DiagnosticsShell';
import { ImageRow, Thumb } from './ImageTest.styles';

// A few of the demo images the site serves from public/demo.
const DEMO_IMAGES = ['/demo/cover-rollups.svg', '/demo/avatar-lin-wei.svg', '/demo/event-web3-asia-conference.svg'];
const UPLOADED_PER_KIND = 2;

interface TestImage {
  url: string;
  label: string;
}

type LoadState = { status: 'loading' } | { status: 'loaded'; width: number; height: number } | { status: 'failed' };

function useLoadStates() {
  const [states, setStates] = useState<Record<string, LoadState>>({});
  const set = (url: string, state: LoadState) => setStates((current) => ({ ...current, [url]: state }));
  return {
    stateOf: (url: string): LoadState => states[url] ?? { status: 'loading' },
    onLoad: (url: string) => (event: SyntheticEvent<HTMLImageElement>) =>
      set(url, { status: 'loaded', width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight }),
    onError: (url: string) => () => set(url, { status: 'failed' }),
    states,
  };
}

type LoadStates = ReturnType<typeof useLoadStates>;

function ImageList({ images, loads }: { images: TestImage[]; loads: LoadStates }) {
  const { t } = useTranslation('diagnostics');
  const { t: tUpload } = useTranslation('upload');
  return (
    <Rows>
      {images.map((image) => {
        const state = loads.stateOf(image.url);
        return (
          <ImageRow key={image.url}>
            <Thumb
              src={image.url}
              alt={image.label}
              width={96}
              height={64}
              onLoad={loads.onLoad(image.url)}
              onError={loads.onError(image.url)}
            />
            <div>
              <span>{image.label}</span>
              <Muted>
                <Code>{image.url}</Code>
              </Muted>
            </div>
            <span>
              {state.status === 'loading' && t('imageTest.loadingImage')}
              {state.status === 'loaded' && t('imageTest.loaded', { width: state.width, height: state.height })}
              {state.status === 'failed' && tUpload('previewFailed')}
            </span>
          </ImageRow>
        );
      })}
    </Rows>
  );
}

function useUploadedImages(): { images: TestImage[] | null; error: string | null; retry: () => void } {
  const { t } = useTranslation('diagnostics');
  const [result, retry] = useAdminQuery(DiagnosticsImagesQuery, { limit: UPLOADED_PER_KIND });
  const data = result.data;
  const images = data
    ? [
        ...data.articles.map((row) => ({ url: row.image_url ?? '', label: t('imageTest.source.article', { title: row.title }) })),
        ...data.blog_posts.map((row) => ({ url: row.image_url ?? '', label: t('imageTest.source.blog', { title: row.title }) })),
        ...data.user_profiles.map((row) => ({
          url: row.avatar_url ?? '',
          label: t('imageTest.source.profile', { name: row.display_name }),
        })),
      ].filter((image, index, all) => image.url !== '' && all.findIndex((other) => other.url === image.url) === index)
    : null;
  return {
    images,
    error: result.error ? apiErrorMessage(result.error) : null,
    retry,
  };
}

/** /image-test: loads the demo images and the newest uploaded ones, reporting each as loaded (with its size) or failed. */
export function ImageTestPage() {
  const { t } = useTranslation('diagnostics');
  const loads = useLoadStates();
  const uploaded = useUploadedImages();
  const demo = DEMO_IMAGES.map((url) => ({ url, label: `${t('imageTest.source.demo')}: ${url.slice(url.lastIndexOf('/') + 1)}` }));
  const all = [...demo, ...(uploaded.images ?? [])];
  const settled = Object.entries(loads.states).filter(([url]) => all.some((image) => image.url === url));
  const loaded = settled.filter(([, state]) => state.status === 'loaded').length;
  const failed = settled.filter(([, state]) => state.status === 'failed').length;

  return (
    <DiagnosticsShell id="imageTest">
      <p role="status">{t('imageTest.summary', { loaded, failed, total: all.length })}</p>
      <PageSection title={t('imageTest.demo')}>
        <ImageList images={demo} loads={loads} />
      </PageSection>
      <PageSection title={t('imageTest.uploaded')}>
        {uploaded.error && (
          <RetryAlert onRetry={uploaded.retry} retryLabel={t('retry')}>
            {t('imageTest.uploadedFailed', { message: uploaded.error })}
          </RetryAlert>
        )}
        {!uploaded.images && !uploaded.error && <LoadingLine label={t('loading')} />}
        {uploaded.images?.length === 0 && <p>{t('imageTest.uploadedEmpty')}</p>}
        {uploaded.images && uploaded.images.length > 0 && <ImageList images={uploaded.images} loads={loads} />}
      </PageSection>
    </DiagnosticsShell>
  );
}

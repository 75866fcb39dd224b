import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '@/shared/api';
import { CheckList, Code, Loadable, Picture } from '@/shared/ui/diag-kit';
import { PageSection } from '@/shared/ui/page-section';
import { DiagnosticsImagesQuery } from '../api/diagnosticsQueries';

// A few of the demo images the site serves from public/demo.
const DEMO_IMAGES = ['/demo/cover-rollups.svg', '/demo/avatar-lin-wei.svg', '/demo/event-web3-asia-conference.svg'];
const UPLOADED_PER_KIND = 2;

/** How an image loaded: its natural size, 'failed', or nothing yet. */
type Loaded = { width: number; height: number } | 'failed' | undefined;

/** /image-test: loads the demo images and the newest uploaded ones, reporting each as loaded (with its size) or failed. */
export function ImageTestPage() {
  const { t } = useTranslation('diagnostics');
  const { t: tUpload } = useTranslation('upload');
  const [loads, setLoads] = useState<Record<string, Loaded>>({});
  const onLoad = (url: string, loaded: Loaded) => setLoads((current) => ({ ...current, [url]: loaded }));
  const [{ data, error }, retry] = useAdminQuery(DiagnosticsImagesQuery, { limit: UPLOADED_PER_KIND });
  const uploaded =
    data &&
    [
      ...data.articles.map((row) => ({ url: row.image_url ?? '', label: t('imageTest.source.article', { title: row.title }) })),
      ...data.blog_posts.map((row) => ({ url: row.image_url ?? '', label: t('imageTest.source.blog', { title: row.title }) })),
      ...data.user_profiles.map((row) => ({ url: row.avatar_url ?? '', label: t('imageTest.source.profile', { name: row.display_name }) })),
    ].filter((image, index, all) => image.url !== '' && all.findIndex((other) => other.url === image.url) === index);
  const demo = DEMO_IMAGES.map((url) => ({ url, label: `${t('imageTest.source.demo')}: ${url.slice(url.lastIndexOf('/') + 1)}` }));
  const all = [...demo, ...(uploaded ?? [])].map(({ url }) => loads[url]);
  const failed = all.filter((loaded) => loaded === 'failed').length;
  const status = (loaded: Loaded) =>
    !loaded ? t('imageTest.loadingImage') : loaded === 'failed' ? tUpload('previewFailed') : t('imageTest.loaded', loaded);
  const list = (images: typeof demo) => (
    <CheckList
      empty={t('imageTest.uploadedEmpty')}
      items={images.map(({ url, label }) => ({
        key: url,
        label,
        detail: <Code>{url}</Code>,
        status: status(loads[url]),
        media: (
          <Picture
            $thumb
            src={url}
            alt={label}
            width={96}
            height={64}
            onLoad={({ currentTarget }) => onLoad(url, { width: currentTarget.naturalWidth, height: currentTarget.naturalHeight })}
            onError={() => onLoad(url, 'failed')}
          />
        ),
      }))}
    />
  );

  return (
    <>
      <p role="status">{t('imageTest.summary', { loaded: all.filter(Boolean).length - failed, failed, total: all.length })}</p>
      <PageSection title={t('imageTest.demo')}>{list(demo)}</PageSection>
      <PageSection title={t('imageTest.uploaded')}>
        <Loadable
          data={uploaded}
          error={error}
          failed={(message) => t('imageTest.uploadedFailed', { message })}
          retry={retry}
          retryLabel={t('retry')}
          loadingLabel={t('loading')}
        >
          {list}
        </Loadable>
      </PageSection>
    </>
  );
}

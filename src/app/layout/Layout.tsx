import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useCountPageViews } from '@/features/count-view';
import { SignInDialogHost } from '@/features/sign-in';
import { useSiteDescription } from '@/shared/lib/document-title';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { ErrorBoundary } from './ErrorBoundary';
import { Content, PagePlaceholder, Shell, SkipLink } from './Layout.styles';
import { useScrollRestoration } from './useScrollRestoration';

const CONTENT_ID = 'content';

/** Header, page and footer around every route, plus the sign-in dialog and page-view recording. */
export function Layout() {
  const { t } = useTranslation();
  useSiteDescription(t('meta.description'));
  useCountPageViews();
  useScrollRestoration();
  const { pathname } = useLocation();

  return (
    <Shell>
      <SkipLink href={`#${CONTENT_ID}`}>{t('skipToContent')}</SkipLink>
      <Header />
      <Content id={CONTENT_ID} tabIndex={-1}>
        {/* Keyed by path: an error on one page is gone once the reader goes elsewhere. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PagePlaceholder />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Content>
      <Footer />
      <SignInDialogHost />
    </Shell>
  );
}

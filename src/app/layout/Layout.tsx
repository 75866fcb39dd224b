import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useMemberChanges } from '@/entities/session';
import { useCountPageViews } from '@/features/count-view';
import { SignInDialogHost } from '@/features/sign-in';
import { useSiteDescription } from '@/shared/lib/page-head';
import { Toaster } from '@/shared/ui/toast';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { ErrorBoundary } from './ErrorBoundary';
import { Content, PagePlaceholder, Shell, SkipLink } from './Layout.styles';
import { useScrollRestoration } from './useScrollRestoration';

const CONTENT_ID = 'content';

/**
 * The server's head tags (canonical URL, social cards, schema.org data) describe the URL it rendered: once the
 * reader moves to another page they would describe the wrong one, so they go.
 */
function useDropServerHead(pathname: string): void {
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    for (const element of document.head.querySelectorAll('[data-page-head]')) element.remove();
  }, [pathname]);
}

/** Header, page and footer around every route, plus the sign-in dialog, the toasts and page-view recording. */
export function Layout() {
  const { t } = useTranslation();
  useSiteDescription(t('meta.description'));
  useCountPageViews();
  useScrollRestoration();
  const { pathname } = useLocation();
  useDropServerHead(pathname);
  const memberChanges = useMemberChanges();

  return (
    <Shell>
      <SkipLink href={`#${CONTENT_ID}`}>{t('skipToContent')}</SkipLink>
      <Header />
      <Content id={CONTENT_ID} tabIndex={-1}>
        {/* Keyed by path: an error on one page is gone once the reader goes elsewhere. */}
        <ErrorBoundary key={pathname}>
          {/*
            Keyed by the member changes too: the page mounts anew on the new member's API client (see ApiProvider)
            instead of its queries moving over to it. A urql query hook resets itself to a new client during render,
            and a page hydrated from the server may still hold an idle-priority result update in those hooks; React
            then recomputes the hook from before that update, the reset never sticks, and the page re-ran its
            queries and re-rendered without end (issue 28: the header froze after signing in on / or /news).
          */}
          <Suspense key={memberChanges} fallback={<PagePlaceholder />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Content>
      <Footer />
      <SignInDialogHost />
      <Toaster dismissLabel={t('toast.dismiss')} />
    </Shell>
  );
}

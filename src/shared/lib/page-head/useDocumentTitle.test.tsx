import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle, useSiteDescription } from './useDocumentTitle';

function Page({ title, description }: { title: string; description?: string }) {
  useDocumentTitle(title, description);
  return null;
}

function Site({ children }: { children?: ReactNode }) {
  useSiteDescription('The site');
  return children;
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('useDocumentTitle', () => {
  it("shows the page's title and description, and the site's description on pages without one", () => {
    const view = render(
      <Site>
        <Page title="About" description="Who we are" />
      </Site>,
    );
    expect(document.title).toBe('About');
    expect(description()).toBe('Who we are');

    view.rerender(
      <Site>
        <Page key="other" title="News" />
      </Site>,
    );
    expect(document.title).toBe('News');
    expect(description()).toBe('The site');
  });
});

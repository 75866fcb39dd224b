import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authorPath, memberPath, storyPath, tagPath, useStoryRedirect } from './storyPath';

describe('storyPath', () => {
  it('builds the slug address of each kind', () => {
    expect(storyPath('article', 'how-layer-2-rollups')).toBe('/article/how-layer-2-rollups');
    expect(storyPath('blogPost', 'why-i-stopped-chasing-airdrops')).toBe('/blog/why-i-stopped-chasing-airdrops');
  });

  it('keeps a slug in one path segment', () => {
    expect(storyPath('article', 'a/b?c#d')).toBe('/article/a%2Fb%3Fc%23d');
  });
});

describe('byline and tag paths', () => {
  it('builds author, member and tag addresses, each value in one segment', () => {
    expect(authorPath('sarah-chen')).toBe('/author/sarah-chen');
    expect(memberPath('lin_wei')).toBe('/u/lin_wei');
    expect(tagPath('layer 2/rollups')).toBe('/tag/layer%202%2Frollups');
    expect(tagPath('以太坊')).toBe(`/tag/${encodeURIComponent('以太坊')}`);
  });
});

function Legacy({ slug }: { slug: string | undefined }) {
  useStoryRedirect('article', slug);
  const location = useLocation();
  return (
    <p>
      {location.pathname}
      {location.search}
      {location.hash} {useNavigationType()}
    </p>
  );
}

function renderAt(slug: string | undefined) {
  render(
    <MemoryRouter initialEntries={['/article/40000000-0000-4000-8000-000000000001?ref=feed#comments']}>
      <Routes>
        <Route path="/article/:slug" element={<Legacy slug={slug} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useStoryRedirect', () => {
  it('replaces the old address with the slug address, keeping the query and the hash', async () => {
    renderAt('how-layer-2-rollups');
    expect(await screen.findByText('/article/how-layer-2-rollups?ref=feed#comments REPLACE')).toBeTruthy();
  });

  it('stays while the slug is unknown', () => {
    renderAt(undefined);
    expect(screen.getByText('/article/40000000-0000-4000-8000-000000000001?ref=feed#comments POP')).toBeTruthy();
  });
});

// The server render sees the path as the browser's router does (issue 28): percent-encoded as sent, so an encoded
// slash stays inside its segment (`/tag/a%2Fb` is the tag 'a/b', not the path /tag/a/b), and the two are cached apart.
// The renderer is a small entry-server.mjs that echoes the URL it was given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startStubRendererSite, type StubRendererSite } from '../support/stub-renderer-site.ts';

const INDEX = `<!doctype html><html lang="en" data-theme="dark"><head><title>ChainPulse</title>
<script type="module" crossorigin src="/assets/index-test.js"></script></head><body><div id="root"></div></body></html>`;

const RENDERER = `
export function isPrivatePath() { return false; }
export async function render({ url }) {
  return { html: '<main data-url="' + encodeURIComponent(url) + '"></main>', styles: '', head: {}, state: {}, preload: { modules: [], namespaces: [] } };
}
`;

let app: FastifyInstance;
let site: StubRendererSite | undefined;

beforeAll(async () => {
  site = await startStubRendererSite({ name: 'ssr-path', index: INDEX, renderer: RENDERER });
  app = site.app;
});

afterAll(async () => {
  await site?.close();
});

async function renderedUrl(url: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return decodeURIComponent(/data-url="([^"]*)"/.exec(response.body)?.[1] ?? '');
}

describe('the path the server renders', () => {
  it('keeps percent-encoding, so an encoded slash stays in its segment, and caches the two paths apart', async () => {
    expect(await renderedUrl('/tag/DeFi%2FNFT')).toBe('/tag/DeFi%2FNFT');
    expect(await renderedUrl('/tag/DeFi/NFT')).toBe('/tag/DeFi/NFT');
    expect(await renderedUrl('/tag/DeFi%2FNFT?lang=en')).toBe('/tag/DeFi%2FNFT?lang=en');
    expect(await renderedUrl(`/blog/${encodeURIComponent('以太坊-升级')}`)).toBe(`/blog/${encodeURIComponent('以太坊-升级')}`);
  });
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './scripts/vite-graphql-documents.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { styledComponentsIds } from './scripts/vite-styled-components.ts';
import { themeBeforePaint } from './scripts/vite-theme-script.ts';

// `npm start` serves the API on this address; the dev server forwards the API paths to it.
const api = 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [themeBeforePaint(), graphqlDocuments(), styledComponentsIds(), react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // styled-components' Node build is CommonJS, whose default export Node's ESM loader does not unwrap: bundled into
  // the server renderer, `import styled from` works as in the browser.
  ssr: { noExternal: ['styled-components'] },
  // The server renderer (src/app/entry-server.tsx), built by `vite build --ssr` into dist-server/ssr: packages stay
  // external (the server loads them from node_modules), so it shares one React and styled-components with itself.
  build: isSsrBuild
    ? { outDir: 'dist-server/ssr', emptyOutDir: true, target: 'node20', rolldownOptions: { output: { entryFileNames: '[name].mjs' } } }
    : {
        outDir: 'dist',
        // No preload lists in the code for each lazy import (1.8 KB of the entry): the first page arrives as HTML
        // and its chunk starts loading with the entry (preloadPage); a chunk's own imports load as it does.
        modulePreload: false,
        // ...which the server does from this manifest instead, per page (server/src/http/ssr/preload.ts).
        manifest: true,
        rolldownOptions: {
          // Two pages that share only React, i18n and the theme: GraphiQL is reachable from
          // console.html alone, so none of it lands in the public site's chunks.
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            console: fileURLToPath(new URL('./console.html', import.meta.url)),
          },
          output: {
            // The small shared pieces of the public pages (cards, chips, skeletons, the page frame, locale formatting,
            // the story and news entities...) travel as one chunk instead of a dozen chunks of a few hundred bytes each,
            // which compress worse; admin-only pieces are not in it, so public routes never load them.
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                // The libraries every page starts with, in one chunk: a dozen small chunks compress worse and each
                // costs its own import and export lists.
                {
                  name: 'vendor',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|styled-components|stylis|@emotion[\\/]is-prop-valid|@emotion[\\/]memoize|urql|@urql[\\/]core|wonka|@0no-co[\\/]graphql\.web|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/,
                },
                {
                  name: 'public',
                  test: /[\\/](src[\\/](shared[\\/]ui[\\/](alert|card|chip|page|page-section|skeleton|text-link|visually-hidden)|shared[\\/]lib[\\/](locale-format|text-length)|entities[\\/](story|news-item|category)|widgets[\\/]share-banner)|contract[\\/]db-lengths)[\\/.]/,
                },
              ],
            },
          },
          onwarn(warning, warn) {
            // GraphiQL ships React Compiler output marked "use no memo"; that directive only matters to
            // the compiler, which has already run, so bundling it away loses nothing.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use no memo"')) return;
            warn(warning);
          },
        },
      },
  server: {
    proxy: {
      '/v1': { target: api, ws: true },
      '/auth': api,
      '/storage': api,
      '/healthz': api,
      '/actions': api,
    },
  },
}));

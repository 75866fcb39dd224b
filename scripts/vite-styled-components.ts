import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

// styled-components names each component's class from a counter of the components created so far, so the server
// (which loads every page) and the browser (which loads pages one by one, in any order) would give the same
// component different classes and hydration would not match. babel-plugin-styled-components names each component
// from its file and position instead: the same class on both sides, and readable names while developing.
const SOURCE = /\/src\/.+\.tsx?$/;

export function styledComponentsIds(): Plugin {
  let root = '';
  let development = false;
  return {
    name: 'chainpulse:styled-components-ids',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      development = config.command === 'serve';
    },
    async transform(code, id) {
      if (process.env.NO_SC_IDS || !SOURCE.test(id) || !code.includes('styled-components')) return null;
      const result = await transformAsync(code, {
        filename: id,
        root,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['babel-plugin-styled-components', { ssr: true, displayName: development, fileName: development, pure: true }]],
      });
      return result?.code ? { code: result.code, map: result.map ?? null } : null;
    },
  };
}

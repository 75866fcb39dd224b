import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each compressible file of the browser build, once, at their
 * best settings; the server sends them to browsers that accept them (@fastify/static's preCompressed).
 */
export function precompress(): Plugin {
  let outDir = '';
  let skip = false;
  return {
    name: 'chainpulse:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (skip) return;
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(outDir, file);
            const content = await readFile(path);
            if (content.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}

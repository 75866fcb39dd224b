import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// graphql(`query Name ...`) in a slice -> the document codegen wrote for it (NameDocument, or NameFragmentDoc for
// a fragment, in src/shared/api/gql/graphql.ts), written in place as its JSON. graphql() itself looks the source
// up in a map of every document of the app, and graphql.ts is one module: either way all of them would sit in the
// entry chunk. Each document has exactly one graphql() call (others import the constant), so in place each lands
// only in the chunk of the code that uses it, as with the client preset's Babel plugin. Types are unchanged:
// TypeScript still checks the graphql() calls, and a stale gql/ fails the drift test.
const GENERATED = fileURLToPath(new URL('../src/shared/api/gql/graphql.ts', import.meta.url));
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const FIRST_DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/m;
const EXPORT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** The generated export that holds a document, or undefined for an unnamed one. */
export function documentExportName(source: string): string | undefined {
  const match = FIRST_DEFINITION.exec(source);
  if (!match) return undefined;
  return match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
}

let cache: { mtimeMs: number; documents: Map<string, string> } | undefined;

/** Export name -> the document's JSON, read again whenever codegen rewrites the file. */
function generatedDocuments(): Map<string, string> {
  const { mtimeMs } = statSync(GENERATED);
  if (cache?.mtimeMs !== mtimeMs) {
    const text = readFileSync(GENERATED, 'utf8');
    cache = { mtimeMs, documents: new Map([...text.matchAll(EXPORT)].map((match) => [match[1]!, match[2]!])) };
  }
  return cache.documents;
}

export function graphqlDocuments(): Plugin {
  return {
    name: 'chainpulse:graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.+\.tsx?$/.test(id) || id.includes('/src/shared/api/gql/') || !code.includes('graphql(')) return null;
      let changed = false;
      const transformed = code.replace(CALL, (call, source: string) => {
        const name = documentExportName(source);
        const json = name === undefined ? undefined : generatedDocuments().get(name);
        if (json === undefined) {
          if (name !== undefined) this.warn(`${name} is not in src/shared/api/gql/graphql.ts; run npm run codegen`);
          return call;
        }
        changed = true;
        return `(${json})`;
      });
      return changed ? { code: transformed, map: null } : null;
    },
  };
}

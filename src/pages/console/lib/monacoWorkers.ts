// GraphiQL's editor (Monaco) runs its language services in web workers. Each `?worker` import is
// built as a file of this origin, as the console's Content-Security-Policy (worker-src 'self') wants.
// graphiql ships the same as `graphiql/setup-workers/vite`, but that file kills the Vite dev server:
// dependency pre-bundling cannot load `?worker` imports inside node_modules (graphql/graphiql#4038).
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphqlWorker from 'monaco-graphql/esm/graphql.worker.js?worker';
import type { Environment } from 'monaco-editor';

const environment: Environment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'graphql') return new GraphqlWorker();
    if (label === 'json') return new JsonWorker();
    return new EditorWorker();
  },
};

window.MonacoEnvironment = environment;

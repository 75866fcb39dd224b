// The limits an external Hasura (GRAPHQL_ENGINE=external) does not apply itself, checked in front of it by the
// proxy (http/hasura-proxy.ts) with this engine's own rules and messages: the batch size, the depth and root-field
// limits of validate.ts and the allow-list of allowlist.ts. Open-source Hasura has no depth or root-field limit
// (its API limits are Cloud/EE), so without this a document the embedded engine refuses would run there.
// What cannot be read here (a body that is not JSON, a document that does not parse) is left to Hasura, which
// answers it with its own error.
import { Kind, parse, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { GraphqlError } from '../errors.ts';
import type { Metadata } from '../model/metadata-types.ts';
import { createAllowlist } from './allowlist.ts';
import type { EngineLimits } from './context.ts';
import { checkBatch, parseBody } from './read.ts';
import { MAX_DOCUMENT_TOKENS, shapeProblem } from './validate.ts';

export interface OperationScreen {
  /** A request body (JSON text or parsed): the error that refuses it, or undefined to pass it on. */
  body(rawBody: unknown, admin: boolean): GraphqlError | undefined;
  /** One operation (`{query, variables?, operationName?}`, a WebSocket `subscribe`/`start` payload), the same way. */
  operation(payload: unknown, admin: boolean): GraphqlError | undefined;
}

export interface OperationScreenOptions {
  limits: Pick<EngineLimits, 'maxDepth' | 'maxRootFields' | 'batchLimit'>;
  /** The metadata's allow-list, enforced for every caller but the admin secret's; none when undefined. */
  allowlist?: Pick<Metadata, 'allowlist' | 'query_collections'>;
}

/** Checks documents as the embedded engine does before it validates them against a role's schema. */
export function createOperationScreen(options: OperationScreenOptions): OperationScreen {
  const { limits } = options;
  const allowlist = options.allowlist && createAllowlist(options.allowlist);

  function checkDocument(document: DocumentNode): GraphqlError | undefined {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(definition.name.value)) {
        fragments.set(definition.name.value, definition);
      }
    }
    // Every operation of the document: whichever operationName picks must hold.
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const tooLarge = shapeProblem(definition, fragments, limits);
      if (tooLarge) return tooLarge;
    }
    return undefined;
  }

  function operation(payload: unknown, admin: boolean): GraphqlError | undefined {
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return undefined;
    const query = (payload as { query?: unknown }).query;
    if (typeof query !== 'string') return undefined;
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: MAX_DOCUMENT_TOKENS });
    } catch (error) {
      if (String((error as Error).message).includes('tokens')) {
        return new GraphqlError('validation-failed', `the query has more than ${MAX_DOCUMENT_TOKENS} tokens`, '$.query');
      }
      return undefined;
    }
    if (allowlist && !admin) {
      try {
        // Any role but the admin secret's: the site's collections are global (allowlist.ts).
        allowlist.check('anonymous', document);
      } catch (error) {
        return error as GraphqlError;
      }
    }
    return checkDocument(document);
  }

  return {
    operation,
    body(rawBody, admin) {
      const parsed = parseBody(rawBody);
      if ('error' in parsed) return parsed.error.code === 'validation-failed' ? parsed.error : undefined;
      if (!Array.isArray(parsed.body)) return operation(parsed.body, admin);
      const tooMany = checkBatch(parsed.body, limits.batchLimit);
      if (tooMany) return tooMany;
      for (const item of parsed.body) {
        const refusal = operation(item, admin);
        if (refusal) return refusal;
      }
      return undefined;
    },
  };
}

// External engine mode: whether the Hasura at HASURA_GRAPHQL_ENDPOINT serves all of its metadata. Hasura applies
// metadata with inconsistencies allowed (the cli-migrations entrypoint's `hasura-cli metadata apply` does), then
// serves the schema without the inconsistent objects: a table or action can vanish from the API while its own
// /healthz still answers 200 (`WARN: inconsistent objects in schema`). /healthz asks Hasura's metadata API
// (`get_inconsistent_metadata`, https://hasura.io/docs/latest/api-reference/metadata-api/manage-metadata/) with the
// admin secret, straight at HASURA_GRAPHQL_ENDPOINT (never through the public origin), and reports the site unhealthy
// while Hasura lists any inconsistent object.

/** What Hasura last said: every object consistent, or how many are not; `unknown` when it could not be asked. */
export type MetadataConsistency = { state: 'consistent' } | { state: 'inconsistent'; objects: number } | { state: 'unknown' };

export interface MetadataConsistencyOptions {
  /** HASURA_GRAPHQL_ENDPOINT: Hasura's origin, with an optional path prefix. */
  endpoint: string;
  adminSecret: string;
  /** How long an answer is reused before Hasura is asked again (ms); default 10,000. */
  maxAgeMs?: number;
  /** How long one question may take (ms); default 2,000. */
  timeoutMs?: number;
}

export interface MetadataConsistencyCheck {
  /** Hasura's answer, asked again when the last one is older than maxAgeMs; concurrent callers share one request. */
  read(): Promise<MetadataConsistency>;
  /** The last answer without asking (`unknown` before the first). */
  readonly last: MetadataConsistency;
}

async function ask(options: MetadataConsistencyOptions): Promise<MetadataConsistency> {
  try {
    const response = await fetch(`${options.endpoint}/v1/metadata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': options.adminSecret },
      body: JSON.stringify({ type: 'get_inconsistent_metadata', args: {} }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { state: 'unknown' };
    }
    const body = (await response.json()) as { is_consistent?: unknown; inconsistent_objects?: unknown };
    if (body.is_consistent === true) return { state: 'consistent' };
    if (body.is_consistent !== false) return { state: 'unknown' };
    const objects = Array.isArray(body.inconsistent_objects) ? body.inconsistent_objects.length : 0;
    return { state: 'inconsistent', objects };
  } catch {
    // Unreachable, slow or not JSON: not a verdict on the metadata (the GraphQL proxy reports Hasura's absence).
    return { state: 'unknown' };
  }
}

export function createMetadataConsistencyCheck(options: MetadataConsistencyOptions): MetadataConsistencyCheck {
  const maxAgeMs = options.maxAgeMs ?? 10_000;
  let last: MetadataConsistency = { state: 'unknown' };
  let askedAt = Number.NEGATIVE_INFINITY;
  let inflight: Promise<MetadataConsistency> | null = null;
  return {
    get last() {
      return last;
    },
    read() {
      if (performance.now() - askedAt < maxAgeMs) return Promise.resolve(last);
      inflight ??= ask(options)
        .then((answer) => {
          last = answer;
          askedAt = performance.now();
          return answer;
        })
        .finally(() => (inflight = null));
      return inflight;
    },
  };
}

import { makeResult, type Exchange, type SSRData } from 'urql';
import { filter, map, merge, pipe, share } from 'wonka';

/**
 * Answers the page's first queries from the results the server rendered it with (each once), so hydration starts
 * from the same data and sends no request; everything else goes on to the network. A smaller stand-in for urql's
 * ssrExchange in client mode: the server's results carry data only (a query that failed there is asked again).
 */
export function hydrationExchange(results: SSRData): Exchange {
  return ({ forward }) =>
    (operations$) => {
      const tagged = pipe(
        operations$,
        map((operation) => {
          const hit = operation.kind === 'query' && operation.context.requestPolicy !== 'network-only' ? results[operation.key] : undefined;
          if (hit) delete results[operation.key];
          return { operation, data: hit && !hit.error && typeof hit.data === 'string' ? hit.data : undefined };
        }),
        share,
      );
      const answered = pipe(
        tagged,
        filter(({ data }) => data !== undefined),
        map(({ operation, data }) => makeResult(operation, { data: JSON.parse(data ?? 'null') as Record<string, unknown> | null })),
      );
      const forwarded = forward(
        pipe(
          tagged,
          filter(({ data }) => data === undefined),
          map(({ operation }) => operation),
        ),
      );
      return merge([answered, forwarded]);
    };
}

// One HTTP try of a cron run: POST the JSON body to the webhook, within the trigger's timeout, keeping the
// start of the answer for the run log.
import { describeError } from '../db/errors.ts';

/** The most of a webhook's answer kept in scheduler.cron_runs.response_body, in bytes of UTF-8. */
export const RESPONSE_BODY_LIMIT = 10 * 1024;

export interface WebhookRequest {
  fetch: typeof fetch;
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

export interface WebhookOutcome {
  /** A 2xx answer arrived in time. */
  ok: boolean;
  status: number | null;
  body: string | null;
  /** Why the try failed; null when it did not. */
  error: string | null;
}

/** The first RESPONSE_BODY_LIMIT bytes of the answer, cut on a character boundary, without NUL (which text cannot hold). */
async function readLimited(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size <= RESPONSE_BODY_LIMIT) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  if (size > RESPONSE_BODY_LIMIT) await reader.cancel().catch(() => undefined);
  const bytes = Buffer.concat(chunks);
  let end = Math.min(bytes.length, RESPONSE_BODY_LIMIT);
  // Back off over UTF-8 continuation bytes so no character is cut in half.
  if (end < bytes.length) while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end).toString('utf8').replaceAll('\u0000', '');
}

function failure(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `no answer within the timeout of ${timeoutMs / 1000} s`;
  // fetch says only "fetch failed"; the cause says why (ECONNREFUSED, DNS, TLS).
  const cause = error instanceof Error && error.cause !== undefined ? `: ${describeError(error.cause)}` : '';
  return `${describeError(error)}${cause}`;
}

/** POSTs the body to the webhook; never throws: network errors and timeouts come back as a failed outcome. */
export async function postWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  let status: number | null = null;
  try {
    const response = await request.fetch(request.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...request.headers },
      body: request.body,
      signal: controller.signal,
    });
    status = response.status;
    const body = await readLimited(response);
    const ok = response.status >= 200 && response.status < 300;
    return { ok, status, body, error: ok ? null : `the webhook answered HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, status, body: null, error: failure(error, timedOut, request.timeoutMs) };
  } finally {
    clearTimeout(timer);
  }
}

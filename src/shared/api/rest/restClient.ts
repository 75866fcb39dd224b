// The one client of the site's REST APIs beside GraphQL (/auth, /storage): a JSON or multipart POST with the
// site's cookies (credentials 'same-origin'), whose refusals become one typed RestError.
import { RestError, restErrorOf } from './restError';

export interface RestPostOptions {
  /** More request headers: the auth API's `x-requested-with`, the storage API's `authorization`. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** What the messages call the API: 'The image service could not be reached.' (the URL when not given). */
  service?: string;
}

export interface RestFormOptions extends RestPostOptions {
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const unreachable = (url: string, options: RestPostOptions): string =>
  `${options.service ? `The ${options.service}` : url} could not be reached.`;

/** POSTs `body` as JSON; resolves with the JSON answer, rejects with a RestError. */
export async function postJson<T>(url: string, body: unknown, options: RestPostOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      // Sends and stores the site's cookies (the auth API's refresh-token cookie).
      credentials: 'same-origin',
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw new RestError('aborted', 'The request was cancelled.');
    throw new RestError('network-error', options.service ? unreachable(url, options) : describe(error));
  }
  const answer = parseJson(await response.text().catch(() => ''));
  if (!response.ok) throw restErrorOf(response.status, answer, response.statusText);
  return answer as T;
}

/**
 * POSTs `form` as multipart/form-data; resolves with the JSON answer, rejects with a RestError. XMLHttpRequest
 * rather than fetch: only it reports the progress of a request body.
 */
export function postForm<T>(url: string, form: FormData, options: RestFormOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    // XMLHttpRequest sends the site's cookies to its own origin, as credentials 'same-origin' does.
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(answer as T);
      else reject(restErrorOf(request.status, answer, request.statusText));
    };
    request.onerror = () => reject(new RestError('network-error', unreachable(url, options)));
    request.onabort = () => reject(new RestError('aborted', 'The request was cancelled.'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

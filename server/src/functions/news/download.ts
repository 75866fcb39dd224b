// Downloads one feed: http(s) only, public addresses only (unless allowed), redirects followed and checked
// again, one deadline for the whole download, and a size limit that aborts the transfer once passed.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { TextDecoder } from 'node:util';
import { isPublicAddress, publicOnlyLookup } from './address-guard.ts';

export interface DownloadOptions {
  /** Milliseconds for the whole download, redirects included. */
  timeoutMs: number;
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** Allow loopback and private addresses (tests serve their feeds on 127.0.0.1); off in production. */
  allowPrivateAddresses: boolean;
}

export type FeedErrorCode = 'bad-url' | 'address-not-public' | 'timeout' | 'too-large' | 'http-status' | 'network' | 'not-a-feed';

/** Why one source could not be read; its message goes into the source's fetch log. */
export class FeedError extends Error {
  constructor(
    readonly code: FeedErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

const MAX_REDIRECTS = 5;
const ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';
const USER_AGENT = 'ChainPulse-NewsFetcher/1.0';

/** The URL if it is an http(s) URL to an address the options allow. */
export function checkFeedUrl(raw: string | URL, options: Pick<DownloadOptions, 'allowPrivateAddresses'>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FeedError('bad-url', `"${String(raw)}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedError('bad-url', `only http and https feeds are fetched, not ${url.protocol}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // The lookup guard does not see an address written in the URL itself.
  if (!options.allowPrivateAddresses && isIP(host) !== 0 && !isPublicAddress(host)) {
    throw new FeedError('address-not-public', `${host} is not a public address`);
  }
  return url;
}

function charsetOf(contentType: string | undefined, head: Buffer): string {
  const fromHeader = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  if (fromHeader) return fromHeader;
  return /^<\?xml[^>]*encoding=["']([\w-]+)["']/.exec(head.toString('latin1'))?.[1] ?? 'utf-8';
}

/** The body as text, in the charset the server or the XML declaration names (UTF-8 when unknown). */
function decode(body: Buffer, contentType: string | undefined): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charsetOf(contentType, body.subarray(0, 200)));
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(body);
}

type Answer = { kind: 'redirect'; location: string } | { kind: 'body'; text: string };

function readBody(
  response: IncomingMessage,
  options: DownloadOptions,
  reject: (error: Error) => void,
  resolve: (answer: Answer) => void,
): void {
  const declared = Number(response.headers['content-length']);
  if (declared > options.maxBytes) {
    response.destroy();
    return reject(new FeedError('too-large', `the feed is ${declared} bytes, more than the limit of ${options.maxBytes}`));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  response.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > options.maxBytes) {
      response.destroy();
      reject(new FeedError('too-large', `the feed is more than the limit of ${options.maxBytes} bytes`));
      return;
    }
    chunks.push(chunk);
  });
  response.on('end', () => resolve({ kind: 'body', text: decode(Buffer.concat(chunks), response.headers['content-type']) }));
  response.on('error', reject);
}

function get(url: URL, options: DownloadOptions, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'GET',
      signal,
      headers: { accept: ACCEPT, 'user-agent': USER_AGENT },
      ...(options.allowPrivateAddresses ? {} : { lookup: publicOnlyLookup }),
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        return resolve({ kind: 'redirect', location });
      }
      if (status < 200 || status >= 300) {
        response.resume();
        return reject(new FeedError('http-status', `the feed answered HTTP ${status}`));
      }
      readBody(response, options, reject, resolve);
    });
    request.on('error', reject);
    request.end();
  });
}

function networkError(error: unknown, options: DownloadOptions, signal: AbortSignal): FeedError {
  if (error instanceof FeedError) return error;
  if (signal.aborted) return new FeedError('timeout', `no complete answer within ${options.timeoutMs} ms`);
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'address-not-public') return new FeedError('address-not-public', message);
  return new FeedError('network', code && !message.includes(code) ? `${message} (${code})` : message);
}

/** The feed's text; throws a FeedError saying why it could not be read. */
export async function downloadFeed(feedUrl: string, options: DownloadOptions): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = checkFeedUrl(feedUrl, options);
  for (let redirects = 0; ; redirects += 1) {
    let answer: Answer;
    try {
      answer = await get(url, options, signal);
    } catch (error) {
      throw networkError(error, options, signal);
    }
    if (answer.kind === 'body') return answer.text;
    if (redirects === MAX_REDIRECTS) throw new FeedError('network', `more than ${MAX_REDIRECTS} redirects`);
    url = checkFeedUrl(new URL(answer.location, url), options);
  }
}

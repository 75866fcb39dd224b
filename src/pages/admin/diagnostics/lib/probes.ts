// The checks the diagnostic pages run against the server, outside the app's client so the session is left alone.

/** What a check found: its message under the page's texts with the message's values; `ok` when it went as it should. */
export interface Finding<Key extends string> {
  ok: boolean;
  key: Key;
  values: Record<string, string | number>;
}

interface Body {
  status?: unknown;
  database?: unknown;
  schemaVersion?: unknown;
  error?: unknown;
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A request's answer: its status, its text and its JSON body (empty when it is not JSON). */
async function ask(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: Body = {};
  try {
    body = (JSON.parse(text) as Body | null) ?? {};
  } catch {
    // Not JSON: the text says what came back.
  }
  return { response, text, body };
}

/** GET /healthz: whether the server answers and its database is ready. */
export async function checkHealth(): Promise<Finding<'healthOk' | 'healthFailed' | 'unreachable'>> {
  try {
    const { response, body } = await ask('/healthz', { cache: 'no-store' });
    if (response.ok && body.status === 'ok')
      return { ok: true, key: 'healthOk', values: { database: String(body.database), version: String(body.schemaVersion) } };
    const message = typeof body.error === 'string' ? body.error : JSON.stringify(body.error ?? body);
    return { ok: false, key: 'healthFailed', values: { status: response.status, message } };
  } catch (error) {
    return { ok: false, key: 'unreachable', values: { message: messageOf(error) } };
  }
}

// A token no server could have signed: the API must refuse it with invalid-jwt.
const INVALID_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJkaWFnbm9zdGljcyJ9.invalid-signature';

/** POSTs a query to /v1/graphql with an invalid bearer token: refused with a code, or what came back instead. */
export async function simulateAuthError(): Promise<Finding<'simulateResult' | 'simulateUnexpected' | 'simulateFailed'>> {
  try {
    const { response, text, body } = await ask('/v1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${INVALID_TOKEN}` },
      body: JSON.stringify({ query: 'query DiagnosticsAuthErrorProbe { __typename }' }),
    });
    const error = body.errors?.[0];
    const code = error?.extensions?.code;
    if (typeof code === 'string' && typeof error?.message === 'string')
      return { ok: true, key: 'simulateResult', values: { code, message: error.message } };
    return { ok: false, key: 'simulateUnexpected', values: { status: response.status, body: text.slice(0, 300) } };
  } catch (error) {
    return { ok: false, key: 'simulateFailed', values: { message: messageOf(error) } };
  }
}

/** What the browser got back for an image address: the type and size as served, the natural size as loaded. */
export async function probeImage(url: string) {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
  const blob = await response.blob();
  const image = new Image();
  image.src = url;
  await image.decode().catch(() => Promise.reject(new Error(`The image at ${url} did not load.`)));
  return {
    type: response.headers.get('content-type') ?? blob.type,
    bytes: blob.size,
    width: image.naturalWidth,
    height: image.naturalHeight,
  };
}

/** A small PNG drawn on a canvas: a gradient with a caption and the time, so each one is new. */
export async function generateTestImage(caption: string): Promise<File> {
  const canvas = new OffscreenCanvas(480, 270);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  const gradient = context.createLinearGradient(0, 0, canvas.width, canvas.height);
  gradient.addColorStop(0, '#0f766e');
  gradient.addColorStop(1, '#1d4ed8');
  context.fillStyle = gradient;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#ffffff';
  context.font = 'bold 28px sans-serif';
  context.fillText(caption, 24, 120);
  context.font = '20px sans-serif';
  context.fillText(new Date().toISOString(), 24, 160);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], `upload-test-${Date.now()}.png`, { type: 'image/png' });
}

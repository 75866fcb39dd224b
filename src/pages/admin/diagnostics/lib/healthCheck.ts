export type HealthOutcome =
  | { kind: 'ok'; database: string; version: string }
  | { kind: 'unhealthy'; status: number; message: string }
  | { kind: 'unreachable'; message: string };

interface HealthBody {
  status?: unknown;
  database?: unknown;
  schemaVersion?: unknown;
  error?: unknown;
}

/** GET /healthz: whether the server answers and its database is ready. */
export async function checkHealth(): Promise<HealthOutcome> {
  let response: Response;
  try {
    response = await fetch('/healthz', { cache: 'no-store' });
  } catch (error) {
    return { kind: 'unreachable', message: error instanceof Error ? error.message : String(error) };
  }
  const body = (await response.json().catch(() => ({}))) as HealthBody;
  if (response.ok && body.status === 'ok') return { kind: 'ok', database: String(body.database), version: String(body.schemaVersion) };
  const detail = typeof body.error === 'string' ? body.error : JSON.stringify(body.error ?? body);
  return { kind: 'unhealthy', status: response.status, message: detail };
}

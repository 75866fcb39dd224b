// kill -9 of the real server (`npm start`, here from the TypeScript sources) in the middle of a stream of writes,
// on the embedded database and on PostgreSQL 15, then a restart on the same DATA_DIR / DATABASE_URL: every write
// the server acknowledged (HTTP 200 and no GraphQL errors; for an upload 201 and the returned path) must be there, the
// counters the triggers keep must equal their rows, and every acknowledged image must be served byte for byte.
// Writes in flight at the kill may or may not be there; they are only counted.
//
// Writers run side by side as one member: comments on a few discussions, a discussion then its like, likes of the
// acknowledged comments, image uploads. The kill comes after a random number of acknowledged writes (the seed is
// printed; KILL_SEED=<seed> replays the same target). The figures (acknowledged writes, in-flight writes found
// or not after the restart, restart time after the kill) are printed for docs/benchmarks.md.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { processImage } from '../../src/storage/process-image.ts';
import { hasPostgres15, startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { mulberry32 } from '../support/random.ts';
import { verifyOverHttp } from '../support/verify-email.ts';

const ADMIN_SECRET = 'kill-during-writes-admin-secret';
const SEED = Number(process.env.KILL_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** The kill comes after this many acknowledged writes, or more (drawn from the seed). */
const KILL_AFTER = { min: 50, max: 150 };
const COMMENT_WRITERS = 3;
const UPLOAD_WRITERS = 2;
/** Discussions made before the stream, which the comment writers comment on. */
const DISCUSSIONS = 3;

/** What every start gets: the sources as they are (no build), an empty site, limits that never refuse the stream. */
const BASE_ENV = {
  SKIP_BUILD: '1',
  SKIP_BUNDLE: '1',
  DEMO_CONTENT: 'false',
  HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET,
  GRAPHQL_RATE_LIMIT: '1000000',
  // The writer's database time per minute, lifted like its request rate: a busy CI machine slows every statement,
  // and this test is about what a kill keeps, not about budgets (server/test/db/fair-queue.test.ts holds those).
  DB_TIME_BUDGET_MS: '100000000',
  UPLOAD_LIMIT_COUNT: '1000000',
  UPLOAD_LIMIT_BYTES: String(1024 ** 3),
};

/** The kill target from the seed. */
function drawKillTarget(seed: number): number {
  const unit = mulberry32(seed)();
  return KILL_AFTER.min + Math.floor(unit * (KILL_AFTER.max - KILL_AFTER.min + 1));
}

/** A request that got no answer: the server was killed under it (before the kill it fails the test). */
class InFlight extends Error {}

/** The server's refusal of a write, which the stream must never get. */
class Refused extends Error {}

interface GraphqlOptions {
  url: string;
  headers: Record<string, string>;
  query: string;
  variables?: Record<string, unknown>;
}

async function graphql<Data>(options: GraphqlOptions): Promise<Data> {
  let status: number;
  let body: { data?: Data; errors?: unknown[] };
  try {
    const response = await fetch(`${options.url}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify({ query: options.query, variables: options.variables ?? {} }),
    });
    status = response.status;
    body = (await response.json()) as typeof body;
  } catch (error) {
    throw new InFlight('no answer', { cause: error });
  }
  if (status !== 200 || body.errors || !body.data) throw new Refused(`GraphQL answered ${status}: ${JSON.stringify(body)}`);
  return body.data;
}

/** The pids below `pid` (Linux /proc), to prove the kill leaves no process behind. */
function descendants(pid: number): number[] {
  if (!existsSync('/proc')) return [];
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; the parent pid is the second field after it.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const child of parents.get(parent) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** True while `pid` runs; a zombie (ended, not yet reaped) counts as ended. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** The processes of `pids` still running after a grace period (a helper notices its parent's death on its own). */
async function survivors(pids: readonly number[], graceMs = 5_000): Promise<number[]> {
  const deadline = Date.now() + graceMs;
  let running = pids.filter(isRunning);
  while (running.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    running = running.filter(isRunning);
  }
  return running;
}

interface Member {
  id: string;
  headers: Record<string, string>;
}

async function signUp(url: string): Promise<Member> {
  const response = await fetch(`${url}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'writer@example.com',
      password: 'Kill-9 during writes, twice!',
      displayName: 'Writer',
      username: 'writer',
    }),
  });
  expect(response.status).toBe(200);
  const signedUp = (await response.json()) as { session: { refreshToken: string } };
  // The writer confirms their address first (issue 32).
  const session = await verifyOverHttp(url, ADMIN_SECRET, 'writer@example.com', signedUp.session.refreshToken);
  return { id: session.user.id, headers: { authorization: `Bearer ${session.accessToken}` } };
}

/** Everything the stream wrote, acknowledged or in flight at the kill. */
interface Ledger {
  discussions: { acked: Map<string, string>; inFlight: string[] };
  comments: { acked: Map<string, string>; inFlight: string[] };
  discussionLikes: { acked: string[]; inFlight: string[] };
  commentLikes: { acked: string[]; inFlight: string[] };
  uploads: { acked: { url: string; path: string; bytes: Buffer }[]; inFlight: number };
}

interface StreamOptions {
  server: ServerProcess;
  member: Member;
  discussionIds: string[];
  killTarget: number;
}

/** Runs the writers until the server is gone; kills it (SIGKILL) at the target count of acknowledged writes. */
async function writeUntilKilled(options: StreamOptions): Promise<{ ledger: Ledger; killedAt: number; processes: number[] }> {
  const { server, member, discussionIds, killTarget } = options;
  const ledger: Ledger = {
    discussions: { acked: new Map(), inFlight: [] },
    comments: { acked: new Map(), inFlight: [] },
    discussionLikes: { acked: [], inFlight: [] },
    commentLikes: { acked: [], inFlight: [] },
    uploads: { acked: [], inFlight: 0 },
  };
  let acknowledged = 0;
  let killedAt: number | undefined;
  let processes: number[] = [];
  let sequence = 0;
  const unliked: string[] = [];
  const pid = server.child.pid!;

  const acknowledge = () => {
    acknowledged += 1;
    if (acknowledged !== killTarget) return;
    processes = descendants(pid);
    killedAt = performance.now();
    server.child.kill('SIGKILL');
  };
  const gql = <Data>(query: string, variables: Record<string, unknown>) =>
    graphql<Data>({ url: server.url, headers: member.headers, query, variables });
  /** Runs one writer's step until a request goes unanswered after the kill. */
  const loop = async (step: () => Promise<void>) => {
    for (;;) {
      try {
        await step();
      } catch (error) {
        if (error instanceof InFlight && killedAt !== undefined) return;
        throw error;
      }
    }
  };

  const comment = async () => {
    const n = sequence++;
    const discussionId = discussionIds[n % discussionIds.length]!;
    const content = `comment ${n}`;
    try {
      const data = await gql<{ insert_discussion_comments_one: { id: string } }>(
        `mutation KillComment($discussionId: uuid!, $content: String!) {
          insert_discussion_comments_one(object: { discussion_id: $discussionId, content: $content }) { id }
        }`,
        { discussionId, content },
      );
      ledger.comments.acked.set(data.insert_discussion_comments_one.id, content);
      unliked.push(data.insert_discussion_comments_one.id);
      acknowledge();
    } catch (error) {
      if (error instanceof InFlight) ledger.comments.inFlight.push(content);
      throw error;
    }
  };

  const discussionThenLike = async () => {
    const content = `discussion ${sequence++}`;
    let id: string;
    try {
      const data = await gql<{ insert_discussions_one: { id: string } }>(
        `mutation KillDiscussion($content: String!) { insert_discussions_one(object: { content: $content }) { id } }`,
        { content },
      );
      id = data.insert_discussions_one.id;
      ledger.discussions.acked.set(id, content);
      acknowledge();
    } catch (error) {
      if (error instanceof InFlight) ledger.discussions.inFlight.push(content);
      throw error;
    }
    try {
      await gql(
        `mutation KillDiscussionLike($id: uuid!) { insert_discussion_likes_one(object: { discussion_id: $id }) { discussion_id } }`,
        { id },
      );
      ledger.discussionLikes.acked.push(id);
      acknowledge();
    } catch (error) {
      if (error instanceof InFlight) ledger.discussionLikes.inFlight.push(id);
      throw error;
    }
  };

  const likeComment = async () => {
    const id = unliked.shift();
    if (id === undefined) {
      // Nothing to like yet: wait for the comment writers (a request still notices the kill).
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (killedAt !== undefined) throw new InFlight('killed while waiting');
      return;
    }
    try {
      await gql(
        `mutation KillCommentLike($id: uuid!) { insert_discussion_comment_likes_one(object: { comment_id: $id }) { comment_id } }`,
        { id },
      );
      ledger.commentLikes.acked.push(id);
      acknowledge();
    } catch (error) {
      if (error instanceof InFlight) ledger.commentLikes.inFlight.push(id);
      throw error;
    }
  };

  const uploadImage = async () => {
    const n = sequence++;
    // A different image each time, so that no file can stand in for another.
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: n % 256, g: (n >> 8) % 256, b: 99 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), `image-${n}.png`);
    let ok: boolean;
    let status: number;
    let body: { url?: string; path?: string };
    try {
      const response = await fetch(`${server.url}/storage/images`, { method: 'POST', headers: member.headers, body: form });
      ok = response.ok;
      status = response.status;
      body = (await response.json()) as typeof body;
    } catch (error) {
      ledger.uploads.inFlight += 1;
      throw new InFlight('no answer', { cause: error });
    }
    if (!ok || !body.url || !body.path) throw new Refused(`upload answered ${status}: ${JSON.stringify(body)}`);
    // The server stores its own re-encoding of the upload, which is deterministic.
    ledger.uploads.acked.push({ url: body.url, path: body.path, bytes: await processImage(png, 'png') });
    acknowledge();
  };

  await Promise.all([
    ...Array.from({ length: COMMENT_WRITERS }, () => loop(comment)),
    loop(discussionThenLike),
    loop(likeComment),
    ...Array.from({ length: UPLOAD_WRITERS }, () => loop(uploadImage)),
  ]);
  return { ledger, killedAt: killedAt!, processes };
}

interface State {
  discussions: {
    id: string;
    content: string;
    likes: number;
    comments_count: number;
    discussion_likes_aggregate: { aggregate: { count: number } };
    comments_aggregate: { aggregate: { count: number } };
  }[];
  discussion_comments: {
    id: string;
    content: string;
    likes: number;
    discussion_comment_likes_aggregate: { aggregate: { count: number } };
  }[];
  discussion_likes: { discussion_id: string }[];
  discussion_comment_likes: { comment_id: string }[];
}

/** Everything the member wrote, read with the admin secret. */
function readState(url: string, memberId: string): Promise<State> {
  return graphql<State>({
    url,
    headers: { 'x-hasura-admin-secret': ADMIN_SECRET },
    query: `query KillState($member: uuid!) {
      discussions(where: { author_id: { _eq: $member } }) {
        id content likes comments_count
        discussion_likes_aggregate { aggregate { count } }
        comments_aggregate { aggregate { count } }
      }
      discussion_comments(where: { author_id: { _eq: $member } }) {
        id content likes
        discussion_comment_likes_aggregate { aggregate { count } }
      }
      discussion_likes(where: { user_id: { _eq: $member } }) { discussion_id }
      discussion_comment_likes(where: { user_id: { _eq: $member } }) { comment_id }
    }`,
    variables: { member: memberId },
  });
}

/** How many of the writes in flight at the kill the restarted server has. */
function present(inFlight: readonly string[], found: ReadonlySet<string>): number {
  return inFlight.filter((key) => found.has(key)).length;
}

const workDir = mkdtempSync(join(tmpdir(), 'chainpulse-kill-'));
const servers: ServerProcess[] = [];
let postgres: PostgresServer | undefined;

afterAll(async () => {
  for (const server of servers) await server.stop();
  await postgres?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** Starts the server on a new DATA_DIR (and database), streams writes, kills it, restarts it and checks every write. */
async function killDuringWrites(backend: { name: string; databaseUrl?: string }): Promise<void> {
  const dataDir = join(workDir, backend.databaseUrl ? 'postgres-data' : 'pglite-data');
  const env = { ...BASE_ENV, DATA_DIR: dataDir, ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl } : {}) };
  const killTarget = drawKillTarget(SEED);

  const startedAt = performance.now();
  const first = await startServer(env);
  servers.push(first);
  const firstStartMs = performance.now() - startedAt;
  const member = await signUp(first.url);
  const discussionIds: string[] = [];
  for (let n = 0; n < DISCUSSIONS; n += 1) {
    const data = await graphql<{ insert_discussions_one: { id: string } }>({
      url: first.url,
      headers: member.headers,
      query: `mutation KillTopic($content: String!) { insert_discussions_one(object: { content: $content }) { id } }`,
      variables: { content: `topic ${n}` },
    });
    discussionIds.push(data.insert_discussions_one.id);
  }

  const streamStartedAt = performance.now();
  const { ledger, killedAt, processes } = await writeUntilKilled({ server: first, member, discussionIds, killTarget });
  const streamMs = killedAt - streamStartedAt;
  await first.stop();
  expect(first.child.signalCode).toBe('SIGKILL');
  // PGlite runs in a worker thread of the server's process, so it ends with it; a helper process (esbuild's
  // service, when tsx compiles a module late) ends when its pipe to the server closes. Nothing is left behind.
  expect(await survivors(processes)).toEqual([]);
  // The kill left the server's lock file behind, naming the dead process.
  expect(readFileSync(join(dataDir, 'server.pid'), 'utf8').split('\n')[0]).toBe(String(first.child.pid));

  const restartedAt = performance.now();
  const second = await startServer(env);
  servers.push(second);
  const restartMs = performance.now() - restartedAt;
  const restartAfterKillMs = performance.now() - killedAt;
  expect(second.output()).toContain('0 migration(s) applied.');

  const state = await readState(second.url, member.id);
  const discussions = new Map(state.discussions.map((row) => [row.id, row.content]));
  const comments = new Map(state.discussion_comments.map((row) => [row.id, row.content]));
  const discussionLikes = new Set(state.discussion_likes.map((row) => row.discussion_id));
  const commentLikes = new Set(state.discussion_comment_likes.map((row) => row.comment_id));

  for (const [id, content] of ledger.discussions.acked) expect(discussions.get(id), `discussion ${content}`).toBe(content);
  for (const [id, content] of ledger.comments.acked) expect(comments.get(id), `comment ${content}`).toBe(content);
  expect(ledger.discussionLikes.acked.filter((id) => !discussionLikes.has(id))).toEqual([]);
  expect(ledger.commentLikes.acked.filter((id) => !commentLikes.has(id))).toEqual([]);
  // The counters kept by triggers equal their rows, whatever the kill interrupted.
  for (const row of state.discussions) {
    expect(row.likes, `likes of ${row.content}`).toBe(row.discussion_likes_aggregate.aggregate.count);
    expect(row.comments_count, `comments of ${row.content}`).toBe(row.comments_aggregate.aggregate.count);
  }
  for (const row of state.discussion_comments) {
    expect(row.likes, `likes of ${row.content}`).toBe(row.discussion_comment_likes_aggregate.aggregate.count);
  }
  for (const upload of ledger.uploads.acked) {
    const response = await fetch(`${second.url}${upload.url}`);
    expect(response.status, upload.path).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(upload.bytes), `bytes of ${upload.path}`).toBe(true);
  }

  // Every file under an image name is a whole image, acknowledged or not (what was being written has no such name).
  const imagesDir = join(dataDir, 'uploads', 'images');
  const storedImages = readdirSync(imagesDir)
    .filter((folder) => !folder.startsWith('.'))
    .flatMap((folder) => readdirSync(join(imagesDir, folder)).map((file) => join(imagesDir, folder, file)));
  for (const file of storedImages) expect((await sharp(file).metadata()).format, file).toBe('png');
  const contents = new Set([...discussions.values(), ...comments.values()]);
  const acked = {
    comments: ledger.comments.acked.size,
    discussions: ledger.discussions.acked.size,
    discussionLikes: ledger.discussionLikes.acked.length,
    commentLikes: ledger.commentLikes.acked.length,
    uploads: ledger.uploads.acked.length,
  };
  const inFlight = {
    comments: `${present(ledger.comments.inFlight, contents)}/${ledger.comments.inFlight.length}`,
    discussions: `${present(ledger.discussions.inFlight, contents)}/${ledger.discussions.inFlight.length}`,
    discussionLikes: `${present(ledger.discussionLikes.inFlight, discussionLikes)}/${ledger.discussionLikes.inFlight.length}`,
    commentLikes: `${present(ledger.commentLikes.inFlight, commentLikes)}/${ledger.commentLikes.inFlight.length}`,
    uploads: `${storedImages.length - ledger.uploads.acked.length}/${ledger.uploads.inFlight}`,
  };
  const total = Object.values(acked).reduce((sum, count) => sum + count, 0);
  console.log(
    `kill -9 on the ${backend.name} (seed ${SEED}, kill at ${killTarget} acknowledged): ` +
      `${total} acknowledged writes in ${Math.round(streamMs)} ms ${JSON.stringify(acked)}, all present after the restart; ` +
      `in flight at the kill, present/sent: ${JSON.stringify(inFlight)}; ` +
      `first start ${Math.round(firstStartMs)} ms, restart ${Math.round(restartMs)} ms ` +
      `(${Math.round(restartAfterKillMs)} ms from the kill to /healthz 200); processes below the server: ${processes.length}`,
  );
}

describe('kill -9 during a stream of acknowledged writes', () => {
  it('keeps every acknowledged write on the embedded database (PGlite)', async () => {
    await killDuringWrites({ name: 'embedded database (PGlite)' });
  }, 180_000);

  it.skipIf(!hasPostgres15())(
    'keeps every acknowledged write on PostgreSQL 15 (DATABASE_URL)',
    async () => {
      postgres = await startPostgres({ database: 'kill_during_writes' });
      await killDuringWrites({ name: 'PostgreSQL 15 (DATABASE_URL)', databaseUrl: postgres.url });
    },
    180_000,
  );
});

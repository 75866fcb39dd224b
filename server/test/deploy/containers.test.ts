// The production container files, checked without a container engine (none exists on our machines): the
// Dockerfile and docker-compose.yml are parsed and held against what the server, the scripts and hasura/metadata
// read, docs/deploy.md's tables against the sources, and the mounted metadata against the engine's validator.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ROLES } from '#contract/roles.ts';
import viteConfig from '../../../vite.config.ts';
import { loadConfig, SHARED_SECRETS } from '../../src/config/index.ts';
import { HASURA_DIR, METADATA_DIR, MIGRATIONS_DIR, ROOT_DIR } from '../../src/config/paths.ts';
import { loadMetadata, validateMetadata } from '../../src/engine/metadata/index.ts';
import { readCatalog, type Catalog } from '../../src/engine/model/catalog.ts';
import { withEnumValues } from '../../src/engine/model/enum-tables.ts';
import { createTestDatabase } from '../support/database.ts';
import {
  dependenciesOf,
  durationSeconds,
  environmentOf,
  interpolate,
  isSingleReference,
  parseCompose,
  referencesOf,
  type ComposeFile,
  type Service,
} from './compose.ts';
import { parseDockerfile, shellCommands, stageEnv, type Instruction, type Stage } from './dockerfile.ts';
import {
  envNamesInMetadata,
  envNamesInSources,
  runtimeImports,
  startBundleOptions,
  tableNames,
  viteSsrPlugin,
  type RuntimeImports,
} from './sources.ts';

const read = (path: string) => readFileSync(join(ROOT_DIR, path), 'utf8');

const dockerfile = parseDockerfile(read('Dockerfile'));
const compose: ComposeFile = parseCompose(read('docker-compose.yml'));
const deployDoc = read('docs/deploy.md');
const sourceEnv = envNamesInSources();
const metadataEnv = envNamesInMetadata(METADATA_DIR);

const finalStage = dockerfile.stages.at(-1)!;
const finalEnv = stageEnv(finalStage);

/** What a deployer's .env holds, for interpolating the compose file as `docker compose` would. */
const SAMPLE_DOTENV: Record<string, string> = {
  POSTGRES_PASSWORD: 'sample-postgres-password',
  APP_DB_PASSWORD: 'sample-app-db-password',
  HASURA_DB_PASSWORD: 'sample-hasura-db-password',
  HASURA_GRAPHQL_ADMIN_SECRET: 'sample-admin-secret',
  ACTIONS_SECRET: 'sample-actions-secret',
  AUTH_JWT_PRIVATE_KEY: 'sample-private-key',
  SITE_URL: 'https://news.example.com',
};

/** The variables the server refuses to start without in production, external mode, in a container. */
const APP_REQUIRED = [...SHARED_SECRETS, 'DATABASE_URL', 'GRAPHQL_ENGINE', 'HASURA_GRAPHQL_ENDPOINT', 'HOST'];

// ---------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------

function instructions(stage: Stage, keyword: string): Instruction[] {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword);
}

function runCommands(stage: Stage): string[][] {
  return instructions(stage, 'RUN').flatMap(shellCommands);
}

/** An exact version: PostgreSQL's versions have two numbers (15.19), everything else three (22.23.2, v2.51.9). */
function isExactImage(image: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const [, repository = '', tag] = /^([^:@]+)(?::([^@]+))?$/.exec(image) ?? [];
  if (tag === undefined || /latest/.test(tag)) return false;
  return repository.split('/').at(-1) === 'postgres' ? /^\d+\.\d+(?![.\d])/.test(tag) : /^v?\d+\.\d+\.\d+(?!\d)/.test(tag);
}

function service(name: string): Service {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}

/** The services built from this repository's Dockerfile. */
function appServices(): string[] {
  return Object.entries(compose.services)
    .filter(([, s]) => (typeof s.build === 'string' ? s.build : s.build?.context) === '.')
    .map(([name]) => name);
}

/** Every string of the compose file interpolated, as `docker compose` does before anything starts. */
function interpolateAll(value: unknown, vars: Record<string, string | undefined>): unknown {
  if (typeof value === 'string') return interpolate(value, vars);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, vars));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateAll(item, vars)]));
  }
  return value;
}

/** An app service's environment as the container sees it: the image's ENV, then compose's, interpolated. */
function appEnvironment(name: string): Record<string, string> {
  const raw = { ...finalEnv, ...environmentOf(service(name)) };
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, interpolate(value, SAMPLE_DOTENV)]));
}

/** A Hasura service's environment, interpolated: the serving replicas' (`hasura`) or the migration job's. */
function hasuraEnvironment(name: 'hasura' | 'hasura-migrate' = 'hasura'): Record<string, string> {
  const raw = environmentOf(service(name));
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, interpolate(value, SAMPLE_DOTENV)]));
}

/** Bind mounts and named volumes as { source, target }, host paths resolved beside the compose file. */
function mountsOf(s: Service): { source: string; target: string; named: boolean }[] {
  return (s.volumes ?? []).map((volume) => {
    const [source = '', target = ''] = typeof volume === 'string' ? volume.split(':') : [volume.source ?? '', volume.target ?? ''];
    const named = !/^[./~]/.test(source);
    return { source: named ? source : resolve(ROOT_DIR, source), target, named };
  });
}

function publishedHosts(s: Service): string[] {
  return (s.ports ?? []).map((port) => {
    if (typeof port === 'object') return port.host_ip ?? '0.0.0.0';
    const parts = String(port).split(':');
    return parts.length === 3 ? parts[0]! : '0.0.0.0';
  });
}

/** `.dockerignore` patterns, matched as the builder does for these simple forms (last match wins). */
function dockerIgnored(path: string): boolean {
  let ignored = false;
  for (const raw of read('.dockerignore').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const negated = line.startsWith('!');
    const pattern = (negated ? line.slice(1) : line).replace(/^\/|\/$/g, '');
    const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    const source = pattern
      .split('**')
      .map((part) => part.split('*').map(escape).join('[^/]*'))
      .join('.*');
    const regex = new RegExp(`^${source}(/.*)?$`);
    if (regex.test(path)) ignored = !negated;
  }
  return ignored;
}

// ---------------------------------------------------------------------------------------------------
// Dockerfile
// ---------------------------------------------------------------------------------------------------

describe('Dockerfile', () => {
  const buildStage = dockerfile.stages.find((stage) =>
    instructions(finalStage, 'COPY').some((copy) => copy.options.from !== undefined && copy.options.from === stage.name),
  );

  it('builds in one stage and runs from another that installs production dependencies only', () => {
    expect(dockerfile.stages.length).toBeGreaterThanOrEqual(2);
    expect(buildStage, 'the final stage copies the build output from an earlier stage').toBeDefined();
    expect(buildStage).not.toBe(finalStage);
    const installs = runCommands(finalStage).filter((words) => words[0] === 'npm' && (words[1] === 'ci' || words[1] === 'install'));
    expect(installs).toHaveLength(1);
    expect(installs[0]).toContain('ci');
    const omitsDev = installs[0]!.includes('--omit=dev') || (finalEnv.NODE_ENV === 'production' && !installs[0]!.includes('--include=dev'));
    expect(omitsDev, 'npm ci --omit=dev in the final stage').toBe(true);
    // No build tool runs in the final stage: it has no devDependencies to run them with.
    const tools = runCommands(finalStage).filter(
      (words) => /\b(vite|esbuild|tsc)\b/.test(words.join(' ')) || words.join(' ').includes('run build'),
    );
    expect(tools).toEqual([]);
  });

  it('installs its system packages before it copies any file, so a code change does not run apt again', () => {
    for (const stage of dockerfile.stages) {
      const firstCopy = stage.instructions.findIndex((instruction) => instruction.keyword === 'COPY');
      const apt = stage.instructions.flatMap((instruction, index) =>
        instruction.keyword === 'RUN' && shellCommands(instruction).some((words) => words[0] === 'apt-get') ? [index] : [],
      );
      for (const index of apt) expect(index, `${stage.name ?? stage.image}: apt-get before the first COPY`).toBeLessThan(firstCopy);
    }
    expect(runCommands(finalStage).some((words) => words[0] === 'apt-get')).toBe(true);
  });

  it('runs as a user other than root', () => {
    const user = instructions(finalStage, 'USER').at(-1)?.args.trim();
    expect(user, 'the final stage sets USER').toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:.*)?$/);
  });

  it('runs in production, listening on every interface, without building, with DATA_DIR on a volume', () => {
    expect(finalEnv.NODE_ENV).toBe('production');
    expect(finalEnv.HOST).toBe('0.0.0.0');
    // scripts/start.mjs builds the site when SKIP_BUILD is not 1, which needs the devDependencies the image lacks.
    expect(finalEnv.SKIP_BUILD).toBe('1');
    expect(finalEnv.DATA_DIR).toMatch(/^\//);
    const volumes = instructions(finalStage, 'VOLUME').flatMap((v) => v.exec ?? v.args.split(/\s+/));
    expect(volumes).toContain(finalEnv.DATA_DIR);
  });

  it('checks /healthz with Node itself (a slim image has no curl)', () => {
    const healthcheck = instructions(finalStage, 'HEALTHCHECK').at(-1);
    expect(healthcheck?.exec, 'an exec-form HEALTHCHECK CMD').toBeDefined();
    const [program, ...args] = healthcheck!.exec!;
    expect(program).toBe('node');
    expect(args.join(' ')).toMatch(/fetch\(.*\/healthz/);
    expect(args.join(' ')).toMatch(/127\.0\.0\.1|localhost/);
  });

  it('starts scripts/start.mjs with node as PID 1, so SIGTERM reaches the server', () => {
    const cmd = instructions(finalStage, 'CMD').at(-1);
    expect(instructions(finalStage, 'ENTRYPOINT')).toEqual([]);
    expect(cmd?.exec).toEqual(['node', 'scripts/start.mjs']);
  });

  it('builds the site and bundles the server exactly as npm start does', () => {
    const commands = runCommands(buildStage!);
    const install = commands.find((words) => words[0] === 'npm' && words[1] === 'ci');
    expect(install, 'npm ci in the build stage').toBeDefined();
    expect(install).not.toContain('--omit=dev');
    expect(stageEnv(buildStage!).PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD).toBe('1');
    expect(commands).toContainEqual(['npm', 'run', 'build']);
    const esbuild = commands.find((words) => words.includes('esbuild'));
    expect(esbuild, 'an esbuild run for dist-server/main.mjs').toBeDefined();
    const flags = esbuild!.slice(esbuild!.indexOf('esbuild') + 1);
    const expected = Object.entries(startBundleOptions()).map(([key, value]) => {
      if (key === 'entryPoints') return String(value);
      const flag = `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      return value === true ? flag : `${flag}=${String(value)}`;
    });
    expect([...flags].sort()).toEqual([...expected].sort());
  });

  it('copies every file the server reads at run time into the final stage', async () => {
    // Paths the final stage holds, relative to the working directory (a build stage's /app/x is its x).
    const workdir = (stage: Stage) => instructions(stage, 'WORKDIR').at(-1)?.args.trim() ?? '/';
    const copied = instructions(finalStage, 'COPY').flatMap((copy) => {
      const parts = copy.exec ?? copy.args.split(/\s+/);
      const from = copy.options.from ? dockerfile.stages.find((stage) => stage.name === copy.options.from) : undefined;
      return parts.slice(0, -1).map((source) => (from ? posix.relative(workdir(from), posix.resolve(workdir(from), source)) : source));
    });
    const holds = (path: string) => copied.some((source) => path === source || path.startsWith(`${source.replace(/\/$/, '')}/`));
    // scripts/admin.mjs runs the TypeScript sources through tsx; the embedded database's worker is a file too.
    const admin = await runtimeImports({ entryPoints: ['scripts/admin.mjs'], platform: 'node', format: 'esm', packages: 'external' });
    const needed = [
      'package.json',
      'package-lock.json',
      'dist/index.html',
      'dist-server/main.mjs',
      'dist-server/ssr/entry-server.mjs',
      'scripts/start.mjs',
      'server/src/db/pglite-worker.mjs',
      'server/src/http/ssr/render-worker.mjs',
      posix.relative(ROOT_DIR, MIGRATIONS_DIR),
      posix.relative(ROOT_DIR, METADATA_DIR),
      ...admin.inputs,
    ];
    expect(admin.inputs).toContain('server/src/auth/admin-cli.ts');
    expect(needed.filter((path) => !holds(path))).toEqual([]);
    for (const path of ['package.json', 'hasura', 'server/src', 'scripts/start.mjs']) expect(dockerIgnored(path), path).toBe(false);
  });

  it('pins its base images to an exact Node 22 LTS, the version .nvmrc names', () => {
    for (const stage of dockerfile.stages) {
      expect(isExactImage(stage.image), stage.image).toBe(true);
      expect(stage.image).toMatch(/^node:22\.\d+\.\d+-bookworm-slim(@sha256:[0-9a-f]{64})?$/);
    }
    expect(read('.nvmrc').trim().replace(/^v/, '').split('.')[0]).toBe('22');
  });

  it('keeps secrets, local data and built output out of the build context', () => {
    for (const path of ['.env', '.env.production', 'node_modules', '.data', '.git', 'dist', 'dist-server']) {
      expect(dockerIgnored(path), path).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// docker-compose.yml
// ---------------------------------------------------------------------------------------------------

describe('docker-compose.yml', () => {
  it("runs PostgreSQL 15, a migration job on Hasura v2's cli-migrations image, Hasura v2 replicas on the plain image of the same version and the app built from the Dockerfile", () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'hasura', 'hasura-migrate', 'postgres']);
    expect(appServices()).toEqual(['app']);
    expect(service('postgres').image).toMatch(/^postgres:15\.\d+/);
    expect(service('hasura-migrate').image).toMatch(/^hasura\/graphql-engine:v2\.\d+\.\d+\.cli-migrations-v3$/);
    expect(service('hasura').image).toMatch(/^hasura\/graphql-engine:v2\.\d+\.\d+$/);
    expect(`${service('hasura').image!}.cli-migrations-v3`).toBe(service('hasura-migrate').image);
  });

  it('applies the migrations and metadata once per deploy, in one one-shot job that the replicas and the app wait for (issue 31 item 5)', () => {
    const job = service('hasura-migrate');
    // Not restarted: it ends, and a failed job stays failed (its log says why) instead of looping.
    expect(job.restart).toBe('no');
    expect(dependenciesOf(job)).toEqual({ postgres: 'service_healthy' });
    // Only the job runs the cli-migrations entrypoint (migrate apply, metadata apply): nothing else has its image
    // or the folders it applies, so replicas started or scaled together never apply them side by side.
    const withImage = Object.entries(compose.services).filter(([, s]) => s.image?.includes('cli-migrations'));
    expect(withImage.map(([name]) => name)).toEqual(['hasura-migrate']);
    const applying = Object.entries(compose.services).filter(([, s]) =>
      mountsOf(s).some((mount) => mount.source === join(HASURA_DIR, 'migrations') || mount.source === METADATA_DIR),
    );
    expect(applying.map(([name]) => name)).toEqual(['hasura-migrate']);
    // Everything that uses the schema waits for the job to have ended well (exit 0).
    expect(dependenciesOf(service('hasura'))['hasura-migrate']).toBe('service_completed_successfully');
    const [app] = appServices();
    expect(dependenciesOf(service(app!))['hasura-migrate']).toBe('service_completed_successfully');
    // The job ends: after the image's entrypoint has applied everything, serve.sh --check-only starts Hasura, checks
    // its metadata (exit 1 when inconsistent) and stops it (server/test/http/hasura-metadata.test.ts runs it).
    expect(job.entrypoint).toBeUndefined();
    expect([job.command ?? []].flat().join('\n')).toMatch(
      /exec \/bin\/sh \/hasura-scripts\/serve\.sh --check-only "\$\$HGE_BINARY" serve$/,
    );
    expect(mountsOf(job).find((mount) => mount.target === '/hasura-scripts')?.source).toBe(join(ROOT_DIR, 'scripts', 'hasura'));
    expect(existsSync(join(ROOT_DIR, 'scripts', 'hasura', 'serve.sh'))).toBe(true);
    // Nothing reaches it: no published port, and of Hasura's APIs only the metadata API its check asks.
    expect(publishedHosts(job)).toEqual([]);
    expect(hasuraEnvironment('hasura-migrate').HASURA_GRAPHQL_ENABLED_APIS).toBe('metadata');
    // The replicas are scaled (`--scale hasura=N`), so nothing may pin one name or one host port to them.
    expect(service('hasura').container_name).toBeUndefined();
    expect(service('hasura').ports ?? []).toEqual([]);
  });

  it('pins every image to an exact version', () => {
    const images = Object.values(compose.services).flatMap((s) => (s.image ? [s.image] : []));
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(images.filter((image) => !isExactImage(image))).toEqual([]);
  });

  it('keeps PostgreSQL on a named volume and reports it healthy with pg_isready', () => {
    const postgres = service('postgres');
    const data = mountsOf(postgres).find((mount) => mount.target === '/var/lib/postgresql/data');
    expect(data?.named).toBe(true);
    expect(Object.keys(compose.volumes ?? {})).toContain(data!.source);
    expect([postgres.healthcheck?.test].flat().join(' ')).toContain('pg_isready');
  });

  it('starts without a deadlock: Hasura waits for PostgreSQL, the job and the app to have started, never for it to be healthy', () => {
    const hasuraDeps = dependenciesOf(service('hasura'));
    const appDeps = dependenciesOf(service('app'));
    expect(hasuraDeps.postgres).toBe('service_healthy');
    expect(appDeps.postgres).toBe('service_healthy');
    // The app's /healthz answers 503 until Hasura serves: Hasura waiting for it never starts.
    expect(hasuraDeps.app).toBe('service_started');
    // Hasura reads the app's /auth/jwks.json as it starts, so the app cannot wait for Hasura; the job needs no key
    // set, so it waits for nothing of the app's.
    expect(appDeps.hasura).toBeUndefined();
    expect(dependenciesOf(service('hasura-migrate')).app).toBeUndefined();
    // Hasura exits when the jwk_url is unreachable at its start: its entrypoint waits for the key set, then serves
    // (the plain image's binary, nothing applied).
    const entrypoint = [service('hasura').entrypoint ?? []].flat().join('\n');
    expect(entrypoint).toMatch(/until curl[^\n]*jwk_url/);
    expect(entrypoint).toMatch(/exec "\$\$HGE_BINARY" serve\s*$/);
    expect(entrypoint).not.toContain('docker-entrypoint.sh');
    // Unhealthy while Hasura serves inconsistent metadata (without strict=true it answers 200 WARN).
    expect([service('hasura').healthcheck?.test].flat().join(' ')).toContain('/healthz?strict=true');
    expect(service('hasura').command).toBeUndefined();
  });

  it('mounts hasura/migrations and hasura/metadata where the cli-migrations image applies them, and no seeds', () => {
    const env = hasuraEnvironment('hasura-migrate');
    const mounts = mountsOf(service('hasura-migrate'));
    const at = (target: string) => mounts.find((mount) => mount.target === target)?.source;
    expect(at(env.HASURA_GRAPHQL_MIGRATIONS_DIR ?? '/hasura-migrations')).toBe(join(HASURA_DIR, 'migrations'));
    expect(MIGRATIONS_DIR.startsWith(`${at(env.HASURA_GRAPHQL_MIGRATIONS_DIR ?? '/hasura-migrations')!}/`)).toBe(true);
    expect(at(env.HASURA_GRAPHQL_METADATA_DIR ?? '/hasura-metadata')).toBe(METADATA_DIR);
    // The image applies /hasura-seeds at every start: the demo content would be inserted again each time.
    expect(at(env.HASURA_GRAPHQL_SEEDS_DIR ?? '/hasura-seeds')).toBeUndefined();
    // The image's CLI reads config v3 projects: the same layout as hasura/config.yaml.
    const config = parseYaml(read('hasura/config.yaml')) as Record<string, unknown>;
    expect(config.version).toBe(3);
    expect(join(HASURA_DIR, String(config.metadata_directory))).toBe(METADATA_DIR);
    expect(join(HASURA_DIR, String(config.migrations_directory))).toBe(join(HASURA_DIR, 'migrations'));
  });

  it('gives Hasura every variable hasura/metadata reads, its JWT key set from the app, and the anonymous role', () => {
    // What the metadata is known to read, so a scan that finds nothing fails here.
    expect([...metadataEnv]).toEqual(expect.arrayContaining(['HASURA_GRAPHQL_DATABASE_URL', 'ACTIONS_BASE_URL', 'ACTIONS_SECRET']));
    const env = hasuraEnvironment();
    const job = hasuraEnvironment('hasura-migrate');
    for (const name of [...metadataEnv, 'HASURA_GRAPHQL_ADMIN_SECRET', 'HASURA_GRAPHQL_JWT_SECRET', 'HASURA_GRAPHQL_UNAUTHORIZED_ROLE']) {
      expect(env[name], name).toBeTruthy();
    }
    // The job loads the same metadata (its check would fail on an unresolved variable); it needs no key set.
    for (const name of [...metadataEnv, 'HASURA_GRAPHQL_ADMIN_SECRET']) expect(job[name], `hasura-migrate ${name}`).toBeTruthy();
    for (const name of metadataEnv) if (name !== 'HASURA_GRAPHQL_DATABASE_URL') expect(job[name], name).toBe(env[name]);
    // Names Hasura does not read itself must be ones the metadata reads (a typo would leave a {{NAME}} unresolved),
    // but for the least-privileged URL scripts/hasura/serve.sh checks the job's metadata with.
    expect(Object.keys(env).filter((name) => !name.startsWith('HASURA_GRAPHQL_') && !metadataEnv.has(name))).toEqual([]);
    expect(
      Object.keys(job).filter(
        (name) => !name.startsWith('HASURA_GRAPHQL_') && !metadataEnv.has(name) && name !== 'HASURA_SERVICE_DATABASE_URL',
      ),
    ).toEqual([]);
    expect(read('scripts/hasura/serve.sh')).toContain('HASURA_GRAPHQL_DATABASE_URL=$HASURA_SERVICE_DATABASE_URL');
    // Only the APIs the site and the checks use: no pg_dump, config or developer APIs.
    expect(env.HASURA_GRAPHQL_ENABLED_APIS).toBe('graphql,metadata');

    const [app] = appServices();
    const appPort = appEnvironment(app!).PORT ?? '3000';
    const jwt = JSON.parse(env.HASURA_GRAPHQL_JWT_SECRET!) as Record<string, unknown>;
    expect(jwt.key, 'the key comes from the app, not a copy').toBeUndefined();
    const jwk = new URL(String(jwt.jwk_url));
    expect([jwk.protocol, jwk.hostname, jwk.port, jwk.pathname]).toEqual(['http:', app, appPort, '/auth/jwks.json']);
    const actions = new URL(env.ACTIONS_BASE_URL!);
    expect([actions.hostname, actions.port, actions.pathname]).toEqual([app, appPort, '/']);
    expect(env.HASURA_GRAPHQL_UNAUTHORIZED_ROLE).toBe(loadConfig({}, ROOT_DIR).unauthorizedRole);
    expect(env.HASURA_GRAPHQL_UNAUTHORIZED_ROLE).toBe(ROLES.anonymous);
    // The app reads Hasura's CLI migration state in the database it serves: Hasura's catalog must live there too.
    expect(env.HASURA_GRAPHQL_METADATA_DATABASE_URL ?? env.HASURA_GRAPHQL_DATABASE_URL).toBe(env.HASURA_GRAPHQL_DATABASE_URL);
  });

  it('gives the app every variable it needs in production and external mode, and the server accepts them', () => {
    const [app] = appServices();
    const env = appEnvironment(app!);
    for (const name of APP_REQUIRED) {
      expect(sourceEnv.has(name), `${name} is read by server/src`).toBe(true);
      expect(env[name], name).toBeTruthy();
    }
    // Every name compose sets is one the server reads: a misspelt name would be silently ignored.
    expect(Object.keys(environmentOf(service(app!))).filter((name) => !sourceEnv.has(name))).toEqual([]);
    expect(env.NODE_ENV).toBe('production');
    expect(env.GRAPHQL_ENGINE).toBe('external');
    const hasuraPort = hasuraEnvironment().HASURA_GRAPHQL_SERVER_PORT ?? '8080';
    const endpoint = new URL(env.HASURA_GRAPHQL_ENDPOINT!);
    expect([endpoint.hostname, endpoint.port]).toEqual(['hasura', hasuraPort]);
    // One database for both, the one PostgreSQL serves, each service as its own least-privileged role
    // (1795305605400_service_roles); the owner's URL only for Hasura's migration step.
    const database = new URL(env.DATABASE_URL!);
    const postgres = environmentOf(service('postgres'));
    const hasura = hasuraEnvironment();
    const job = hasuraEnvironment('hasura-migrate');
    const urls = [
      env.DATABASE_URL!,
      hasura.HASURA_GRAPHQL_DATABASE_URL!,
      job.HASURA_SERVICE_DATABASE_URL!,
      job.HASURA_GRAPHQL_DATABASE_URL!,
    ];
    const roles = urls.map((url) => {
      const parsed = new URL(url);
      return [parsed.hostname, parsed.port, parsed.pathname, parsed.username, parsed.password];
    });
    expect(roles).toEqual([
      ['postgres', '5432', `/${postgres.POSTGRES_DB}`, 'chainpulse_app', SAMPLE_DOTENV.APP_DB_PASSWORD],
      ['postgres', '5432', `/${postgres.POSTGRES_DB}`, 'chainpulse_hasura', SAMPLE_DOTENV.HASURA_DB_PASSWORD],
      ['postgres', '5432', `/${postgres.POSTGRES_DB}`, 'chainpulse_hasura', SAMPLE_DOTENV.HASURA_DB_PASSWORD],
      ['postgres', '5432', `/${postgres.POSTGRES_DB}`, postgres.POSTGRES_USER, SAMPLE_DOTENV.POSTGRES_PASSWORD],
    ]);
    // The owner's password is in the one-shot job's environment only, never in a serving replica's.
    expect(Object.values(hasura).join('\n')).not.toContain(SAMPLE_DOTENV.POSTGRES_PASSWORD);
    expect(database.username).not.toBe(postgres.POSTGRES_USER);
    // A new database volume gets the roles' logins at its first start.
    expect(mountsOf(service('postgres')).find((mount) => mount.target === '/docker-entrypoint-initdb.d/service-roles.sh')?.source).toBe(
      join(ROOT_DIR, 'scripts', 'hasura', 'service-roles.sh'),
    );
    // DATA_DIR (uploads without S3) on a named volume.
    expect(mountsOf(service(app!)).find((mount) => mount.target === env.DATA_DIR)?.named).toBe(true);

    const config = loadConfig(env, '/app');
    expect(config.graphqlEngine).toBe('external');
    expect(config.hasuraEndpoint).toBe(`http://hasura:${hasuraPort}`);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(env.DATA_DIR);
    expect(config.trustProxy).toBe(true);
    expect(config.siteUrl).toBe(SAMPLE_DOTENV.SITE_URL);
  });

  it('shares each secret between the app and Hasura through one ${VAR} that compose refuses to start without', () => {
    const [app] = appServices();
    const appEnv = environmentOf(service(app!));
    const hasuraEnv = environmentOf(service('hasura'));
    for (const name of [...SHARED_SECRETS, 'POSTGRES_PASSWORD', 'APP_DB_PASSWORD', 'HASURA_DB_PASSWORD']) {
      const references = Object.values(compose.services).flatMap((s) => Object.values(environmentOf(s)).flatMap(referencesOf));
      const uses = references.filter((reference) => reference.name === name);
      expect(uses.length, `${name} is used`).toBeGreaterThan(0);
      expect(
        uses.every((reference) => reference.operator === ':?'),
        `${name} is always \${${name}:?message}`,
      ).toBe(true);
      const without = { ...SAMPLE_DOTENV, [name]: undefined };
      expect(() => interpolateAll(compose, without)).toThrow(name);
    }
    expect(() => interpolateAll(compose, SAMPLE_DOTENV)).not.toThrow();
    const jobEnv = environmentOf(service('hasura-migrate'));
    for (const name of ['HASURA_GRAPHQL_ADMIN_SECRET', 'ACTIONS_SECRET']) {
      expect(isSingleReference(appEnv[name] ?? ''), name).toBe(true);
      expect(hasuraEnv[name], name).toBe(appEnv[name]);
      expect(jobEnv[name], name).toBe(appEnv[name]);
    }
    expect(isSingleReference(appEnv.AUTH_JWT_PRIVATE_KEY ?? '')).toBe(true);
  });

  it('holds no secret value itself', () => {
    for (const [name, s] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(environmentOf(s))) {
        const secret = /SECRET|PASSWORD|PRIVATE_KEY|ACCESS_KEY/.test(key);
        // A JWT secret that only names a key set URL holds nothing secret.
        const keySetOnly = key === 'HASURA_GRAPHQL_JWT_SECRET' && !/"key"/.test(value);
        if (secret && !keySetOnly) expect(isSingleReference(value), `${name}.${key}`).toBe(true);
        const password = /^[a-z]+:\/\/[^:/@]+:([^@]*)@/.exec(value)?.[1];
        if (password !== undefined) expect(isSingleReference(password), `${name}.${key}'s password`).toBe(true);
      }
    }
    expect(read('docker-compose.yml')).not.toMatch(/BEGIN [A-Z ]*PRIVATE KEY/);
    // The .env the secrets live in is never committed.
    expect(() => execFileSync('git', ['check-ignore', '--quiet', '.env'], { cwd: ROOT_DIR })).not.toThrow();
  });

  it('rotates every container log (json-file with max-size and max-file)', () => {
    for (const [name, s] of Object.entries(compose.services)) {
      expect(s.logging?.driver, name).toBe('json-file');
      expect(String(s.logging?.options?.['max-size']), name).toMatch(/^\d+[kmg]$/);
      expect(Number(s.logging?.options?.['max-file']), name).toBeGreaterThanOrEqual(2);
    }
  });

  it('lets the app and Hasura finish the longest request (a news fetch, 120 s) before Docker kills them', () => {
    const [app] = appServices();
    const grace = durationSeconds(service(app!).stop_grace_period ?? '10s');
    // The app exits by itself within SHUTDOWN_TIMEOUT_MS, after what is under way, and before Docker's SIGKILL.
    const shutdownMs = loadConfig(appEnvironment(app!), '/app').limits.shutdownTimeoutMs;
    expect(shutdownMs).toBeGreaterThan(120_000);
    expect(grace * 1000).toBeGreaterThan(shutdownMs);
    expect(durationSeconds(service('hasura').stop_grace_period ?? '10s')).toBeGreaterThan(120);
    expect(Number(hasuraEnvironment().HASURA_GRAPHQL_GRACEFUL_SHUTDOWN_TIMEOUT)).toBeGreaterThan(120);
    expect(durationSeconds('1m30s')).toBe(90);
    expect(durationSeconds('ten')).toBeNaN();
  });

  it('hands the tunables of .env to the app (env_file), and .env.example names every variable compose reads', () => {
    const [app] = appServices();
    const files = [service(app!).env_file ?? []].flat().map((file) => (typeof file === 'string' ? file : file.path));
    expect(files).toContain('.env');
    // Hasura gets what it needs by name only: the app's private key stays out of it.
    expect(service('hasura').env_file).toBeUndefined();
    expect(service('hasura-migrate').env_file).toBeUndefined();
    const example = read('.env.example');
    const composeReads = new Set(
      Object.values(compose.services).flatMap((s) =>
        Object.values(environmentOf(s))
          .flatMap(referencesOf)
          .map((reference) => reference.name),
      ),
    );
    for (const name of composeReads) expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
    // A .env copied from .env.example reaches the app whole: the image's own settings (HOST, DATA_DIR...) that the
    // example sets for a local start must be set by compose too, whose environment wins over the file.
    const exampleValues = Object.fromEntries([...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]));
    const appEnv = environmentOf(service(app!));
    expect(Object.keys(exampleValues).filter((name) => name in finalEnv && !(name in appEnv))).toEqual([]);
    // As Docker layers them: the image's ENV, then env_file, then compose's environment.
    const composeEnv = Object.fromEntries(Object.entries(appEnv).map(([key, value]) => [key, interpolate(value, SAMPLE_DOTENV)]));
    const asDeployed = loadConfig({ ...finalEnv, ...exampleValues, ...composeEnv }, '/app');
    expect([asDeployed.host, asDeployed.dataDir, asDeployed.port]).toEqual(['0.0.0.0', finalEnv.DATA_DIR, 3000]);
  });

  it('publishes only the app, on the loopback, since it trusts X-Forwarded-For from the proxy in front', () => {
    const [app] = appServices();
    expect(appEnvironment(app!).TRUST_PROXY).toBe('true');
    expect(publishedHosts(service(app!)).length).toBeGreaterThan(0);
    expect(publishedHosts(service(app!)).every((host) => host === '127.0.0.1' || host === '[::1]')).toBe(true);
    expect(publishedHosts(service('hasura'))).toEqual([]);
    expect(publishedHosts(service('hasura-migrate'))).toEqual([]);
    expect(publishedHosts(service('postgres'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------
// docs/deploy.md
// ---------------------------------------------------------------------------------------------------

describe('docs/deploy.md', () => {
  it('lists every environment variable the server and scripts read, and no other', () => {
    const documented = tableNames(deployDoc, 'The server (app)');
    expect([...sourceEnv.keys()]).toEqual(expect.arrayContaining(APP_REQUIRED));
    expect(documented.filter((name) => !sourceEnv.has(name))).toEqual([]);
    expect([...sourceEnv.keys()].filter((name) => !documented.includes(name))).toEqual([]);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('lists every variable set on Hasura and every one hasura/metadata reads', () => {
    const documented = tableNames(deployDoc, 'Hasura (hasura)');
    const needed = [
      ...Object.keys(environmentOf(service('hasura'))),
      ...Object.keys(environmentOf(service('hasura-migrate'))),
      ...metadataEnv,
    ];
    expect(needed.filter((name) => !documented.includes(name))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Run-time dependencies of the image (npm ci --omit=dev)
// ---------------------------------------------------------------------------------------------------

describe('production dependencies', () => {
  const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const lock = JSON.parse(read('package-lock.json')) as {
    packages: Record<string, { dev?: boolean; dependencies?: Record<string, string>; devDependencies?: Record<string, string> }>;
  };

  /** Packages an import resolves to after `npm ci --omit=dev`: hoisted to node_modules/ and not dev-only. */
  function missingInProduction(imports: RuntimeImports): string[] {
    const installed = (name: string) => {
      const entry = lock.packages[`node_modules/${name}`];
      return entry !== undefined && entry.dev !== true;
    };
    return [
      ...[...imports.packages].filter((name) => !installed(name)).map((name) => `${name} (not installed by npm ci --omit=dev)`),
      ...[...imports.direct]
        .filter((name) => !(name in pkg.dependencies))
        .map((name) => `${name} (imported by our code, not in dependencies)`),
    ];
  }

  it('package-lock.json matches package.json', () => {
    expect(lock.packages['']?.dependencies).toEqual(pkg.dependencies);
    expect(lock.packages['']?.devDependencies).toEqual(pkg.devDependencies);
  });

  it('has every package the server bundle imports (dist-server/main.mjs, built as npm start builds it)', async () => {
    const { entryPoints, ...options } = startBundleOptions();
    const imports = await runtimeImports({ ...options, entryPoints: [String(entryPoints)] });
    expect(imports.packages).toContain('fastify');
    expect(missingInProduction(imports)).toEqual([]);
  });

  it("has every package the embedded database's worker and npm run admin import", async () => {
    for (const entry of ['server/src/db/pglite-worker.mjs', 'scripts/admin.mjs']) {
      const imports = await runtimeImports({ entryPoints: [entry], platform: 'node', format: 'esm', packages: 'external' });
      expect(imports.packages.size, entry).toBeGreaterThan(0);
      expect(missingInProduction(imports), entry).toEqual([]);
    }
  });

  it('holds nothing else: every production dependency is imported at run time (client-only packages are devDependencies)', async () => {
    const { entryPoints, ...options } = startBundleOptions();
    const config =
      typeof viteConfig === 'function' ? await viteConfig({ command: 'build', mode: 'production', isSsrBuild: true }) : viteConfig;
    const noExternal = [config.ssr?.noExternal ?? []].flat().filter((item): item is string => typeof item === 'string');
    const alias = config.resolve?.alias as Record<string, string>;
    const node = { platform: 'node', format: 'esm', packages: 'external' } as const;
    const all = await Promise.all([
      runtimeImports({ ...options, entryPoints: [String(entryPoints)] }),
      runtimeImports({ ...node, entryPoints: ['server/src/db/pglite-worker.mjs'] }),
      runtimeImports({ ...node, entryPoints: ['scripts/admin.mjs'] }),
      runtimeImports({
        entryPoints: ['src/app/entry-server.tsx'],
        platform: 'node',
        format: 'esm',
        splitting: true,
        jsx: 'automatic',
        plugins: [viteSsrPlugin({ alias, noExternal })],
      }),
    ]);
    // What the entry points import, the packages Vite bundles into the renderer (their own imports come through
    // them), and the peers those need installed beside them (recharts' react-is).
    const used = new Set([...all.flatMap((imports) => [...imports.packages]), ...noExternal]);
    for (const name of [...used]) {
      const peers = (lock.packages[`node_modules/${name}`] as { peerDependencies?: Record<string, string> } | undefined)?.peerDependencies;
      for (const peer of Object.keys(peers ?? {})) if (peer in pkg.dependencies) used.add(peer);
    }
    expect(Object.keys(pkg.dependencies).filter((name) => !used.has(name))).toEqual([]);
    for (const name of ['monaco-editor', 'monaco-graphql', 'graphiql', 'esbuild', 'vite'])
      expect(pkg.dependencies, name).not.toHaveProperty(name);
    // The console's editor (100 MB) is not installed at all by npm ci --omit=dev (esbuild still is, for tsx).
    for (const name of ['monaco-editor', 'monaco-graphql', 'graphiql']) expect(lock.packages[`node_modules/${name}`]?.dev, name).toBe(true);
  });

  it('has every package the server renderer imports (dist-server/ssr, which Vite builds with packages external)', async () => {
    const config =
      typeof viteConfig === 'function' ? await viteConfig({ command: 'build', mode: 'production', isSsrBuild: true }) : viteConfig;
    const noExternal = [config.ssr?.noExternal ?? []].flat().filter((item): item is string => typeof item === 'string');
    const alias = config.resolve?.alias as Record<string, string>;
    const imports = await runtimeImports({
      entryPoints: ['src/app/entry-server.tsx'],
      platform: 'node',
      format: 'esm',
      splitting: true,
      jsx: 'automatic',
      plugins: [viteSsrPlugin({ alias, noExternal })],
    });
    expect(imports.packages).toContain('react-dom');
    expect(missingInProduction(imports)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------
// hasura/metadata, as Hasura gets it
// ---------------------------------------------------------------------------------------------------

describe('the metadata the hasura service mounts', () => {
  let catalog: Catalog;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // The schema hasura/migrations builds (the folder mounted at /hasura-migrations, checked above).
    const db = await createTestDatabase();
    close = () => db.close();
    // As the engine reads it at start: with the rows of the enum tables.
    catalog = await withEnumValues(db, loadMetadata(METADATA_DIR), await readCatalog(db));
  });
  afterAll(async () => close?.());

  it('passes the validator the engine runs at start against the migrated schema', () => {
    expect(existsSync(join(METADATA_DIR, 'version.yaml'))).toBe(true);
    expect(() => validateMetadata(loadMetadata(METADATA_DIR), catalog)).not.toThrow();
  });
});

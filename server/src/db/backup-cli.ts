// `npm run backup -- backup|restore ...` (scripts/backup.mjs): the command line of db/backup.ts. DATABASE_URL and
// DATA_DIR say what to back up or restore into, as for the server.
import { loadConfig } from '../config/index.ts';
import { restoreBackup, takeBackup, type BackupTarget } from './backup.ts';
import { StartupError } from './errors.ts';

export const BACKUP_USAGE = `Usage:
  npm run backup -- backup [--out DIR] [--pg-exec "CMD"] [--files-exec "CMD"] [--skip-uploads]
  npm run backup -- restore BACKUP_DIR [--pg-exec "CMD"] [--files-exec "CMD"] [--skip-uploads]
DATABASE_URL (PostgreSQL, through pg_dump/pg_restore) or DATA_DIR's embedded database (stop the server first),
and the rest of DATA_DIR (uploads, generated secrets). --pg-exec and --files-exec run pg_dump/pg_restore and tar under a prefix such as
"docker compose exec -T postgres" and "docker compose exec -T app" (docs/deploy.md).`;

function usage(problem: string): never {
  throw new StartupError('usage', `${problem}\n${BACKUP_USAGE}`);
}

/** Runs the command line; answers what to print. */
export async function runBackupCli(argv: readonly string[], env: Record<string, string | undefined> = process.env): Promise<string> {
  const [command, ...rest] = argv;
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    if (arg === '--skip-uploads') flags.set(arg, true);
    else if (['--out', '--pg-exec', '--files-exec'].includes(arg)) {
      const value = rest[(i += 1)];
      if (value === undefined) usage(`${arg} needs a value.`);
      flags.set(arg, value);
    } else if (arg.startsWith('--')) usage(`Unknown option ${arg}.`);
    else positional.push(arg);
  }
  const config = loadConfig(env);
  const words = (flag: string) => {
    const value = flags.get(flag);
    return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : undefined;
  };
  const pgExec = words('--pg-exec');
  const filesExec = words('--files-exec');
  const target: BackupTarget = {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(pgExec && { pgExec }),
    ...(filesExec && { filesExec }),
    skipUploads: flags.has('--skip-uploads') || config.s3 !== undefined,
  };
  if (command === 'backup') {
    if (positional.length > 0) usage(`Unexpected ${positional.join(' ')}.`);
    const out = flags.get('--out');
    const { dir, manifest } = await takeBackup(target, typeof out === 'string' ? out : 'backups');
    const files = manifest.files ? `, DATA_DIR ${manifest.files.bytes} bytes${manifest.files.uploads ? ' with uploads' : ''}` : '';
    return `Backup written to ${dir} (${manifest.database.kind} database ${manifest.database.bytes} bytes${files}).`;
  }
  if (command === 'restore') {
    if (positional.length !== 1) usage('restore needs the backup folder.');
    const manifest = await restoreBackup(positional[0]!, target);
    return `Restored the backup of ${manifest.createdAt} (${manifest.database.kind} database${manifest.files ? ' and DATA_DIR' : ''}).`;
  }
  return usage(command === undefined ? 'No command.' : `Unknown command ${command}.`);
}

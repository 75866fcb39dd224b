// npm run backup -- backup [--out DIR] | restore BACKUP_DIR: takes (or restores) the database and the uploaded images
// of DATABASE_URL / DATA_DIR together, with a manifest of checksums (server/src/db/backup.ts; docs/deploy.md).
import { register } from 'tsx/esm/api';

register();
const { runBackupCli } = await import('../server/src/db/backup-cli.ts');
try {
  console.log(await runBackupCli(process.argv.slice(2)));
} catch (error) {
  const known = error instanceof Error && typeof error.code === 'string';
  console.error(known ? error.message : error);
  process.exitCode = 1;
}

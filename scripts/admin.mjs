// npm run admin -- grant EMAIL | revoke EMAIL: gives or takes the admin right of one account, in DATA_DIR's
// embedded database (stop the server first) or in DATABASE_URL's.
import { register } from 'tsx/esm/api';

register();
const { runAdminCli } = await import('../server/src/auth/admin-cli.ts');
try {
  console.log(await runAdminCli(process.argv.slice(2)));
} catch (error) {
  const known = error instanceof Error && typeof error.code === 'string';
  console.error(known ? error.message : error);
  process.exitCode = 1;
}

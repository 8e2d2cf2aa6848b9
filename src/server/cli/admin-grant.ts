/**
 * `npm run admin:grant -- <email>`: gives an existing account the admin
 * role. Whoever has a shell on the server is trusted with this.
 */
import { runDatabaseCommand } from './run-database-command.ts';
import { grantAdminRole } from '../services/accounts/admin-grant.ts';

const email = process.argv[2]?.trim();
if (!email) {
  console.error('Usage: npm run admin:grant -- <email>');
  process.exit(2);
}

runDatabaseCommand(async ({ database }) => {
  const user = await grantAdminRole(database.db, email);
  if (!user) {
    console.error(`No account with the email ${email}. Sign up first, then run this again.`);
    return 1;
  }
  console.log(`${user.name || user.email} <${user.email}> is now an admin.`);
  return 0;
});

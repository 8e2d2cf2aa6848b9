/**
 * `npm run admin:grant -- <email>`: gives an existing account the admin
 * role. Whoever has a shell on the server is trusted with this. On the
 * embedded database while the app runs, the app holds the data folder, so
 * the grant goes through its control socket (decision 031).
 */
import type { ControlReply } from '../control/control-messages.ts';
import { sendControlRequest } from '../control/control-client.ts';
import type { FolderInUseError } from '../db/pglite-lock.ts';
import type { Env } from '../env.ts';
import { type GrantedAdmin, grantAdminRole } from '../services/admin/admin-grant.ts';
import { runDatabaseCommand } from './run-database-command.ts';

const email = process.argv[2]?.trim();
if (!email) {
  console.error('Usage: npm run admin:grant -- <email>');
  process.exit(2);
}

function report(user: GrantedAdmin | null): number {
  if (!user) {
    console.error(`No account with the email ${email}. Sign up first, then run this again.`);
    return 1;
  }
  const who = `${user.name || user.email} <${user.email}>`;
  console.log(user.changed ? `${who} is now an admin.` : `${who} is already an admin.`);
  return 0;
}

async function grantThroughApp(env: Env, inUse: FolderInUseError): Promise<number> {
  let reply: ControlReply;
  try {
    reply = await sendControlRequest(env.dataDir, { command: 'admin-grant', email: email ?? '' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES') {
      console.error(
        `${inUse.message} Its control socket is the app's user's: run this as that user or root.`,
      );
    } else if (code === 'ENOENT' || code === 'ECONNREFUSED') {
      // No app listens on the socket: the holder is another command.
      console.error(inUse.message);
    } else {
      // An app answered late or oddly: say what happened, not "in use".
      console.error(
        `The app holding the data folder did not answer admin:grant: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
    return 1;
  }
  if (!reply.ok) {
    console.error(reply.error);
    return 1;
  }
  return report(reply.granted);
}

runDatabaseCommand(async ({ database }) => report(await grantAdminRole(database.db, email)), {
  whenFolderInUse: grantThroughApp,
});

/**
 * `npm run admin:grant -- <email>`: gives an existing account the admin
 * role. Whoever has a shell on the server is trusted with this.
 */
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { users } from './db/schema.ts';
import { loadEnvOrExit } from './load-env.ts';

async function main(): Promise<number> {
  const email = process.argv[2]?.trim();
  if (!email) {
    console.error('Usage: npm run admin:grant -- <email>');
    return 2;
  }
  const env = loadEnvOrExit();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await runMigrations(database);
    const [user] = await database.db
      .update(users)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .returning({ email: users.email, name: users.name });
    if (!user) {
      console.error(`No account with the email ${email}. Sign up first, then run this again.`);
      return 1;
    }
    console.log(`${user.name || user.email} <${user.email}> is now an admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A known failure (the database in use, a bad setting) needs no stack trace.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL here; the app applies the migrations itself
// at boot (src/server/db/migrate.ts) on PGlite and Postgres alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});

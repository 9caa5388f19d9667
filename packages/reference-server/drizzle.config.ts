import { defineConfig } from 'drizzle-kit';

// One schema, one migrations folder: PGlite and PostgreSQL run the same SQL on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

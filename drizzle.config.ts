import { defineConfig } from 'drizzle-kit';

// Only `db:generate` uses this file: it turns core/db/schema.ts into SQL migrations.
// The app applies them itself at start (core/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './core/db/schema.ts',
  out: './core/db/migrations',
});

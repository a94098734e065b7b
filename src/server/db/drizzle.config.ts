import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // the shared tables, and those a domain declares in its own folder
  schema: ['./src/server/db/schema.ts', './src/server/domains/*/table.ts'],
  out: './src/server/db/migrations',
});

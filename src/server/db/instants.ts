// Timestamps answered as ISO instants in UTC ('2026-12-05T11:30:00Z'), the same text on
// PGlite and PostgreSQL whatever the session's time zone.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const isoOf = (column: AnyPgColumn | SQL): SQL<string> => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

// An elector's serial in the part is their slot on the roll, held in voter_slots (see the table's
// comment in schema.ts), not on voters: every read that shows, filters or orders by the serial
// joins the elector's row to their slot.
import { sql } from 'drizzle-orm';

/** SQL text joining the voters row aliased `v` to its slot, aliased `s` (s.slnoinpart is the serial). */
export const slotJoinSql = (v = 'v', s = 'vs') => `join voter_slots ${s} on ${s}.tenant_id = ${v}.tenant_id and ${s}.voter_id = ${v}.id`;

/** The same join as a drizzle fragment, for the domains' queries. */
export const slotJoin = (v = 'v', s = 'vs') => sql.raw(slotJoinSql(v, s));

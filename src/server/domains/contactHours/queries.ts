// The organisation's contact settings: the hours and silence on its tenant row, the polls one row
// a constituency. Read by the console, the field app's download and the routes that send to
// several voters at once.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { inTransaction, recordAudit, type Actor } from '../../db/audit';
import type { ContactHours } from '../../../shared/api/contactHours';
import type { ContactSettingsPayload } from '../../../shared/schemas/contactHours';

/** The organisation's settings and polls (constituencies in number order). */
export async function readContactHours(database: Database, tenantId: number, tx?: Db): Promise<ContactHours> {
  const [t] = await database.rows<{ contact_from: string; contact_to: string; silence_hours: number }>(
    sql`select contact_from, contact_to, silence_hours from tenants where id = ${tenantId}`,
    tx,
  );
  const polls = await database.rows<{ acno: number; poll_date: string; poll_close: string }>(
    sql`select acno, to_char(poll_date, 'YYYY-MM-DD') as poll_date, poll_close from constituency_polls where tenant_id = ${tenantId} order by acno`,
    tx,
  );
  return {
    contact_from: t.contact_from,
    contact_to: t.contact_to,
    silence_hours: Number(t.silence_hours),
    polls: polls.map((p) => ({ acno: Number(p.acno), poll_date: p.poll_date, poll_close: p.poll_close })),
  };
}

/** Replaces the settings and polls, audited with what they were. */
export async function writeContactHours(database: Database, actor: Actor, body: ContactSettingsPayload): Promise<ContactHours> {
  return inTransaction(database.db, async (tx) => {
    const before = await readContactHours(database, actor.tenantId, tx);
    await database.rows(
      sql`update tenants set contact_from = ${body.contact_from}, contact_to = ${body.contact_to}, silence_hours = ${body.silence_hours}, updated_at = now()
           where id = ${actor.tenantId}`,
      tx,
    );
    await database.rows(sql`delete from constituency_polls where tenant_id = ${actor.tenantId}`, tx);
    if (body.polls.length)
      await database.rows(
        sql`insert into constituency_polls (tenant_id, acno, poll_date, poll_close)
            select ${actor.tenantId}, x.acno, x.poll_date, x.poll_close
              from jsonb_to_recordset(${JSON.stringify(body.polls)}::jsonb) as x(acno int, poll_date date, poll_close text)`,
        tx,
      );
    const after = await readContactHours(database, actor.tenantId, tx);
    await recordAudit(tx, actor, { action: 'update', entity: 'contact_hours', entity_id: actor.tenantId, changed: { ...after }, previous: { ...before } });
    return after;
  });
}

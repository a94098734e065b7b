// An organisation's data whole, for the super administrator: when an organisation leaves, and for
// the portability the DPDP Act gives. A zip, streamed as it is written: manifest.json (what is in
// it), organisation.json, tables/<table>.json (each a JSON array of the organisation's rows, read
// a page at a time) and images/<name> for every uploaded image its rows name. Left out: sessions
// (secrets), password hashes, and the search caches rebuilt from the voters (voter_names,
// voter_stats, voter_sections).
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { and, asc, eq, getTableName, gt, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { tenants } from '../../db/schema';
import { allTables } from '../tables';
import type { Db } from '../../db/client';
import { recordAudit } from '../../db/audit';
import { notFound } from '../../http';
import { tenantFolder } from '../../uploads';

const SKIPPED = new Set(['sessions', 'voter_names', 'voter_stats', 'voter_sections']);
const SECRET_COLUMNS = new Set(['password_hash']);
const PAGE = 5000;
/** Columns that hold the names of uploaded images. */
const IMAGE_COLUMNS = new Set([
  'organization_symbol',
  'organization_election_symbol',
  'profile_picture',
  'adharcard_picture',
  'slip_image',
  'image',
  'media_url',
]);
const IMAGE_NAME = /^[a-zA-Z0-9_-]+\.(png|jpg|webp)$/;

type Tenanted = PgTable & { tenant_id: PgColumn; id?: PgColumn };
const col = (t: PgTable, name: string) => Reflect.get(t, name) as PgColumn | undefined;
/** Every tenant-owned table of the schema, but the skipped ones. */
const tenantTables = (): Tenanted[] =>
  (Object.values(allTables) as unknown[]).filter((t): t is Tenanted => is(t, PgTable) && col(t, 'tenant_id') !== undefined && !SKIPPED.has(getTableName(t)));

const encoder = new TextEncoder();

/** A zip entry written as JSON text pieces. */
function entry(zip: Zip, name: string) {
  const file = new ZipDeflate(name, { level: 6 });
  zip.add(file);
  return { write: (text: string) => file.push(encoder.encode(text)), end: (text = '') => file.push(encoder.encode(text), true) };
}

/** The export as a stream; the rows are read while it is sent. 404 for an unknown organisation or the installation's own. */
export async function exportOrganisation(db: Db, uploadsDir: string, tenantId: number, actor: { userId: number }) {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant || tenantId === 1) throw notFound();
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) out.destroy(err);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const write = async () => {
    const images = new Set<string>();
    const note = (row: Record<string, unknown>) => {
      for (const [k, v] of Object.entries(row)) if (IMAGE_COLUMNS.has(k) && typeof v === 'string' && IMAGE_NAME.test(v)) images.add(v);
    };
    note(tenant);
    const counts: Record<string, number> = {};
    for (const table of tenantTables()) {
      const name = getTableName(table);
      const file = entry(zip, `tables/${name}.json`);
      file.write('[');
      let n = 0;
      // the last id read: ids are numbers or, for the field app's changes, the phone's uuids
      let after: unknown = undefined;
      // a page at a time in id order; the few tables without an id are small and read at once
      for (;;) {
        const rows = (await db
          .select()
          .from(table)
          .where(and(eq(table.tenant_id, tenantId), table.id && after !== undefined ? gt(table.id, after) : undefined))
          .orderBy(...(table.id ? [asc(table.id)] : []))
          .limit(table.id ? PAGE : 1_000_000)) as Record<string, unknown>[];
        for (const row of rows) {
          for (const secret of SECRET_COLUMNS) delete row[secret];
          note(row);
          file.write(`${n ? ',' : ''}\n${JSON.stringify(row)}`);
          n++;
        }
        if (!table.id || rows.length < PAGE) break;
        after = rows[rows.length - 1].id;
      }
      file.end('\n]\n');
      counts[name] = n;
    }
    const organisation = entry(zip, 'organisation.json');
    organisation.end(JSON.stringify(tenant, null, 2));
    const stored: string[] = [];
    for (const image of [...images].sort()) {
      const file = path.join(tenantFolder(uploadsDir, tenantId), image);
      if (!fs.existsSync(file)) continue;
      // images are compressed already
      const f = new ZipPassThrough(`images/${image}`);
      zip.add(f);
      f.push(fs.readFileSync(file), true);
      stored.push(image);
    }
    const manifest = entry(zip, 'manifest.json');
    manifest.end(
      JSON.stringify(
        {
          organisation: { id: tenant.id, name: tenant.organization_full_name },
          exported_at: new Date().toISOString(),
          format: 'tables/<table>.json: a JSON array of the rows (columns as stored; instants in UTC); images/<name>: the uploaded images the rows name',
          left_out: ['sessions', 'password hashes', 'search caches rebuilt from the voters (voter_names, voter_stats, voter_sections)'],
          rows: counts,
          images: stored.length,
        },
        null,
        2,
      ),
    );
    zip.end();
    await recordAudit(db, { tenantId, userId: actor.userId }, { action: 'export', entity: 'tenants', entity_id: tenantId, changed: { rows: counts } });
  };
  write().catch((e: Error) => out.destroy(e));
  return { stream: out, fileName: `organisation-${tenantId}-${new Date().toISOString().slice(0, 10)}.zip` };
}

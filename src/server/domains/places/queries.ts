import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export const PLACE_RESULTS = 10;
export const PLACE_QUERY_MIN = 2;

export interface Place {
  name: string;
  district: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

/**
 * Places for a typed term: a PIN prefix when it is digits; otherwise names starting with the
 * term first (exact, then shortest), then names containing it. The same place listed twice
 * (one name, district and PIN) is answered once.
 */
export async function searchPlaces(database: Database, term: string): Promise<Place[]> {
  const q = term.trim().toLowerCase().replace(/\s+/g, ' ');
  if (q.length < PLACE_QUERY_MIN) return [];
  const cols = sql`name, district, state, postcode, lat, lng`;
  const fetch = PLACE_RESULTS * 4; // room for duplicates
  const found: Place[] = [];
  if (/^\d+$/.test(q)) {
    found.push(
      ...(await database.rows<Place>(sql`select ${cols} from places where postcode like ${likeEscape(q) + '%'} order by postcode, name limit ${fetch}`)),
    );
  } else {
    const prefix = likeEscape(q) + '%';
    found.push(
      ...(await database.rows<Place>(
        sql`select ${cols} from places where lower(name) like ${prefix}
            order by (lower(name) = ${q}) desc, length(name), name limit ${fetch}`,
      )),
    );
    // a substring needs a whole trigram to use the index
    if (unique(found).length < PLACE_RESULTS && q.length >= 3) {
      found.push(
        ...(await database.rows<Place>(
          sql`select ${cols} from places where lower(name) like ${'%' + likeEscape(q) + '%'} and lower(name) not like ${prefix}
              order by length(name), name limit ${fetch}`,
        )),
      );
    }
  }
  return unique(found).slice(0, PLACE_RESULTS);
}

function unique(rows: Place[]): Place[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.name.toLowerCase()}|${r.district}|${r.postcode}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

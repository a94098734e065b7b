// Whether a part's polling station is on the map: its live voting-centre row holds a point. The
// phones are offered the surveys of the areas that hold such a point, so a part whose station is
// not on the map gets none, and the office's screens say so. One expression for both, so the
// warning and the offer cannot disagree.
import { sql, type SQL } from 'drizzle-orm';

/** The SQL test of the voting-centre row under `alias` (false when a left join found none). */
export const onMap = (alias: string): SQL =>
  sql.raw(`coalesce(${alias}.voting_center_location is not null and jsonb_typeof(${alias}.voting_center_location -> 'coordinates') = 'array', false)`);

// A voter search's filters as the scope it matches: the parts its part, voting centre or ward name
// (within the parts the session may read), and its name, section, age and gender filters. The
// searches and the printed slips of a whole search result read their filters through this one
// function, so a print takes exactly the voters its search found.
import type { Database } from '../../db/client';
import type { SearchFilterInput } from '../../../shared/schemas/voters';
import { withinParts } from './partAccess';
import { scopeParts } from './queries';
import type { MatchScope } from './match';

export async function matchScope(
  database: Database,
  tenantId: number,
  readable: number[] | undefined,
  q: SearchFilterInput & { acno?: number; partno?: number },
  withoutInfo?: boolean,
): Promise<MatchScope> {
  return {
    tenantId,
    acno: q.acno,
    partnos: withinParts(await scopeParts(database, tenantId, q), readable),
    section: q.section,
    fromAge: q.fromAge,
    toAge: q.toAge,
    gender: q.gender,
    term: q.enfname,
    surname: q.enlname,
    withoutInfo,
  };
}

// What a details write is checked against beyond its fields' own rules: the voter group it names
// must be a live group of the same organisation (the console's form and a phone's change alike).
import type { Db } from '../../../db/client';
import { voterGroups } from '../../../db/schema';
import { missingReferences } from '../../../db/tenantRows';
import type { FieldError } from '../../../../shared/api/messages';

/** The field error of a voter group id naming no live group of the organisation; none when it does (or is empty). */
export const unknownVoterGroup = (db: Db, tenantId: number, id: number | null | undefined, field = 'voter_group_id'): Promise<FieldError[]> =>
  missingReferences(db, tenantId, [{ field, id, table: voterGroups, key: 'validation.unknownVoterGroup' }]);

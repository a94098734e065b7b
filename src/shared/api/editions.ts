// Editions of the roll (the Voters module): each import of a part is an edition (draft, final or
// supplement, with its roll date and qualifying date). Two editions of a part or a constituency
// compare: who was added, deleted (with the roll's reason), moved (part or section) and changed
// (which fields); and of those deleted or moved away, the ones the campaign knows.
import { file, idParams, reply, route } from './contract';
import type { Message } from './messages';
import type { DeletionReason, EditionKind } from '../domain/editions';
import type { EditionChange } from '../schemas/editions';
import { comparePrintQuerySchema, compareQuerySchema, editionsQuerySchema, editionUpdateSchema, oursDeletedQuerySchema } from '../schemas/editions';

const MODULE = 'Voters';

/** One edition of a part. */
export interface Edition {
  id: number;
  acno: number;
  partno: number;
  kind: EditionKind;
  roll_date: string;
  qualifying_date: string;
  source: string | null;
  /** electors on the roll of the part after the import, and those it removed */
  electors: number;
  removed: number;
  /** an instant in ISO (UTC): one file's parts share it */
  imported_at: string;
}

/** Where an elector stood in an edition. */
export interface EditionSlot {
  acno: number;
  partno: number;
  section_no: number;
  slnoinpart: number;
}

/** One elector whom the newer edition treats otherwise than the older. */
export interface EditionDiffRow {
  voter_id: number;
  change: EditionChange;
  /** a deletion's reason as grouped, and the roll's own words */
  reason: DeletionReason | null;
  reason_note: string | null;
  /** where they stood in the older and the newer edition (null: not on it) */
  before: EditionSlot | null;
  after: EditionSlot | null;
  name: string;
  name_v1: string | null;
  relative: string | null;
  epic_no: string | null;
  age: number | null;
  gender: string | null;
  house_no: string | null;
  /** the roll fields that differ, with the older and newer values */
  fields: Array<{ field: string; before: string | null; after: string | null }>;
}

export interface EditionCounts {
  added: number;
  deleted: number;
  moved: number;
  changed: number;
  /** deletions by the roll's reason ('none' where it gave none) */
  reasons: Partial<Record<DeletionReason | 'none', number>>;
}

export interface CompareResponse {
  from: Edition;
  to: Edition;
  counts: EditionCounts;
  rows: EditionDiffRow[];
  /** rows of the change asked for (every change when none) */
  total: number;
  page: number;
  pageSize: number;
}

/** Why the campaign counts someone as its own. */
export interface OursKnown {
  /** align_with_party is yes */
  supporter: boolean;
  /** the latest visit's supporter level (1 strong supporter ... 5 strong opponent) */
  supporter_level: number | null;
  details: boolean;
  visits: number;
  /** the voter group they belong to */
  group: string | null;
  /** a campaign user with the voter's phone number */
  user: string | null;
}

export interface OursDeletedRow extends EditionDiffRow {
  known: OursKnown;
  phone: string | null;
  /** the household's other electors on the roll now */
  family: Array<{ voter_id: number; name: string; slnoinpart: number }>;
  /** an instant in ISO (UTC) */
  last_visit: string | null;
  last_outcome: string | null;
  /** the page in-charges of the older serial (field assignments of the part) */
  in_charge: string[];
}

export interface OursDeletedResponse {
  from: Edition | null;
  to: Edition | null;
  rows: OursDeletedRow[];
}

export interface EditionResponse extends Message {
  edition: Edition;
}

export const EditionApi = {
  list: route({
    method: 'GET',
    path: '/editions',
    scope: 'tenant',
    module: MODULE,
    summary: "A constituency's editions of the roll (each import of a part), newest first; of one part when asked",
    query: editionsQuerySchema,
    response: reply<{ editions: Edition[] }>('editions'),
  }),
  compare: route({
    method: 'GET',
    path: '/editions/compare',
    scope: 'tenant',
    module: MODULE,
    summary:
      'Two editions compared: each part of the constituency as the latest import up to each edition left it; added, deleted (with the reason), moved and changed electors, counted and paged; of one part when asked',
    query: compareQuerySchema,
    response: reply<CompareResponse>('from', 'to', 'counts', 'rows', 'total', 'page', 'pageSize'),
  }),
  print: route({
    method: 'GET',
    path: '/editions/print',
    scope: 'tenant',
    module: MODULE,
    summary:
      "A part's two editions compared as a printed list (PDF, Marathi, Hindi or English): the counts, then each elector deleted (with the roll's reason), moved, added or changed, in roll order",
    query: comparePrintQuerySchema,
    response: file('application/pdf'),
  }),
  oursDeleted: route({
    method: 'GET',
    path: '/editions/ours-deleted',
    scope: 'tenant',
    module: MODULE,
    summary:
      "Of a part's electors deleted or moved out of the constituency between two editions (the part's last two by default), those the campaign knows: supporters, collected details, visits, voter groups, its users; with phone, family and last visit",
    query: oursDeletedQuerySchema,
    response: reply<OursDeletedResponse>('from', 'to', 'rows'),
  }),
  update: route({
    method: 'PUT',
    path: '/editions/:id',
    scope: 'tenant',
    module: MODULE,
    summary: "Sets an edition's kind (draft, final, supplement), roll date and qualifying date",
    params: idParams,
    body: editionUpdateSchema,
    response: reply<EditionResponse>('msg', 'key', 'edition'),
  }),
};

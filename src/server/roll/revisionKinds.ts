// What a revision's rows do to the roll, as the revision and its writes number them, and how its
// scratch tables are made: shared by the revision (revision.ts) and its writes (revisionApply.ts).

/**
 * What a row (or, for `removed`, an elector the file left out) does to the roll. `held`: a row
 * without EPIC whose match is ambiguous (not applied); `kept`: an elector who stays as the roll
 * has them (named by a refused row's EPIC, or a candidate of a held row), never counted.
 */
export const KINDS = ['unchanged', 'added', 'restored', 'moved', 'updated', 'removed', 'held', 'kept'] as const;
export type RevisionKind = (typeof KINDS)[number];
/** A kind's number, as the scratch tables keep it. */
export const K = Object.fromEntries(KINDS.map((k, i) => [k, i])) as Record<RevisionKind, number>;

/**
 * How the revision's scratch tables (the staged file, what each row does) are made. On
 * PostgreSQL they are unlogged tables, not temporary ones: a session's temporary tables cannot be
 * read by parallel workers, and the joins over the whole file and roll are the revision's longest
 * steps. An unlogged stage outlives a crashed import: the next revision drops it (dropLeftStages).
 * PGlite has no parallel workers and one session: temporary tables, gone with it.
 */
export type Scratch = 'TEMP' | 'UNLOGGED';

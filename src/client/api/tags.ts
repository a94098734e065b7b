// Every cache tag of the one API, derived from the pages' access map: each declared API
// `<Name>Api` there has the tag `<Name>`, so a new domain's tag exists once its pages are in the
// map. A feature names a tag through this type, so a typo is a type error instead of a refresh
// that silently never happens. The map is light (no route schemas), like this module.
import { ACCESS } from '../../shared/api/access';

/** Tags of rows no page of their own reads: a task's sub-tasks, the poll day's marks. */
const OTHER_TAGS = ['SubTask', 'VoteMark'] as const;

type Declared = keyof typeof ACCESS extends infer K ? (K extends `${infer N}Api` ? N : never) : never;
export type Tag = Declared | (typeof OTHER_TAGS)[number];

export const TAGS: readonly Tag[] = [...Object.keys(ACCESS).map((k) => k.replace(/Api$/, '') as Declared), ...OTHER_TAGS];

/** The tags of a list: the whole list and one per row, so a change to any row refreshes it. */
export const listTags = <T extends Tag>(type: T, rows: ReadonlyArray<{ id: number }> = []) => [
  { type, id: 'LIST' as const },
  ...rows.map((r) => ({ type, id: r.id })),
];

/** The tags a change of one row invalidates: the row and the lists it is on. */
export const rowTags = <T extends Tag>(type: T, id: number) => [
  { type, id },
  { type, id: 'LIST' as const },
];

// Every cache tag of the one API, declared once: a feature names a tag through this list, so a
// typo is a type error instead of a refresh that silently never happens.
export const TAGS = [
  'Area',
  'Candidate',
  'Category',
  'Dashboard',
  'Event',
  'Office',
  'Organisation',
  'Religion',
  'ReligionCategory',
  'Resource',
  'ResourceType',
  'Role',
  'SocialPost',
  'Stock',
  'SubTask',
  'Survey',
  'SurveyCategory',
  'SurveyQuestion',
  'Task',
  'Team',
  'Vehicle',
  'VehicleRequest',
  'Voter',
  'VoterGroup',
  'VoteMark',
  'VotingCentre',
] as const;

export type Tag = (typeof TAGS)[number];

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

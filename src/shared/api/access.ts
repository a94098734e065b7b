// Written by `npm run gen:access` from the route declarations (src/shared/api/accessFile.ts): who
// may open each page of the console, the scope and role module of each route its pages read.
import type { RouteSpec } from './contract';

type Access = Pick<RouteSpec, 'scope' | 'module'>;

export const ACCESS = {
  AreaApi: {
    list: { scope: 'tenant', module: 'Office' },
    update: { scope: 'tenant', module: 'Office' },
  },
  AuditApi: {
    list: { scope: 'tenant', module: 'admin' },
    organisation: { scope: 'superAdmin' },
  },
  CandidateApi: {
    add: { scope: 'tenant', module: 'Candidates' },
    list: { scope: 'tenant', module: 'Candidates' },
    update: { scope: 'tenant', module: 'Candidates' },
  },
  CategoryApi: {
    list: { scope: 'tenant', module: 'admin' },
  },
  ClaimApi: {
    list: { scope: 'tenant', module: 'Claims' },
    summary: { scope: 'tenant', module: 'Claims' },
  },
  ContactHoursApi: {
    update: { scope: 'tenant', module: 'admin' },
  },
  DashboardApi: {
    data: { scope: 'tenant', module: 'Dashboard' },
    matdanKendra: { scope: 'tenant', module: 'Dashboard' },
  },
  EditionApi: {
    list: { scope: 'tenant', module: 'Voters' },
  },
  EventApi: {
    add: { scope: 'tenant', module: 'Events' },
    list: { scope: 'tenant', module: 'Events' },
    report: { scope: 'tenant', module: 'Events' },
    update: { scope: 'tenant', module: 'Events' },
  },
  FieldApi: {
    assignments: { scope: 'tenant', module: 'admin' },
  },
  FieldProgressApi: {
    progress: { scope: 'tenant', module: 'admin' },
  },
  OfficeApi: {
    add: { scope: 'tenant', module: 'Office' },
    list: { scope: 'tenant', module: 'Office' },
    update: { scope: 'tenant', module: 'Office' },
  },
  OrganisationApi: {
    list: { scope: 'superAdmin' },
    register: { scope: 'superAdmin' },
    update: { scope: 'superAdmin' },
  },
  PaperApi: {
    sheet: { scope: 'voter', module: 'Voters' },
  },
  PollDayApi: {
    marks: { scope: 'tenant', module: 'Poll Day' },
  },
  ReligionApi: {
    list: { scope: 'tenant', module: 'admin' },
  },
  ReligionCategoryApi: {
    list: { scope: 'tenant', module: 'admin' },
  },
  ResourceApi: {
    list: { scope: 'tenant', module: 'Resources' },
  },
  ResourceTypeApi: {
    list: { scope: 'tenant', module: 'Resources' },
  },
  RoleApi: {
    list: { scope: 'tenant', module: 'admin' },
  },
  RollPdfApi: {
    job: { scope: 'tenant', module: 'admin' },
  },
  SocialPostApi: {
    add: { scope: 'tenant', module: 'admin' },
    list: { scope: 'tenant', module: 'admin' },
    report: { scope: 'tenant', module: 'admin' },
    update: { scope: 'tenant', module: 'admin' },
  },
  StockApi: {
    list: { scope: 'tenant', module: 'Resources' },
  },
  SurveyApi: {
    add: { scope: 'tenant', module: 'Survey' },
    answer: { scope: 'tenant', module: 'Survey' },
    get: { scope: 'tenant', module: 'Survey' },
    list: { scope: 'tenant', module: 'Survey' },
    results: { scope: 'tenant', module: 'Survey' },
    update: { scope: 'tenant', module: 'Survey' },
  },
  SurveyCategoryApi: {
    list: { scope: 'tenant', module: 'Survey' },
  },
  SurveyQuestionApi: {
    list: { scope: 'tenant', module: 'Questions' },
  },
  TaskApi: {
    add: { scope: 'tenant', module: 'Task' },
    list: { scope: 'tenant', module: 'Task' },
    report: { scope: 'tenant', module: 'Task' },
    update: { scope: 'tenant', module: 'Task' },
  },
  TeamApi: {
    list: { scope: 'tenant', module: 'Candidates' },
  },
  VehicleApi: {
    add: { scope: 'tenant', module: 'Vehicles' },
    list: { scope: 'tenant', module: 'Vehicles' },
  },
  VehicleRequestApi: {
    list: { scope: 'tenant', module: 'Vehicles' },
  },
  VoterApi: {
    reportByAge: { scope: 'voter', module: 'Voters' },
    reportByAlign: { scope: 'voter', module: 'Voters' },
    searchAcnoVoters: { scope: 'voter', module: 'Voters' },
    votersListAtoz: { scope: 'voter', module: 'Voters' },
  },
  VoterConflictsApi: {
    list: { scope: 'tenant', module: 'Voters' },
  },
  VoterGroupApi: {
    add: { scope: 'tenant', module: 'Group of Voters' },
    list: { scope: 'tenant', module: 'Group of Voters' },
    update: { scope: 'tenant', module: 'Group of Voters' },
    voters: { scope: 'tenant', module: 'Group of Voters' },
  },
  VoterImportApi: {
    removed: { scope: 'tenant', module: 'admin' },
    upload: { scope: 'tenant', module: 'admin' },
  },
  VotingCentreApi: {
    list: { scope: 'voter' },
    update: { scope: 'voter', module: 'Voting Centres' },
  },
} as const satisfies Record<string, Record<string, Access>>;

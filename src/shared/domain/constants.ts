// Enumerations and limits, named as the API and the roll name them (docs/glossary.md).

export const InstallationType = { SuperAdmin: 0, Loksevak: 1, Survey: 2 } as const;
export type InstallationTypeValue = (typeof InstallationType)[keyof typeof InstallationType];

export const Gender = { Male: 1, Female: 2, Other: 3 } as const;
export const GENDERS = [Gender.Male, Gender.Female, Gender.Other] as const;

/** Role type 2 is a role without login (no email or password; part numbers instead). */
export const RoleType = { Login: 1, NoLogin: 2 } as const;
export const RoleStatus = { Active: 1, Inactive: 0 } as const;
export const PROTECTED_ROLE_NAMES = ['admin', 'super admin'];
export const isProtectedName = (name: string | null | undefined) =>
  PROTECTED_ROLE_NAMES.includes(
    String(name ?? '')
      .trim()
      .toLowerCase(),
  );

/**
 * The modules a role can grant, Poll Day for the booth agents' marking,
 * Voters for the roll itself (electors' personal data: search, reports, details, consent),
 * Field for the field app (the voters of the pages assigned to the worker, and their changes), and
 * Voting Centres for moving a centre's point on the map (which decides the surveys its parts'
 * workers are offered): organisation admins hold it, a role only when it is given; Claims for the
 * claims and objections of a revision (Forms 6, 7 and 8) and the agents' sheets.
 */
export const MODULES = [
  'Dashboard',
  'Candidates',
  'Task',
  'Survey',
  'Questions',
  'Office',
  'Resources',
  'Vehicles',
  'Events',
  'Group of Voters',
  'Poll Day',
  'Voters',
  'Field',
  'Voting Centres',
  'Claims',
] as const;
export type ModuleName = (typeof MODULES)[number];

export const TaskStatus = {
  Pending: 0,
  Accept: 1,
  WorkInProgress: 2,
  Completed: 3,
  Deferred: 4,
  Cancelled: 5,
  CancelledByAdmin: 6,
} as const;

/** Sub-task status codes: a sub-task has no "Accept" step, so Completed is 2 here (3 for tasks). */
export const SubTaskStatus = {
  Pending: 0,
  WorkInProgress: 1,
  Completed: 2,
  Deferred: 3,
  Cancelled: 4,
  CancelledByAdmin: 5,
} as const;

/** A vehicle request waits for an admin, who approves it with a vehicle or rejects it with a reason. */
export const VehicleRequestStatus = { Pending: 0, Approved: 1, Rejected: 2 } as const;

export const VehicleType = { Passenger: 0, Carrier: 1 } as const;

export const PAGE_SIZE = 10;
export const DASHBOARD_PAGE_SIZE = 5;
export const ONBOARDING_DONE_STEP = 4;
export const AGE_MIN = 18;
export const AGE_MAX = 110;
export const NAME_SEARCH_MIN = 3;
export const DEFAULT_TIMEZONE = 'Asia/Kolkata';
export const MAP_CENTRE = { lat: 20.9319821, lng: 77.7523039 } as const;
export const INDIA_CENTRE = { lat: 22.5, lng: 79 } as const;
export const AREA_MAP_ZOOM = 12;
export const COUNTRY_ZOOM = 5;
export const PICKED_ZOOM = 17;
export const CLUSTER_MIN_MARKERS = 2;
export const LOCALES = ['en', 'hi', 'mr'] as const;
export type Locale = (typeof LOCALES)[number];
export const isLocale = (x: unknown): x is Locale => (LOCALES as readonly unknown[]).includes(x);
export const DEFAULT_LOCALE: Locale = 'en';
/** The cookie that tells the server the console's language, so it sends the sign-in page in it. */
export const LOCALE_COOKIE = 'console_locale';
/** The language a Cookie header (or document.cookie) names, if it names one the console has. */
export function cookieLocale(cookie: string | undefined): Locale | undefined {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(\\w+)`).exec(cookie ?? '')?.[1];
  return isLocale(value) ? value : undefined;
}

// What a role's name and type mean, for the registration form and the server alike.
import { RoleType } from './constants';

/** The role named Candidate (any case and spacing) carries a candidate's slip image. */
export const isCandidateRole = (role: { name: string } | null | undefined) => (role?.name ?? '').trim().toLowerCase() === 'candidate';

/** Users of a role without login (field workers) have no email or password, but parts and phone visibility. */
export const isNoLoginRole = (role: { type: number } | null | undefined) => role?.type === RoleType.NoLogin;

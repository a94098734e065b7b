// The audit log made readable: who changed what and when, with the values before and after, for an
// organisation's admins and, per organisation, for the super administrator. Rows are append-only.
import * as yup from 'yup';
import { idParams, reply, route } from './contract';
import type { PersonName } from './offices';
import { optionalId } from '../schemas/ids';

/** What an audit row says was done; each has a name in every catalogue (audit.actionName.*). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'login',
  'logout',
  'device-sign-out',
  'sign-out-all',
  'import',
  'seed',
  'consent',
  'erase',
  'export',
  'answer',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The keys of the summaries some actions record instead of a row's values (an import's counts, an
 * erasure's fields, an export's sizes); a change's other keys are its table's columns.
 */
export const AUDIT_SUMMARY_FIELDS = [
  'rows',
  'source',
  'mode',
  'inserted',
  'updated',
  'unchanged',
  'moved',
  'removed',
  'restored',
  'rejected',
  'acnos',
  'interrupted',
  'voter_info_id',
  'fields',
  'survey_responses',
  'vote_marks',
  'audit_rows',
  'count',
  'answers',
] as const;

export interface AuditEntry {
  id: number;
  /** an instant in ISO (UTC); the console shows it in Asia/Kolkata */
  at: string;
  user_id: number | null;
  user: PersonName | null;
  /** create, update, delete, login, import, ... */
  action: string;
  /** the table changed, e.g. 'voter_groups' */
  entity: string;
  entity_id: string | null;
  /** the values written (secrets shown only as changed) */
  changed: Record<string, unknown> | null;
  /** an update's values before it */
  previous: Record<string, unknown> | null;
}

export interface AuditPage {
  rows: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  /** every entity the organisation's log names, for the filter */
  entities: string[];
}

const day = (key: string) =>
  yup
    .string()
    .transform((v: unknown) => (v === '' ? undefined : v))
    .matches(/^\d{4}-\d{2}-\d{2}$/, key)
    .optional();

/** Filters of the log: one page, and optionally a user, an entity and days (Asia/Kolkata, both included). */
export const auditQuerySchema = yup.object({
  page: yup.number().typeError('validation.integer').integer('validation.integer').min(1, 'validation.integer').max(100000, 'validation.integer').default(1),
  user_id: optionalId('validation.unknownUser'),
  entity: yup
    .string()
    .transform((v: unknown) => (v === '' ? undefined : v))
    .matches(/^[a-z_]{1,60}$/, 'validation.invalidInput')
    .optional(),
  from: day('validation.date'),
  to: day('validation.date'),
});

const RESPONSE = reply<AuditPage>('rows', 'total', 'page', 'pageSize', 'entities');

export const AuditApi = {
  list: route({
    method: 'GET',
    path: '/audit-log',
    scope: 'tenant',
    module: 'admin',
    summary: "The organisation's audit log, newest first, 10 a page",
    query: auditQuerySchema,
    response: RESPONSE,
  }),
  organisation: route({
    method: 'GET',
    path: '/super-admin/organisations/:id/audit-log',
    scope: 'superAdmin',
    summary: "One organisation's audit log, for the super administrator",
    params: idParams,
    query: auditQuerySchema,
    response: RESPONSE,
  }),
};

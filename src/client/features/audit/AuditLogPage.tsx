// The audit log (who changed what and when): newest first, 10 a page, filtered by user, entity
// and days; each change shows the values before and after. The organisation's admins see their
// own; the super administrator one organisation's, from its row in the organisation list. The
// filters and the page ride in the address (?user=4&entity=tasks&from=2026-01-01&page=2).
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useParams } from 'react-router-dom';
import { auditQuerySchema, type AuditEntry, type AuditPage } from '../../../shared/api/audit';
import { formatDateTime, formatDay, instantToIso, isDay } from '../../../shared/dates';
import type { Column } from '../../components/DataTable';
import DateInput from '../../components/DateInput';
import { Labelled, Options } from '../../components/FormField';
import PageCard from '../../components/PageCard';
import { ServerPagedTable, shownAnswer, type PagedTableText } from '../../components/ServerPager';
import { takenBy, useListParams, useTypedFilter, type ListParams, type ListSpec } from '../../components/useListParams';
import { useT } from '../../i18n/translate';
import { useAuditLogQuery, useOrganisationAuditLogQuery } from './api';
import './audit.css';
import { personName, useUsersListQuery } from '../users/api';

const TEXT: PagedTableText = { label: 'audit.title', emptyTitle: 'audit.emptyTitle', emptyText: 'audit.emptyText' };

type Filter = 'user_id' | 'entity' | 'from' | 'to';
const AUDIT_LIST: ListSpec<Filter> = {
  filters: {
    user_id: { param: 'user', valid: takenBy(auditQuerySchema, 'user_id') },
    entity: { valid: takenBy(auditQuerySchema, 'entity') },
    // a day that exists (the server's rule takes the form only)
    from: { valid: isDay },
    to: { valid: isDay },
  },
};

/** A catalogue name when there is one (audit.actionName.update, audit.entityName.voter_groups, audit.fieldName.f_name), else the stored word. */
const named = (intl: IntlShape, prefix: string, word: string) => {
  const id = `${prefix}.${word}`;
  return id in intl.messages ? intl.formatMessage({ id }) : word;
};
/** Codes of a table's column, read through the catalogue: `${prefix}${code}` (task status 1 is "Accept"). */
const CODES: Record<string, string> = {
  'tasks.status': 'taskStatus.',
  'sub_tasks.status': 'taskStatus.',
  'vehicles.vehicle_type': 'audit.code.vehicleType.',
  'users.gender': 'audit.code.gender.',
  'roles.type': 'audit.code.roleType.',
  'tenants.installation_type': 'audit.code.installationType.',
};
type Geo = { type?: unknown; coordinates?: unknown };
const fixed = (n: unknown) => (typeof n === 'number' ? n.toFixed(5) : '?');

/**
 * A value as the page shows it: instants in India time and days in the page's language, like every
 * other date; places as their coordinates (latitude first) or an area's corners; lists joined;
 * yes/no and the codes of a few columns in words.
 */
const shown = (v: unknown, intl: IntlShape, where?: { entity: string; field: string }): string => {
  if (v == null) return '—';
  const code = where && CODES[`${where.entity}.${where.field}`];
  if (code && (typeof v === 'number' || typeof v === 'string') && `${code}${v}` in intl.messages) return intl.formatMessage({ id: `${code}${v}` });
  if (typeof v === 'boolean') return intl.formatMessage({ id: v ? 'audit.value.yes' : 'audit.value.no' });
  if (typeof v === 'string') {
    // PostgreSQL writes a whole-hour offset without its minutes ('2026-11-20 06:15:00+00')
    const instant = instantToIso(v.replace(/([+-]\d{2})$/, '$1:00'));
    if (instant) return formatDateTime(instant, intl);
    if (isDay(v)) return formatDay(v, intl);
  }
  if (Array.isArray(v)) return v.length ? v.map((x) => shown(x, intl, where)).join(', ') : '—';
  if (typeof v === 'object') {
    const g = v as Geo;
    if (g.type === 'Point' && Array.isArray(g.coordinates)) {
      const [lng, lat] = g.coordinates as unknown[];
      return intl.formatMessage({ id: 'audit.value.point' }, { lat: fixed(lat), lng: fixed(lng) });
    }
    if (g.type === 'Polygon' && Array.isArray(g.coordinates) && Array.isArray(g.coordinates[0])) {
      // a closed ring repeats its first corner at the end
      const n = Math.max(0, (g.coordinates[0] as unknown[]).length - 1);
      return intl.formatMessage({ id: 'audit.value.polygon' }, { n, count: String(n) });
    }
    return JSON.stringify(v);
  }
  return String(v);
};

function Changes({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const fields = Object.keys(entry.changed ?? {});
  if (!fields.length) return <span>—</span>;
  return (
    <ul className="audit-changes">
      {fields.map((f) => (
        <li key={f}>
          <span className="audit-field">{named(intl, 'audit.fieldName', f)}</span>:{' '}
          {entry.previous && f in entry.previous && (
            <>
              <del>{shown(entry.previous[f], intl, { entity: entry.entity, field: f })}</del> →{' '}
            </>
          )}
          <ins>{shown(entry.changed![f], intl, { entity: entry.entity, field: f })}</ins>
        </li>
      ))}
    </ul>
  );
}

function AuditLog({
  result,
  list,
  users,
}: {
  result: { currentData?: AuditPage; data?: AuditPage; isFetching: boolean };
  list: ListParams<Filter>;
  users?: Array<{ value: string; label: string }>;
}) {
  const intl = useIntl();
  const t = useT();
  const answer = shownAnswer(result);
  const { filters, setFilter: set } = list;
  // a day can be typed, digit by digit: it lands once typing rests
  const from = useTypedFilter(list, 'from');
  const to = useTypedFilter(list, 'to');
  const columns = useMemo<Column<AuditEntry>[]>(
    () => [
      { id: 'at', header: 'audit.at', className: 'cell-nowrap', render: (e) => formatDateTime(e.at, intl) },
      { id: 'user', header: 'audit.user', render: (e) => personName(e.user) || '—' },
      { id: 'action', header: 'audit.action', render: (e) => named(intl, 'audit.actionName', e.action) },
      { id: 'entity', header: 'audit.entity', render: (e) => `${named(intl, 'audit.entityName', e.entity)}${e.entity_id ? ` #${e.entity_id}` : ''}` },
      { id: 'changes', header: 'audit.changes', render: (e) => <Changes entry={e} /> },
    ],
    [intl],
  );
  return (
    <>
      <div className="report-filters">
        {users && (
          <Labelled htmlFor="audit-user" labelKey="audit.user">
            <select id="audit-user" className="form-control" value={filters.user_id} onChange={(e) => set('user_id', e.target.value)}>
              <option value="">{t('audit.everyone')}</option>
              <Options options={users} />
            </select>
          </Labelled>
        )}
        <Labelled htmlFor="audit-entity" labelKey="audit.entity">
          <select id="audit-entity" className="form-control" value={filters.entity} onChange={(e) => set('entity', e.target.value)}>
            <option value="">{t('audit.everything')}</option>
            <Options options={(answer?.entities ?? []).map((e) => ({ value: e, label: named(intl, 'audit.entityName', e) }))} />
          </select>
        </Labelled>
        <Labelled htmlFor="audit-from" labelKey="audit.from">
          <DateInput id="audit-from" value={from.typed} max={to.typed || undefined} onChange={(e) => from.type(e.target.value)} />
        </Labelled>
        <Labelled htmlFor="audit-to" labelKey="audit.to">
          <DateInput id="audit-to" value={to.typed} min={from.typed || undefined} onChange={(e) => to.type(e.target.value)} />
        </Labelled>
      </div>
      <ServerPagedTable rows={answer?.rows ?? []} columns={columns} query={result} paging={[list.page, list.setPage]} text={TEXT} testId="audit-log" />
    </>
  );
}

/** /audit-log: the organisation's own log, for its admins. */
export function AuditLogPage() {
  const list = useListParams(AUDIT_LIST);
  const result = useAuditLogQuery({ page: list.page, ...list.filters });
  const users = (useUsersListQuery().data ?? []).map((u) => ({ value: String(u.id), label: personName(u) }));
  return (
    <div className="audit-page">
      <PageCard titleKey="audit.title" subtitleKey="audit.subtitle">
        <AuditLog result={result} list={list} users={users} />
      </PageCard>
    </div>
  );
}

/** /organisations/{id}/audit-log: one organisation's log, for the super administrator. */
export function OrganisationAuditLogPage() {
  const id = Number(useParams().id);
  const list = useListParams(AUDIT_LIST);
  const result = useOrganisationAuditLogQuery({ id, page: list.page, ...list.filters });
  return (
    <div className="audit-page">
      <PageCard titleKey="audit.organisationTitle" subtitleKey="audit.subtitle">
        <AuditLog result={result} list={list} />
      </PageCard>
    </div>
  );
}

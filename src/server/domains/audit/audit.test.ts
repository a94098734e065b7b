// The audit log read back: the organisation's changes with the values before and after, filters
// and pages, admins only, another organisation's log out of reach, the super administrator's view
// per organisation, and rows the database itself refuses to change or remove.
import { sql } from 'drizzle-orm';
import moment from 'moment-timezone';
import { dbKinds, login, makeStaff, makeSuperAdmin, randomName, signedInOrganisation, tenantCaller, useHarness, type Harness } from '../../test/harness';
import { AUDIT_ACTIONS, AUDIT_SUMMARY_FIELDS, type AuditPage } from '../../../shared/api/audit';

describe.each(dbKinds())('audit log on %s', (kind) => {
  let h: Harness;
  let a: Awaited<ReturnType<typeof signedInOrganisation>>, b: typeof a;
  let religionId: number;
  const call = tenantCaller(() => h);
  const read = async (org: typeof a, query = '', token?: string) => {
    const res = await call(org, 'GET', `/audit-log${query}`, undefined, token);
    expect(res.statusCode).toBe(200);
    return res.json() as AuditPage;
  };

  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    religionId = (await call(a, 'POST', '/religion/add', { name: 'Jain' })).json().religion.id;
    await call(a, 'PUT', `/religion/update/${religionId}`, { name: 'Jain Shwetambar' });
    for (let i = 0; i < 11; i++) await call(a, 'POST', '/religion/add', { name: randomName('Faith') });
    await call(b, 'POST', '/religion/add', { name: 'Parsi' });
  });

  it('shows who changed what, newest first, with the values before and after', async () => {
    const page = await read(a, '?entity=religions');
    expect(page).toMatchObject({ total: 13, page: 1, pageSize: 10 });
    expect(page.rows).toHaveLength(10);
    expect(page.entities).toEqual(expect.arrayContaining(['religions', 'sessions']));
    const all = [...page.rows, ...(await read(a, '?entity=religions&page=2')).rows];
    expect(all).toHaveLength(13);
    const update = all.find((r) => r.action === 'update' && r.entity_id === String(religionId))!;
    expect(update).toMatchObject({ changed: { name: 'Jain Shwetambar' }, previous: { name: 'Jain' }, user_id: a.adminId });
    expect(update.user?.f_name).toBeTruthy();
    expect(all.map((r) => r.at)).toEqual([...all.map((r) => r.at)].sort().reverse());
  });

  it('filters by user and by days in India time, and refuses bad filters', async () => {
    const today = moment.tz('Asia/Kolkata').format('YYYY-MM-DD');
    expect((await read(a, `?entity=religions&from=${today}&to=${today}`)).total).toBe(13);
    const tomorrow = moment.tz('Asia/Kolkata').add(1, 'day').format('YYYY-MM-DD');
    expect((await read(a, `?from=${tomorrow}`)).total).toBe(0);
    expect((await read(a, `?entity=religions&user_id=${a.adminId}`)).total).toBe(13);
    expect((await read(a, `?user_id=${b.adminId}`)).total).toBe(0);
    for (const q of ['?from=2026-13-01', '?entity=DROP%20TABLE', '?page=0', `?from=${tomorrow}&to=${today}`]) {
      expect((await call(a, 'GET', `/audit-log${q}`)).statusCode).toBe(400);
    }
  });

  it("keeps each organisation's log to itself and to its admins", async () => {
    const theirs = await read(b, '?entity=religions');
    expect(theirs.total).toBe(1);
    expect(theirs.rows[0].changed).toMatchObject({ name: 'Parsi' });
    // another organisation's token on this organisation's path
    expect((await call(a, 'GET', '/audit-log', undefined, b.token)).statusCode).toBe(403);
    const staff = await makeStaff(h, a.tenantId, ['Dashboard', 'Candidates', 'Task', 'Office', 'Events']);
    expect((await call(a, 'GET', '/audit-log', undefined, (await login(h, staff.email)).token)).statusCode).toBe(403);
  });

  it("lets the super administrator read one organisation's log, and no one else", async () => {
    const sa = await makeSuperAdmin(h);
    const token = (await login(h, sa.email)).token;
    const superCall = (id: number) => call({ tenantId: 1, token }, 'GET', `/super-admin/organisations/${id}/audit-log?entity=religions`);
    const res = await superCall(a.tenantId);
    expect(res.statusCode).toBe(200);
    expect((res.json() as AuditPage).total).toBe(13);
    expect((await superCall(99999999)).statusCode).toBe(404);
    expect((await superCall(1)).statusCode).toBe(404);
    expect((await call(a, 'GET', `/super-admin/organisations/${a.tenantId}/audit-log`)).statusCode).toBe(403);
  });

  it('cannot be changed or removed, not even by SQL past the application', async () => {
    const refused = async (q: ReturnType<typeof sql>) => expect(h.database.db.execute(q)).rejects.toThrow();
    await refused(sql`update audit_log set action = 'forged' where tenant_id = ${a.tenantId}`);
    await refused(sql`delete from audit_log where tenant_id = ${a.tenantId}`);
    await refused(sql`truncate audit_log`);
    expect((await read(a, '?entity=religions')).total).toBe(13);
  });
});

describe('the names of what changed', () => {
  // Tables the audit log never names: the log itself, what the roll import derives, and rows no
  // one changes through the API one at a time.
  const NEVER_AUDITED = new Set([
    'audit_log',
    'voter_names',
    'voter_sections',
    'voter_slots',
    'voter_stats',
    'voter_imports',
    'pdf_read_jobs',
    'pdf_read_files',
    'pdf_read_pages',
    'pdf_read_boxes',
    'places',
    'places_source',
    'sign_in_failures',
    'stock_ledger',
    'survey_answers',
  ]);

  it('has a name for every table an organisation changes, each of its fields and every action, in every language of the console', async () => {
    const schema = await import('../../db/schema');
    const { getTableName, getTableColumns, is } = await import('drizzle-orm');
    const { PgTable } = await import('drizzle-orm/pg-core');
    const audited = (Object.values(schema).filter((t) => is(t, PgTable)) as unknown as Array<InstanceType<typeof PgTable>>).filter(
      (t) => !NEVER_AUDITED.has(getTableName(t)),
    );
    const tables = audited.map((t) => getTableName(t));
    // a change names its fields by the row's keys, or by those of an action's summary
    const fields = [...new Set([...audited.flatMap((t) => Object.keys(getTableColumns(t))), ...AUDIT_SUMMARY_FIELDS])];
    expect(tables).toEqual(expect.arrayContaining(['religions', 'surveys', 'stock_transactions', 'survey_responses']));
    expect(fields).toEqual(expect.arrayContaining(['name', 'start_date', 'voter_group_id']));
    const catalogues: Record<string, Record<string, string>> = {};
    for (const locale of ['en', 'hi', 'mr']) catalogues[locale] = (await import(`../../../../i18n/${locale}.json`)) as Record<string, string>;
    const english = catalogues.en;
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      expect(tables.filter((name) => !catalogue[`audit.entityName.${name}`])).toEqual([]);
      expect(fields.filter((name) => !catalogue[`audit.fieldName.${name}`])).toEqual([]);
      expect(AUDIT_ACTIONS.filter((action) => !catalogue[`audit.actionName.${action}`])).toEqual([]);
      // Hindi and Marathi names are not English ones left in place
      if (locale !== 'en') expect(fields.filter((name) => catalogue[`audit.fieldName.${name}`] === english[`audit.fieldName.${name}`])).toEqual([]);
    }
  });
});

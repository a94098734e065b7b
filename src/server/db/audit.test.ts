// The audited write path itself: each statement is built once per shape and sent again with other
// values, so a call must never carry another call's values, tenant or guard.
import { and, eq, sql } from 'drizzle-orm';
import { dbKinds, makeOrganisation, startHarness, type Harness } from '../test/harness';
import { insertRow, softDeleteRow } from './audit';
import { religions, vehicles } from './schema';

describe.each(dbKinds())('audited writes on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h.close());

  const auditOf = (tenantId: number, entity: string) =>
    h.database.rows<{ action: string; entity_id: string; user_id: number | null; changed: Record<string, unknown> | null }>(
      sql`select action, entity_id, user_id, changed from audit_log where tenant_id = ${tenantId} and entity = ${entity} order by id`,
    );

  it('checks unique fields within the tenant and its live rows: text in any case, other values as they are', async () => {
    const a = await makeOrganisation(h);
    const b = await makeOrganisation(h);
    const as = { tenantId: a.tenantId, userId: a.adminId };
    const bs = { tenantId: b.tenantId, userId: b.adminId };
    const first = await insertRow<{ id: number; name: string; tenant_id: number }>(h.database.db, as, religions, { name: 'Sikh' }, ['name']);
    expect(first).toMatchObject({ name: 'Sikh', tenant_id: a.tenantId });
    // the same shape again: refused in another case, made in another tenant, whatever tenant_id the values claim
    expect(await insertRow(h.database.db, as, religions, { name: 'SIKH' }, ['name'])).toBeNull();
    const other = await insertRow<{ tenant_id: number }>(h.database.db, bs, religions, { name: 'sikh', tenant_id: a.tenantId }, ['name']);
    expect(other?.tenant_id).toBe(b.tenantId);
    // a deleted row holds its name no more
    expect(await softDeleteRow(h.database.db, as, religions, first!.id)).toBe(true);
    expect(await softDeleteRow(h.database.db, as, religions, first!.id)).toBe(false);
    expect(await insertRow(h.database.db, as, religions, { name: 'sikh' }, ['name'])).not.toBeNull();
    // a number is the same number
    const van = { vehicle_name: 'Van', vehicle_type: 1, seating_capacity: 7, weight_capacity: 500, driver_name: 'Raju', driver_phone_no: '+919812345678' };
    expect(await insertRow(h.database.db, as, vehicles, van, ['seating_capacity'])).not.toBeNull();
    expect(await insertRow(h.database.db, as, vehicles, { ...van, vehicle_name: 'Bus' }, ['seating_capacity'])).toBeNull();
    expect(await insertRow(h.database.db, as, vehicles, { ...van, vehicle_name: 'Bus', seating_capacity: 40 }, ['seating_capacity'])).not.toBeNull();
    // an empty field checks nothing
    expect(await insertRow(h.database.db, as, vehicles, { ...van, special_instructions: '' }, ['special_instructions'])).not.toBeNull();

    const audit = await auditOf(a.tenantId, 'religions');
    expect(audit.map((r) => r.action)).toEqual(['create', 'delete', 'create']);
    expect(audit[0]).toMatchObject({ entity_id: String(first!.id), user_id: a.adminId, changed: { name: 'Sikh' } });
    expect(audit[1]).toMatchObject({ entity_id: String(first!.id), changed: null });
    expect(await auditOf(b.tenantId, 'religions')).toMatchObject([{ action: 'create', user_id: b.adminId, changed: { name: 'sikh' } }]);
  });

  it("deletes only the actor's tenant's row, and only where the further condition holds", async () => {
    const a = await makeOrganisation(h);
    const b = await makeOrganisation(h);
    const as = { tenantId: a.tenantId, userId: a.adminId };
    const kept = await insertRow<{ id: number }>(h.database.db, as, religions, { name: 'Kept' });
    const gone = await insertRow<{ id: number }>(h.database.db, as, religions, { name: 'Gone' });
    // another tenant's id is no row of its own
    expect(await softDeleteRow(h.database.db, { tenantId: b.tenantId, userId: b.adminId }, religions, gone.id)).toBe(false);
    const notKept = sql`${religions.name} <> 'Kept'`;
    expect(await softDeleteRow(h.database.db, as, religions, kept.id, notKept)).toBe(false);
    expect(await softDeleteRow(h.database.db, as, religions, gone.id, notKept)).toBe(true);
    const live = await h.database.db
      .select({ name: religions.name })
      .from(religions)
      .where(and(eq(religions.tenant_id, a.tenantId), sql`${religions.deleted_at} is null`));
    expect(live.map((r) => r.name).sort()).toEqual(['Kept']);
    expect((await auditOf(b.tenantId, 'religions')).length).toBe(0);
  });
});

// The database refuses a reference to another organisation's row or to no row at all, even when
// written straight in SQL past every check of the code.
import { sql } from 'drizzle-orm';
import { dbKinds, makeOrganisation, startHarness, type Harness } from '../test/harness';

describe.each(dbKinds())('same-organisation references on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h.close());

  /** The statement fails on a foreign key (SQLSTATE 23503), not on anything else. */
  const refused = async (q: ReturnType<typeof sql>) => {
    const error = await h.database.db.execute(q).then(
      () => null,
      (e: { code?: string; cause?: { code?: string } }) => e,
    );
    expect(error?.cause?.code ?? error?.code).toBe('23503');
  };

  it("refuses another organisation's area, user and team, and ids of no row", async () => {
    const a = await makeOrganisation(h);
    const b = await makeOrganisation(h);
    const [areaB] = await h.database.rows<{ id: number }>(sql`insert into areas (tenant_id, name) values (${b.tenantId}, 'Ward B') returning id`);
    await refused(sql`insert into offices (tenant_id, office_name, area_id) values (${a.tenantId}, 'Cross', ${areaB.id})`);
    await refused(sql`insert into offices (tenant_id, office_name, primary_incharge) values (${a.tenantId}, 'Cross', ${b.adminId})`);
    await refused(sql`update users set reporting_to = ${b.adminId} where tenant_id = ${a.tenantId} and id = ${a.adminId}`);
    await refused(sql`insert into voter_groups (tenant_id, voter_group_name, voter_group_description, area_id) values (${a.tenantId}, 'G', 'D', 99999999)`);
    await refused(sql`insert into tasks (tenant_id, task_name, assigned_user) values (${a.tenantId}, 'T', ${b.adminId})`);

    // the same references inside one organisation, and none at all, are fine
    const [areaA] = await h.database.rows<{ id: number }>(sql`insert into areas (tenant_id, name) values (${a.tenantId}, 'Ward A') returning id`);
    await h.database.db.execute(
      sql`insert into offices (tenant_id, office_name, area_id, primary_incharge) values (${a.tenantId}, 'Own', ${areaA.id}, ${a.adminId})`,
    );
    await h.database.db.execute(sql`insert into offices (tenant_id, office_name) values (${a.tenantId}, 'Unplaced')`);
    // a soft-deleted row keeps its references
    await h.database.db.execute(sql`update areas set deleted_at = now() where tenant_id = ${a.tenantId} and id = ${areaA.id}`);
  });
});

// Stock beyond the generic CRUD tests (crud.test.ts runs those over this domain too): a donor's
// inward in the ledger at once, a transfer approved from an office that holds it, refused with 422
// stock_not_found or insufficient otherwise, forced on confirmation (recorded as forced), rejected
// with a reason, decided ones kept as history, balances as sums of the ledger, another
// organisation's rows refused, the ledger append-only, and approvals racing for the last units.
import { sql } from 'drizzle-orm';
import { dbKinds, fieldOrganisation, type Harness, tenantCaller, randomName, useHarness } from '../../test/harness';
import type { StockBalance, StockTransaction } from '../../../shared/api/stock';

type Org = Awaited<ReturnType<typeof fieldOrganisation>> & { store: number; flag: number; cap: number };

describe.each(dbKinds())('stock on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  const call = tenantCaller(() => h);

  const addOffice = async (o: Awaited<ReturnType<typeof fieldOrganisation>>, name: string) => {
    const res = await call(o, 'POST', '/office/add', {
      office_name: randomName(name),
      area_id: o.areaId,
      primary_incharge: o.adminId,
      location: { type: 'Point', coordinates: [77.76, 20.92] },
      address: 'Amravati',
    });
    return res.json().office.id as number;
  };
  async function organisation(): Promise<Org> {
    const o = await fieldOrganisation(h, ['Resources']);
    const store = await addOffice(o, 'Store');
    const type = (await call(o, 'POST', '/resources-type/add', { name: 'Flags' })).json().resourcestype.id as number;
    const material = async (name: string) =>
      (await call(o, 'POST', '/resources/add', { resource_name: name, resources_type_id: type })).json().resource.id as number;
    return { ...o, store, flag: await material('Party flag'), cap: await material('Saffron cap') };
  }
  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await organisation(), await organisation()];
  });

  const inward = (org: Org, office: number, items: Array<[number, number]>) =>
    call(org, 'POST', '/inward-stocks/add', {
      transaction_type: 1,
      to_office: office,
      handover_by: 'Donor Patil',
      resources: items.map(([id, quantity]) => ({ id, quantity })),
    });
  const request = async (org: Org, to: number, items: Array<[number, number]>) => {
    const res = await call(org, 'POST', '/inward-stocks/add', {
      transaction_type: 2,
      to_office: to,
      resources: items.map(([id, quantity]) => ({ id, quantity })),
    });
    expect(res.statusCode).toBe(201);
    return res.json().inward_stock as StockTransaction;
  };
  const balance = async (org: Org, office: number, material: number) =>
    ((await call(org, 'GET', '/inward-stocks/balance')).json().stock as StockBalance[]).find((s) => s.office_id === office && s.resource_id === material)
      ?.quantity;

  it('puts a donor’s inward in the office’s stock at once, approved', async () => {
    const res = await inward(a, a.store, [
      [a.flag, 100],
      [a.cap, 20],
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().msg).toBe('Stock inward added successfully!');
    const row = (await call(a, 'GET', `/inward-stocks/edit/${res.json().inward_stock.id}`)).json().inward_stock as StockTransaction;
    expect(row).toMatchObject({
      status: 1,
      forced: false,
      handover_by: 'Donor Patil',
      resources: [
        { id: a.flag, resource_name: 'Party flag', quantity: 100 },
        { id: a.cap, quantity: 20 },
      ],
    });
    expect(await balance(a, a.store, a.flag)).toBe(100);
  });

  it('approves a transfer from an office that holds it, moving the stock in the ledger', async () => {
    const t = await request(a, a.officeId, [[a.flag, 30]]);
    expect(t.status).toBe(0);
    const listed = async () => ((await call(a, 'GET', '/inward-stocks')).json().inward_stock as StockTransaction[]).find((r) => r.id === t.id)?.status;
    expect(await listed()).toBe(0);
    const ok = await call(a, 'GET', `/inward-stocks/accept?id=${t.id}&from_office=${a.store}`);
    // the approval is a GET, yet the organisation's shared list shows it at once
    expect(await listed()).toBe(1);
    expect([ok.statusCode, ok.json().msg, ok.json().inward_stock.status, ok.json().inward_stock.from_office]).toEqual([
      200,
      'Stock Request approved successfully!',
      1,
      a.store,
    ]);
    expect(await balance(a, a.store, a.flag)).toBe(70);
    expect(await balance(a, a.officeId, a.flag)).toBe(30);
    // decided: not again, not edited, not deleted
    expect((await call(a, 'GET', `/inward-stocks/accept?id=${t.id}&from_office=${a.store}`)).statusCode).toBe(409);
    expect(
      (await call(a, 'PUT', '/inward-stocks/update', { id: t.id, transaction_type: 2, to_office: a.officeId, resources: [{ id: a.flag, quantity: 1 }] }))
        .statusCode,
    ).toBe(409);
    expect((await call(a, 'DELETE', `/inward-stocks/${t.id}`)).statusCode).toBe(409);
  });

  it('answers 422 stock_not_found or insufficient and changes nothing, then approves when forced', async () => {
    // the head office has held flags but never caps
    const never = await request(a, a.store, [[a.cap, 5]]);
    const notFound = await call(a, 'GET', `/inward-stocks/accept?id=${never.id}&from_office=${a.officeId}`);
    expect([notFound.statusCode, notFound.json().key, notFound.json().reason, notFound.json().msg]).toEqual([
      422,
      'stock.notFound',
      'stock_not_found',
      'Stock not found!',
    ]);
    const tooMany = await request(a, a.officeId, [[a.flag, 500]]);
    const short = await call(a, 'GET', `/inward-stocks/accept?id=${tooMany.id}&from_office=${a.store}`);
    expect([short.statusCode, short.json().reason, short.json().msg]).toEqual([422, 'insufficient', 'Insufficient stock!']);
    expect(await balance(a, a.store, a.flag)).toBe(70);
    expect((await call(a, 'GET', `/inward-stocks/edit/${tooMany.id}`)).json().inward_stock.status).toBe(0);

    const forced = await call(a, 'GET', `/inward-stocks/stock-not-found?id=${never.id}&from_office=${a.officeId}&type=stock_not_found`);
    expect([forced.statusCode, forced.json().inward_stock.status, forced.json().inward_stock.forced]).toEqual([200, 1, true]);
    // the head office never recorded caps: its ledger now shows what it gave without having it
    expect(await balance(a, a.officeId, a.cap)).toBe(-5);
    expect(await balance(a, a.store, a.cap)).toBe(25);
  });

  it('rejects with a reason only, and refuses bad transactions by field', async () => {
    const t = await request(a, a.officeId, [[a.flag, 2]]);
    expect((await call(a, 'GET', `/inward-stocks/deny?id=${t.id}&rejection_reason=`)).json().errors[0].key).toBe('stock.reasonRequired');
    const no = await call(a, 'GET', `/inward-stocks/deny?id=${t.id}&rejection_reason=${encodeURIComponent('Not needed this week')}`);
    expect([no.statusCode, no.json().inward_stock.status, no.json().inward_stock.rejection_reason]).toEqual([200, 2, 'Not needed this week']);
    expect((await call(a, 'GET', `/inward-stocks/accept?id=${t.id}&from_office=${a.store}`)).statusCode).toBe(409);
    expect((await call(a, 'GET', `/inward-stocks/accept?id=${t.id}`)).json().errors[0].key).toBe('validation.fromOfficeRequired');

    const before = Number((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from stock_transactions where tenant_id = ${a.tenantId}`))[0].n);
    const bad: Array<[Record<string, unknown>, string, string]> = [
      [{ resources: [] }, 'resources', 'validation.resourcesRequired'],
      [{ resources: [{ id: a.flag, quantity: 0 }] }, 'resources', 'validation.positiveNumber'],
      [
        {
          resources: [
            { id: a.flag, quantity: 1 },
            { id: a.flag, quantity: 2 },
          ],
        },
        'resources',
        'validation.resourceTwice',
      ],
      [{ resources: [{ id: b.flag, quantity: 1 }] }, 'resources', 'validation.unknownResource'],
      [{ to_office: b.officeId }, 'to_office', 'validation.unknownOffice'],
      [{ transaction_type: 3 }, 'transaction_type', 'validation.stockType'],
      [{ transaction_type: 1, handover_by: '' }, 'handover_by', 'validation.donorRequired'],
      [{ from_office: a.officeId }, 'from_office', 'validation.sameOffice'],
    ];
    for (const [over, field, key] of bad) {
      const res = await call(a, 'POST', '/inward-stocks/add', {
        transaction_type: 2,
        to_office: a.officeId,
        resources: [{ id: a.flag, quantity: 1 }],
        ...over,
      });
      expect([over, res.statusCode, res.json().errors?.[0]]).toEqual([
        over,
        400,
        expect.objectContaining({ key, code: expect.stringMatching(new RegExp(`^${field}`)) }),
      ]);
    }
    expect(Number((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from stock_transactions where tenant_id = ${a.tenantId}`))[0].n)).toBe(
      before,
    );
  });

  it('keeps another organisation’s stock out of reach, and the ledger append-only', async () => {
    const theirs = await request(b, b.officeId, [[b.flag, 1]]);
    expect((await call(a, 'GET', `/inward-stocks/edit/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(a, 'GET', `/inward-stocks/accept?id=${theirs.id}&from_office=${a.store}`)).statusCode).toBe(404);
    expect((await call(a, 'GET', `/inward-stocks/deny?id=${theirs.id}&rejection_reason=x`)).statusCode).toBe(404);
    expect((await call(a, 'GET', `/inward-stocks/stock-not-found?id=${theirs.id}&from_office=${b.officeId}`)).json().errors[0].key).toBe(
      'validation.unknownOffice',
    );
    expect((await call(b, 'GET', `/inward-stocks/edit/${theirs.id}`)).json().inward_stock.status).toBe(0);
    expect((await call(a, 'GET', '/inward-stocks/balance')).json().stock.every((s: StockBalance) => s.office_id !== b.officeId)).toBe(true);
    const refusal = (q: ReturnType<typeof sql>) =>
      h.database.rows(q).then(
        () => 'changed',
        (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
      );
    expect(await refusal(sql`update stock_ledger set quantity = 1000 where tenant_id = ${a.tenantId}`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from stock_ledger where tenant_id = ${a.tenantId}`)).toMatch(/append-only/);
  });

  it('serves approvals racing for the same office’s last units in turn: never more out than it holds', async () => {
    const depot = await addOffice(a, 'Depot');
    expect((await inward(a, depot, [[a.cap, 10]])).statusCode).toBe(201);
    // six requests of 3 at once from an office that holds 10: three fit
    const requests = [];
    for (let i = 0; i < 6; i++) requests.push(await request(a, i % 2 ? a.store : a.officeId, [[a.cap, 3]]));
    const answers = await Promise.all(requests.map((r) => call(a, 'GET', `/inward-stocks/accept?id=${r.id}&from_office=${depot}`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 422, 422, 422]);
    expect(await balance(a, depot, a.cap)).toBe(1);
  });
});

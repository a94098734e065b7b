// The demo's materials by type and their stock: movements between offices, approved, asked for
// and refused.
import { resourceTypes, resources, stockItems, stockLedger, stockTransactions } from '../db/schema';
import { insertRow } from '../db/audit';
import type { Made, SeedContext } from './context';
import type { DemoStaff } from './staff';
import type { DemoPlaces } from './places';

export interface DemoMaterials {
  banner: Made;
  flag: Made;
  pamphlet: Made;
  booklet: Made;
}

export async function seedMaterials({ database, actor }: SeedContext): Promise<DemoMaterials> {
  const { db } = database;
  const materialType = (name: string, local: string) => insertRow<{ id: number }>(db, actor, resourceTypes, { name, name_local: local });
  const [banners, flags, print] = [
    await materialType('Banners', 'बॅनर'),
    await materialType('Flags', 'झेंडे'),
    await materialType('Printed matter', 'छापील साहित्य'),
  ];
  const material = (name: string, typeId: number) => insertRow<{ id: number }>(db, actor, resources, { resource_name: name, resources_type_id: typeId });
  const banner = await material('Candidate banner 6x3 ft', banners.id);
  const flag = await material('Party flag (small)', flags.id);
  const pamphlet = await material('Padyatra pamphlet', print.id);
  const booklet = await material('Voter slip booklet', print.id);
  return { banner, flag, pamphlet, booklet };
}

export async function seedStock(
  { database, actor, tenantId, adminId }: SeedContext,
  { worker1, worker2 }: DemoStaff,
  { office1, office2 }: DemoPlaces,
  { banner, flag, pamphlet, booklet }: DemoMaterials,
) {
  const { db } = database;
  // Stock: a donor's inward at the Rajapeth office, a transfer from it to Camp, one asked for and
  // one refused; the ledger holds the approved movements.
  const stock = async (type: number, from: number | null, to: number, by: string | null, items: Array<[number, number]>, status: number, reason?: string) => {
    const t = await insertRow<{ id: number }>(db, actor, stockTransactions, {
      transaction_type: type,
      from_office: from,
      to_office: to,
      handover_by: by,
      handover_to: worker1.id,
      status,
      rejection_reason: reason ?? null,
      created_by: status === 0 ? worker2.id : adminId,
      decided_by: status === 0 ? null : adminId,
      decided_at: status === 0 ? null : new Date().toISOString(),
    });
    for (const [resource_id, quantity] of items) await insertRow(db, actor, stockItems, { transaction_id: t.id, resource_id, quantity });
    if (status !== 1) return;
    const moves = items.flatMap(([resource_id, quantity]) => [
      ...(from ? [{ tenant_id: tenantId, office_id: from, resource_id, quantity: -quantity, transaction_id: t.id }] : []),
      { tenant_id: tenantId, office_id: to, resource_id, quantity, transaction_id: t.id },
    ]);
    await db.insert(stockLedger).values(moves);
  };
  await stock(
    1,
    null,
    office1.id,
    'Shri Ganesh Traders (donation)',
    [
      [banner.id, 40],
      [flag.id, 500],
      [pamphlet.id, 5000],
    ],
    1,
  );
  await stock(2, office1.id, office2.id, 'Amol Gawande', [[flag.id, 150]], 1);
  await stock(
    2,
    null,
    office2.id,
    null,
    [
      [pamphlet.id, 1500],
      [booklet.id, 200],
    ],
    0,
  );
  await stock(2, null, office2.id, null, [[banner.id, 30]], 2, 'Banners are needed at Rajapeth for the padyatra.');
}

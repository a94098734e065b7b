// Materials and their types beyond the generic CRUD tests (crud.test.ts runs those over both): the
// type's name on each material, the photo checked by its bytes and kept when an edit sends the
// stored name back, another organisation's type refused, a type with materials and a material
// named by an event or a task not deletable, and events and tasks naming only their own materials.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import moment from 'moment-timezone';
import { dbKinds, fieldOrganisation, type Harness, tenantCaller, randomName, useHarness } from '../../test/harness';
import type { Resource } from '../../../shared/api/resources';

type Org = Awaited<ReturnType<typeof fieldOrganisation>> & { typeId: number };

// a 1x1 PNG, and the same picture claimed as a PNG but written as SVG
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SVG = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`;

describe.each(dbKinds())('materials on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  const call = tenantCaller(() => h);

  async function organisation(): Promise<Org> {
    const o = await fieldOrganisation(h, ['Resources', 'Events', 'Task']);
    const type = await call(o, 'POST', '/resources-type/add', { name: 'Banners' });
    return { ...o, typeId: type.json().resourcestype.id as number };
  }
  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await organisation(), await organisation()];
  });

  const add = async (org: Org, over: Record<string, unknown> = {}) => {
    const res = await call(org, 'POST', '/resources/add', { resource_name: randomName('Flag'), resources_type_id: org.typeId, ...over });
    expect(res.statusCode).toBe(201);
    return res.json().resource as Resource;
  };
  const count = async (tenantId: number) =>
    Number((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from resources where tenant_id = ${tenantId}`))[0].n);
  const inDays = (days: number, hour: number) => moment.tz('Asia/Kolkata').startOf('day').add(days, 'days').add(hour, 'hours').format('YYYY-MM-DD HH:mm');

  it('lists the types under `resources` and each material with its type name, and keeps a photo by its bytes', async () => {
    const types = await call(a, 'GET', '/resources-type');
    expect(types.json().resources.map((t: { name: string }) => t.name)).toContain('Banners');

    const res = await call(a, 'POST', '/resources/add', { resource_name: 'Lotus flag', resources_type_id: a.typeId, image: PNG });
    expect(res.json()).toMatchObject({ msg: 'Resource added successfully!', resource: { resource_name: 'Lotus flag', resourcestype: { name: 'Banners' } } });
    const stored = res.json().resource.image as string;
    expect(stored).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(fs.existsSync(path.join(h.config.uploadsDir, String(a.tenantId), stored))).toBe(true);

    // an edit form sends the stored name back: the photo stays
    const id = res.json().resource.id as number;
    const upd = await call(a, 'PUT', '/resources/update', { id, resource_name: 'Lotus flag (large)', resources_type_id: a.typeId, image: stored });
    expect(upd.json()).toMatchObject({ msg: 'Resource updated successfully!', resource: { resource_name: 'Lotus flag (large)', image: stored } });
    const list = (await call(a, 'GET', '/resources')).json().resources as Resource[];
    expect(list.find((r) => r.id === id)).toMatchObject({ image: stored, resourcestype: { name: 'Banners' } });
  });

  it('refuses a missing name or type, another organisation’s type and a photo that is not an image, and stores nothing', async () => {
    const before = await count(a.tenantId);
    const files = fs.existsSync(h.config.uploadsDir) ? fs.readdirSync(h.config.uploadsDir, { recursive: true }).length : 0;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ resource_name: '' }, 'resource_name', 'validation.resourceNameRequired'],
      [{ resources_type_id: '' }, 'resources_type_id', 'validation.resourceTypeRequired'],
      [{ resources_type_id: b.typeId }, 'resources_type_id', 'validation.resourceTypeRequired'],
      [{ image: SVG }, 'image', 'validation.imageType'],
    ];
    for (const [over, field, code] of cases) {
      const res = await call(a, 'POST', '/resources/add', { resource_name: randomName('Flag'), resources_type_id: a.typeId, ...over });
      expect([res.statusCode, res.json().errors]).toEqual([400, [expect.objectContaining({ code: field, key: code })]]);
    }
    expect(await count(a.tenantId)).toBe(before);
    expect(fs.existsSync(h.config.uploadsDir) ? fs.readdirSync(h.config.uploadsDir, { recursive: true }).length : 0).toBe(files);
  });

  it('keeps a type with materials and a material an event or a task names (409) until they let go', async () => {
    const type = (await call(a, 'POST', '/resources-type/add', { name: randomName('Pamphlets') })).json().resourcestype.id as number;
    const material = await add(a, { resources_type_id: type });
    const refused = await call(a, 'PUT', `/resources-type/delete/${type}`);
    expect([refused.statusCode, refused.json().msg]).toEqual([409, 'Materials of this type exist. Change or delete them first, then delete the type.']);

    const event = await call(a, 'POST', '/events/add', {
      event_name: randomName('Sabha'),
      event_start: inDays(5, 17),
      event_end: inDays(5, 19),
      area_id: a.areaId,
      location: { type: 'Point', coordinates: [77.7597, 20.9142] },
      voter_group_id: a.groupId,
      first_contact: a.adminId,
      candidate_id: a.adminId,
      resources: [material.id],
    });
    expect(event.json().event.resources).toEqual([material.id]);
    const task = await call(a, 'POST', '/tasks/add', {
      event_id: event.json().event.id,
      task_name: randomName('Slips'),
      assigned_user: a.staff,
      assigned_group: a.teamId,
      start_date_time: inDays(5, 9),
      end_date_time: inDays(5, 12),
      special_notes: 'Morning',
      task_description: 'Part 12',
      resources: [material.id],
    });
    expect(task.json().task.resources).toEqual([material.id]);

    const inUse = async () => (await call(a, 'PUT', `/resources/delete/${material.id}`)).statusCode;
    expect(await inUse()).toBe(409);
    expect((await call(a, 'PUT', `/tasks/delete/${task.json().task.id}`)).statusCode).toBe(200);
    expect(await inUse()).toBe(409);
    expect((await call(a, 'PUT', `/events/delete/${event.json().event.id}`)).statusCode).toBe(200);
    expect(await inUse()).toBe(200);
    expect((await call(a, 'PUT', `/resources-type/delete/${type}`)).statusCode).toBe(200);
  });

  it('refuses another organisation’s material on an event or a task, by field', async () => {
    const theirs = await add(b);
    const event = (resources: number[]) =>
      call(a, 'POST', '/events/add', {
        event_name: randomName('Sabha'),
        event_start: inDays(6, 17),
        event_end: inDays(6, 19),
        area_id: a.areaId,
        location: { type: 'Point', coordinates: [77.7597, 20.9142] },
        voter_group_id: a.groupId,
        first_contact: a.adminId,
        candidate_id: a.adminId,
        resources,
      });
    const refused = await event([theirs.id]);
    expect([refused.statusCode, refused.json().errors]).toEqual([400, [expect.objectContaining({ code: 'resources', key: 'validation.unknownResource' })]]);
    const task = await call(a, 'POST', '/tasks/add', {
      event_id: (await event([])).json().event.id,
      task_name: randomName('Slips'),
      assigned_user: a.staff,
      assigned_group: a.teamId,
      start_date_time: inDays(6, 9),
      end_date_time: inDays(6, 12),
      special_notes: 'Morning',
      task_description: 'Part 12',
      resources: [theirs.id],
    });
    expect([task.statusCode, task.json().errors]).toEqual([400, [expect.objectContaining({ code: 'resources', key: 'validation.unknownResource' })]]);
    // nor can they read, change or delete it through our organisation
    expect((await call(a, 'GET', `/resources/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(a, 'PUT', `/resources/delete/${theirs.id}`)).statusCode).toBe(404);
  });
});

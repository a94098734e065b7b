// Social media posts: the kit's CRUD with
// every area, team, voter group and office checked against the organisation's live rows, the image
// stored as a file checked by its bytes, the report, and the on/off switch, which sets the status
// the request names (sending the current status back, as the first console did, changed nothing).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SocialPostApi } from '../../../shared/api/socialPosts';
import type { Db } from '../../db/client';
import { updateRow } from '../../db/audit';
import { areas, offices, socialPosts, teams, voterGroups } from '../../db/schema';
import { assertLiveReferences, liveRowsOf, type TenantTable } from '../../db/tenantRows';
import { message, notFound } from '../../http';
import { crudRoutes, strip, withRoutes } from '../../crud';
import { serve } from '../../route';
import { storeImages, tenantFolder } from '../../uploads';

/** id → name of the organisation's live rows of `table` among `ids`. */
async function namesOf(db: Db, tenantId: number, table: TenantTable, name: PgColumn, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db
    .select({ id: table.id, name })
    .from(table)
    .where(and(liveRowsOf(table, tenantId), inArray(table.id, ids)));
  return new Map(rows.map((r) => [Number(r.id), String(r.name)]));
}

/** The organisation's live posts (or the one with `id`), newest first, with the names of their areas, teams, voter groups and offices. */
export async function readPosts(db: Db, tenantId: number, id?: number) {
  const rows = await db
    .select()
    .from(socialPosts)
    .where(and(liveRowsOf(socialPosts, tenantId), id === undefined ? undefined : eq(socialPosts.id, id)))
    .orderBy(desc(socialPosts.start_date), desc(socialPosts.id));
  const all = (pick: (r: (typeof rows)[number]) => number[]) => [...new Set(rows.flatMap(pick))];
  const [areaNames, teamNames, groupNames, officeNames] = await Promise.all([
    namesOf(
      db,
      tenantId,
      areas,
      areas.name,
      all((r) => r.area_id),
    ),
    namesOf(
      db,
      tenantId,
      teams,
      teams.name,
      all((r) => r.team_id),
    ),
    namesOf(
      db,
      tenantId,
      voterGroups,
      voterGroups.voter_group_name,
      all((r) => r.voter_group_id),
    ),
    namesOf(
      db,
      tenantId,
      offices,
      offices.office_name,
      all((r) => r.office_id),
    ),
  ]);
  const named = (ids: number[], names: Map<number, string>) => ids.filter((i) => names.has(i)).map((i) => ({ id: i, name: names.get(i)! }));
  return rows.map((r) => ({
    ...strip(r),
    areas: named(r.area_id, areaNames),
    teams: named(r.team_id, teamNames),
    voterGroups: named(r.voter_group_id, groupNames).map(({ id: i, name }) => ({ id: i, voter_group_name: name })),
    offices: named(r.office_id, officeNames).map(({ id: i, name }) => ({ id: i, office_name: name })),
  }));
}

const crud = crudRoutes({
  name: 'socialPost',
  table: socialPosts,
  decls: SocialPostApi,
  nameField: 'title',
  read: readPosts,
  toValues: async (body, req, { database: { db }, config }) => {
    const list = (field: string, ids: number[], table: TenantTable, key: string) => ids.map((i) => ({ field, id: i, table, key }));
    await assertLiveReferences(db, req.auth.tenantId, [
      ...list('area_id', body.area_id, areas, 'validation.unknownArea'),
      ...list('team_id', body.team_id, teams, 'validation.unknownTeam'),
      ...list('voter_group_id', body.voter_group_id, voterGroups, 'validation.unknownVoterGroup'),
      ...list('office_id', body.office_id, offices, 'validation.unknownOffice'),
    ]);
    const { media_url: _image, ...values } = body;
    // the image last: nothing is written to disk for a request refused above; a value that is not
    // base64 (the stored name sent back by an edit form) keeps the stored image
    return {
      ...values,
      text_content: body.text_content || null,
      ...storeImages(body, ['media_url'], tenantFolder(config.uploadsDir, req.auth.tenantId), config.maxUploadBytes),
    };
  },
  messages: { added: 'socialPost.added', updated: 'socialPost.updated', deleted: 'socialPost.deleted' },
});

export default withRoutes(crud, (app, { database: { db } }) => {
  serve(app, SocialPostApi.report, async ({ req }) => ({ socialMediaPosts: await readPosts(db, req.auth.tenantId) }));

  serve(app, SocialPostApi.status, async ({ req, body }) => {
    if (!(await updateRow(db, req.actor, socialPosts, body.id, { status: body.status }))) throw notFound();
    const [post] = await readPosts(db, req.auth.tenantId, body.id);
    return { ...message(body.status === 1 ? 'socialPost.activated' : 'socialPost.inactivated'), socialMediaPost: post };
  });
});

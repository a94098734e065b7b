// The voter calls (API calls Voter API and voter-info-add) under the voter prefix
// /api/v1/admin/{tenantId}/{orgId}/{candidateId}; the guard has checked tenant, prefix and the
// Voters module. Staff with parts of their own read only those parts' electors (partAccess.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VoterApi } from '../../../shared/api/voters';
import type { VoterSearchResponse } from '../../../shared/api/voters';
import type { QueryOf } from '../../../shared/api/contract';
import { badRequest, fieldError, message, notFound, text } from '../../http';
import { recordAudit } from '../../db/audit';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { serve } from '../../route';
import { prepare, type Prepared } from '../../prepared';
import { searchVoters, type SearchResult, type SearchScope } from './search';
import { scopeNames, type NamesSource } from './searchNames';
import { matchScope } from './searchScope';
import {
  addVoterInfo,
  ageReport,
  alignReport,
  areaWiseList,
  atoz,
  household,
  prabhagList,
  sectionList,
  vcenterList,
  voterCore,
  type VoterCore,
} from './queries';
import { votersByIds } from './rows';
import { visitsOf, voterInfoRecords } from './record/reader';
import { unknownVoterGroup } from './record/checks';
import voterUploadRoutes from './upload';
import voterPrivacyRoutes from './privacy';
import voterConflictRoutes from './conflicts';
import { partWithin, readable, readableParts } from './partAccess';

/** Visits a voter's details show: a voter is visited a handful of times in a campaign. */
const VISITS_SHOWN = 20;

/** Every search's filters (the searches in a constituency require acno on top). */
type SearchQuery = QueryOf<typeof VoterApi.searchVoters>;

/** The answer of every search, as bytes sent as they are; the plan that answered it beside it (a debug setting sends it). */
function answer(r: SearchResult, s: SearchScope, shared: boolean) {
  const response: VoterSearchResponse = {
    voters: r.voters,
    total: r.total,
    totalCapped: r.totalCapped,
    totalEstimated: r.totalEstimated,
    page: s.page,
    pageSize: s.pageSize,
  };
  // a page shared among askers is compressed once for them all; one computed for its asker, for it
  return { response: prepare(response, !shared), plan: r.plan };
}

export default function voterRoutes(app: FastifyInstance, deps: Deps) {
  const { database } = deps;
  // The roll upload of the console (admins only), in its own file.
  voterUploadRoutes(app, deps);
  // Consent, do-not-contact, and the admins' export and erasure of one voter's data.
  voterPrivacyRoutes(app, deps);
  voterConflictRoutes(app, deps);

  // A scope's name vocabulary, shared by the searches of a few seconds: an organisation's writes
  // and the end of its roll imports drop it at once (sharedAnswers.ts).
  const names: NamesSource = (tenantId, acno) => deps.answers.get(tenantId, `voter-names:${acno ?? '*'}`, () => scopeNames(database, tenantId, acno));

  // One handler for the searches; each declaration's query schema says which filters it requires.
  // Users of the organisation who read the same parts get the same page for the same filters, and
  // many staff type the same few letters of common names at once: a page is shared for a few
  // seconds like the lists (sharedAnswers.ts), so writes and roll imports through this server drop
  // it at once (SHARE_SEARCH_PAGES=0: never). The parts a user may read are part of its key: a
  // user restricted to some parts never gets a page computed for one who reads them all.
  const search =
    (opts: { withoutInfo?: boolean } = {}) =>
    async ({ query: q, req, reply }: { query: SearchQuery; req: FastifyRequest; reply: FastifyReply }): Promise<Prepared<VoterSearchResponse>> => {
      const tenantId = req.auth.tenantId;
      const parts = readableParts(req.auth);
      const shared = deps.config.shareSearchPages;
      const compute = async () => {
        const scope: SearchScope = { ...(await matchScope(database, tenantId, parts, q, opts.withoutInfo)), page: q.page, pageSize: q.pageSize };
        return answer(await searchVoters(database, scope, undefined, names), scope, shared);
      };
      const key = () =>
        `voter-search:${opts.withoutInfo ? 'without-info' : 'all'}:${parts ? parts.join(',') : '*'}:${JSON.stringify(q, Object.keys(q).sort())}`;
      const { response, plan } = shared ? await deps.answers.get(tenantId, key(), compute) : await compute();
      if (deps.config.searchPlanHeader) reply.header('x-search-plan', plan);
      return response;
    };

  serve(app, VoterApi.searchVoters, search());
  serve(app, VoterApi.votersList, search());
  serve(app, VoterApi.searchAcnoVoters, search());
  serve(app, VoterApi.searchSectionVoters, search());
  serve(app, VoterApi.searchVcenterVoters, search());
  serve(app, VoterApi.searchAcnoWithoutVotersFamily, search({ withoutInfo: true }));

  serve(app, VoterApi.sectionList, async ({ req, query: q }) => {
    return { sectionlist: await sectionList(database, req.auth.tenantId, q.acno, q.partno) };
  });

  serve(app, VoterApi.prabhagList, async ({ req, query: q }) => {
    return { prabhaglist: await prabhagList(database, req.auth.tenantId, q.acno) };
  });

  serve(app, VoterApi.vcenterList, async ({ req, query: q }) => {
    return { vcenterlist: await vcenterList(database, req.auth.tenantId, q.acno) };
  });

  serve(app, VoterApi.areaWiseList, async ({ req, query: q }) => {
    return { areawiselist: await areaWiseList(database, req.auth.tenantId, q.acno) };
  });

  serve(app, VoterApi.votersListAtoz, async ({ req, query: q }) => {
    const { groups, total } = await atoz(database, { ...q, tenantId: req.auth.tenantId, partnos: partWithin(q.partno, readableParts(req.auth)) });
    return { voterslist: groups, total, letter: q.letter ?? null, page: q.page, pageSize: q.pageSize };
  });

  serve(app, VoterApi.voterInfoFamilyDetails, async ({ req, query: q }) => {
    const tenantId = req.auth.tenantId;
    const parts = readableParts(req.auth);
    const core = readable(await voterCore(database, tenantId, q.id), parts);
    const [voter] = await votersByIds(database, tenantId, [core.id]);
    const info = (await voterInfoRecords(database, tenantId, [core.id])).get(core.id) ?? null;
    const members = (await household(database, tenantId, core, core.family_id ?? core.family_key)).filter((m) => Number(m.id) !== core.id);
    let voterslist: VoterSearchResponse['voters'] = [];
    if (q.enfname || q.enlname) {
      const partnos = partWithin(q.partno ?? core.partno, parts);
      const r = await searchVoters(database, { tenantId, acno: core.acno, partnos, term: q.enfname, surname: q.enlname, page: 1, pageSize: 10 });
      voterslist = r.voters;
    }
    // the visits, newest first, with their notes (a phone withheld from a voter who may not be contacted)
    const visits = await visitsOf(database, tenantId, core.id, VISITS_SHOWN);
    return { voter, voter_info: info, family_members: members, voterslist, visit: visits[0] ?? null, visits };
  });

  serve(app, VoterApi.votersFamilyDetailsFamilyidwise, async ({ req, query: q }) => {
    const tenantId = req.auth.tenantId;
    const core = readable(await voterCore(database, tenantId, q.voter_list_id), readableParts(req.auth));
    const familyId = q.family_id ?? core.family_id ?? core.family_key;
    return { voterslist: await household(database, tenantId, core, familyId), family_id: familyId };
  });

  // One more WhatsApp send of a voter's slip, counted in one statement so two sends at once both count.
  serve(app, VoterApi.updateCount, async ({ req, body }) => {
    const actor = req.actor;
    const core = readable(await voterCore(database, actor.tenantId, body.voter_id), readableParts(req.auth));
    return database.db.transaction(async (tx) => {
      const [row] = await database.rows<{ n: number }>(
        sql`update voters set whatsapp_count = whatsapp_count + 1, updated_at = now()
             where tenant_id = ${actor.tenantId} and id = ${core.id} and deleted_at is null returning whatsapp_count as n`,
        tx,
      );
      if (!row) throw notFound();
      const n = Number(row.n);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'voters',
        entity_id: core.id,
        changed: { whatsapp_count: n },
        previous: { whatsapp_count: n - 1 },
      });
      return { ...message('voter.whatsappCounted'), whatsapp_count: n };
    });
  });

  serve(app, VoterApi.reportByAge, async ({ req, query: q }) => {
    const tenantId = req.auth.tenantId;
    const r = await ageReport(database, { ...q, tenantId, partnos: partWithin(q.partno, readableParts(req.auth)) });
    return { voters: await votersByIds(database, tenantId, r.ids), total: r.total, totalCapped: false, page: q.page, pageSize: q.pageSize };
  });

  serve(app, VoterApi.reportByAlign, async ({ req, query: q }) => {
    const tenantId = req.auth.tenantId;
    const r = await alignReport(database, { ...q, tenantId, partnos: partWithin(q.partno, readableParts(req.auth)) });
    return { voters: await votersByIds(database, tenantId, r.ids), total: r.total, totalCapped: false, page: q.page, pageSize: q.pageSize };
  });

  // On the tenant base: the add-details modal's save.
  serve(app, VoterApi.voterInfoAdd, async ({ req, body }) => {
    const tenantId = req.auth.tenantId;
    const parts = readableParts(req.auth);
    const voter = readable(await voterCore(database, tenantId, body.user_id), parts);
    if (body.acno != null && body.acno !== voter.acno) throw badRequest([fieldError('acno', 'validation.acno')]);
    // the chosen voter group must be a live group of this organisation (roles and permissions type 1 field)
    const unknownGroup = await unknownVoterGroup(database.db, tenantId, body.voter_group_id);
    if (unknownGroup.length) throw badRequest(unknownGroup);
    const members: VoterCore[] = [];
    for (const m of body.familyMembers ?? []) {
      if (m.voter_list_id === voter.id || members.some((x) => x.id === m.voter_list_id)) continue;
      members.push(readable(await voterCore(database, tenantId, m.voter_list_id), parts));
    }
    body.familyMembers = (body.familyMembers ?? []).filter((m) => members.some((x) => x.id === m.voter_list_id));
    const saved = await addVoterInfo(database, req.actor, body, voter, members);
    return { msg: text('voters.infoAdded'), voter_info: saved.voter, family_members: saved.members };
  });
}

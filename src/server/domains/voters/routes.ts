// The voter calls (02 §7 Voter API and voter-info-add; issue 4 §4) under the voter prefix
// /api/v1/admin/{tenantId}/{orgId}/{candidateId}; the guard has checked tenant and prefix.
// Any signed-in user of the tenant may search (02 §6 shows no module for it).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as yup from 'yup';
import { VoterPaths, VoterTenantPaths } from '../../../shared/api/voters';
import type {
  AreaWiseListResponse,
  AtozResponse,
  FamilyDetailsResponse,
  FamilyMembersResponse,
  PrabhagListResponse,
  SectionListResponse,
  VcenterListResponse,
  VoterInfoAddResponse,
  VoterReportResponse,
  VoterSearchResponse,
} from '../../../shared/api/voters';
import {
  acnoQuerySchema,
  acnoSearchQuerySchema,
  ageReportQuerySchema,
  alignReportQuerySchema,
  atozQuerySchema,
  familyDetailsQuerySchema,
  familyMembersQuerySchema,
  optionalAcnoQuerySchema,
  voterInfoAddSchema,
  voterSearchQuerySchema,
} from '../../../shared/schemas/voters';
import { badRequest, fieldError, notFound, text, validate } from '../../http';
import { T, V, type Deps } from '../../deps';
import { searchVoters, type SearchResult, type SearchScope } from './search';
import {
  addVoterInfo,
  ageReport,
  alignReport,
  areaWiseList,
  atoz,
  household,
  prabhagList,
  scopeParts,
  sectionList,
  vcenterList,
  voterCore,
  type VoterCore,
} from './queries';
import { voterInfoRecords, votersByIds } from './rows';
import voterUploadRoutes from './upload';
import { assertVoterGroup } from '../voterGroups/queries';

/** The answer of every search, with the shape used in a header (the benchmark records it). */
async function answer(deps: Deps, reply: FastifyReply, tenantId: number, r: SearchResult, s: SearchScope): Promise<VoterSearchResponse> {
  reply.header('x-search-plan', r.plan);
  return { voters: await votersByIds(deps.database, tenantId, r.ids), total: r.total, totalCapped: r.totalCapped, page: s.page, pageSize: s.pageSize };
}

export default function voterRoutes(app: FastifyInstance, deps: Deps) {
  const { database } = deps;
  // The roll upload of the console (admins only), in its own file.
  voterUploadRoutes(app, deps);

  // One handler for the searches; `schema` decides which filters a path requires.
  const search =
    (schema: yup.AnyObjectSchema, opts: { withoutInfo?: boolean } = {}) =>
    async (req: FastifyRequest, reply: FastifyReply): Promise<VoterSearchResponse> => {
      const q = await validate(schema, req.query ?? {});
      const tenantId = req.auth.tenantId;
      const partnos = await scopeParts(database, tenantId, q);
      const scope: SearchScope = {
        tenantId,
        acno: q.acno,
        partnos,
        section: q.section,
        fromAge: q.fromAge,
        toAge: q.toAge,
        gender: q.gender,
        term: q.enfname,
        surname: q.enlname,
        withoutInfo: opts.withoutInfo,
        page: q.page,
        pageSize: q.pageSize,
      };
      return answer(deps, reply, tenantId, await searchVoters(database, scope), scope);
    };

  app.get(V(VoterPaths.searchVoters), search(voterSearchQuerySchema));
  app.get(V(VoterPaths.votersList), search(voterSearchQuerySchema));
  app.get(V(VoterPaths.searchAcnoVoters), search(acnoSearchQuerySchema));
  app.get(V(VoterPaths.searchSectionVoters), search(acnoSearchQuerySchema));
  app.get(V(VoterPaths.searchVcenterVoters), search(acnoSearchQuerySchema));
  app.get(V(VoterPaths.searchAcnoWithoutVotersFamily), search(acnoSearchQuerySchema, { withoutInfo: true }));

  app.get(V(VoterPaths.sectionList), async (req): Promise<SectionListResponse> => {
    const q = await validate(acnoQuerySchema, req.query ?? {});
    return { sectionlist: await sectionList(database, req.auth.tenantId, q.acno, q.partno) };
  });

  app.get(V(VoterPaths.prabhagList), async (req): Promise<PrabhagListResponse> => {
    const q = await validate(optionalAcnoQuerySchema, req.query ?? {});
    return { prabhaglist: await prabhagList(database, req.auth.tenantId, q.acno) };
  });

  app.get(V(VoterPaths.vcenterList), async (req): Promise<VcenterListResponse> => {
    const q = await validate(optionalAcnoQuerySchema, req.query ?? {});
    return { vcenterlist: await vcenterList(database, req.auth.tenantId, q.acno) };
  });

  app.get(V(VoterPaths.areaWiseList), async (req): Promise<AreaWiseListResponse> => {
    const q = await validate(acnoQuerySchema, req.query ?? {});
    return { areawiselist: await areaWiseList(database, req.auth.tenantId, q.acno) };
  });

  app.get(V(VoterPaths.votersListAtoz), async (req): Promise<AtozResponse> => {
    const q = await validate(atozQuerySchema, req.query ?? {});
    const { groups, total } = await atoz(database, { ...q, tenantId: req.auth.tenantId });
    return { voterslist: groups, total, letter: q.letter ?? null, page: q.page, pageSize: q.pageSize };
  });

  app.get(V(VoterPaths.voterInfoFamilyDetails), async (req): Promise<FamilyDetailsResponse> => {
    const q = await validate(familyDetailsQuerySchema, req.query ?? {});
    const tenantId = req.auth.tenantId;
    const core = await voterCore(database, tenantId, q.id);
    if (!core) throw notFound();
    const [voter] = await votersByIds(database, tenantId, [core.id]);
    const info = (await voterInfoRecords(database, tenantId, [core.id])).get(core.id) ?? null;
    const members = (await household(database, tenantId, core, core.family_id ?? core.family_key)).filter((m) => Number(m.id) !== core.id);
    let voterslist: FamilyDetailsResponse['voterslist'] = [];
    if (q.enfname || q.enlname) {
      const partno = q.partno ?? core.partno;
      const r = await searchVoters(database, { tenantId, acno: core.acno, partnos: [partno], term: q.enfname, surname: q.enlname, page: 1, pageSize: 10 });
      voterslist = await votersByIds(database, tenantId, r.ids);
    }
    return { voter, voter_info: info, family_members: members, voterslist };
  });

  app.get(V(VoterPaths.votersFamilyDetailsFamilyidwise), async (req): Promise<FamilyMembersResponse> => {
    const q = await validate(familyMembersQuerySchema, req.query ?? {});
    const tenantId = req.auth.tenantId;
    const core = await voterCore(database, tenantId, q.voter_list_id);
    if (!core) throw notFound();
    const familyId = q.family_id ?? core.family_id ?? core.family_key;
    return { voterslist: await household(database, tenantId, core, familyId), family_id: familyId };
  });

  app.get(V(VoterPaths.reportByAge), async (req): Promise<VoterReportResponse> => {
    const q = await validate(ageReportQuerySchema, req.query ?? {});
    const tenantId = req.auth.tenantId;
    const r = await ageReport(database, { ...q, tenantId });
    return { voters: await votersByIds(database, tenantId, r.ids), total: r.total, totalCapped: false, page: q.page, pageSize: q.pageSize };
  });

  app.get(V(VoterPaths.reportByAlign), async (req): Promise<VoterReportResponse> => {
    const q = await validate(alignReportQuerySchema, req.query ?? {});
    const tenantId = req.auth.tenantId;
    const r = await alignReport(database, { ...q, tenantId });
    return { voters: await votersByIds(database, tenantId, r.ids), total: r.total, totalCapped: false, page: q.page, pageSize: q.pageSize };
  });

  // Tenant base (02 §7 Voter groups): the add-details modal's save.
  app.post(T(VoterTenantPaths.voterInfoAdd), async (req): Promise<VoterInfoAddResponse> => {
    const body = await validate(voterInfoAddSchema, req.body);
    const tenantId = req.auth.tenantId;
    const voter = await voterCore(database, tenantId, body.user_id);
    if (!voter) throw notFound();
    if (body.acno != null && body.acno !== voter.acno) throw badRequest([fieldError('acno', 'validation.acno')]);
    // the chosen voter group must be a live group of this organisation (02 §6 type 1 field)
    await assertVoterGroup(database.db, tenantId, body.voter_group_id);
    const members: VoterCore[] = [];
    for (const m of body.familyMembers ?? []) {
      if (m.voter_list_id === voter.id || members.some((x) => x.id === m.voter_list_id)) continue;
      const core = await voterCore(database, tenantId, m.voter_list_id);
      if (!core) throw notFound();
      members.push(core);
    }
    body.familyMembers = (body.familyMembers ?? []).filter((m) => members.some((x) => x.id === m.voter_list_id));
    const saved = await addVoterInfo(database, req.actor, body, voter, members);
    return { msg: text('voters.infoAdded'), voter_info: saved.voter, family_members: saved.members };
  });
}

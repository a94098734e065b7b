// Consent, do-not-contact, and the admins' export and erasure of one voter, on every database
// kind: who and when come from the server, a voter who may not be contacted has no phone in any
// row a screen lists, the export holds everything the organisation holds about the voter and
// nothing of another, the erasure clears what was collected and keeps the roll, and another
// organisation's voter is a 404 that changes nothing.
import { sql } from 'drizzle-orm';
import { slotJoin } from '../../db/slots';
import { auth, dbKinds, fieldOrganisation, importRoll, login, makeStaff, startHarness, tenantCaller, type Harness } from '../../test/harness';
import { VoterApi, type VoterRow } from '../../../shared/api/voters';
import { VoterPrivacyApi, type VoterConsent, type VoterErased, type VoterExport } from '../../../shared/api/voterPrivacy';

type Org = Awaited<ReturnType<typeof fieldOrganisation>>;
interface Voter {
  id: number;
  partno: number;
  slnoinpart: number;
  family_key: string | null;
}

const HOUR = 3600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

describe.each(dbKinds())('voter consent, export and erasure on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  let staff: { id: number; token: string };
  let votersA: Voter[], votersB: Voter[];
  const call = tenantCaller(() => h);
  /** A voter path: the organisation and (no) candidate after the tenant base. */
  const vp = (o: Org, path: string) => `/${o.tenantId}/0${path}`;
  const consentPath = (id: number | string) => VoterPrivacyApi.setConsent.path.replace(':id', String(id));
  const exportPath = (id: number | string) => VoterPrivacyApi.exportVoter.path.replace(':id', String(id));
  const erasePath = (id: number | string) => VoterPrivacyApi.erase.path.replace(':id', String(id));
  const load = (tenantId: number) =>
    h.database.rows<Voter>(sql`select v.id::int as id, v.partno, vs.slnoinpart, v.family_key from voters v ${slotJoin()}
        where v.tenant_id = ${tenantId} order by v.partno, vs.slnoinpart`);
  const audited = async () => (await h.database.rows<{ n: number }>(sql`select count(*)::int as n from audit_log`))[0].n;
  const infoRow = async (tenantId: number, voterId: number) =>
    (
      await h.database.rows<Record<string, unknown>>(
        sql`select id::int as id, phone_no, address, category, religion, align_with_party, align_with_candidate, voter_group_id, family_id, details,
                   consent, consent_by::int as consent_by, extract(epoch from consent_at) * 1000 as consent_ms, do_not_contact
              from voter_info where tenant_id = ${tenantId} and voter_id = ${voterId}`,
      )
    )[0];
  /** A checksum of an organisation's rows in the tables this file writes. */
  const checksum = async (tenantId: number) => {
    const out: string[] = [];
    for (const t of ['voters', 'voter_info', 'survey_responses', 'survey_answers', 'vote_marks']) {
      const [r] = await h.database.rows<{ s: string }>(
        sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as s from ${sql.identifier(t)} x where tenant_id = ${tenantId}`,
      );
      out.push(r.s);
    }
    return out.join(',');
  };
  const rowOf = async (o: Org, voter: Voter): Promise<VoterRow> => {
    const res = await call(o, 'GET', vp(o, VoterApi.searchAcnoVoters.path) + `?acno=38&partno=${voter.partno}&pageSize=100`);
    expect(res.statusCode).toBe(200);
    return (res.json().voters as VoterRow[]).find((v) => v.id === voter.id)!;
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    [a, b] = [await fieldOrganisation(h, []), await fieldOrganisation(h, [])];
    await importRoll(h, a, { acno: 38, parts: 2, perPart: 30, seed: 31 });
    await importRoll(h, b, { acno: 38, parts: 1, perPart: 20, seed: 32 });
    [votersA, votersB] = [await load(a.tenantId), await load(b.tenantId)];
    // field staff: the roll's module, not the admins' rights
    const s = await makeStaff(h, a.tenantId, ['Voters']);
    staff = { id: s.id, token: (await login(h, s.email)).token };
  });
  afterAll(() => h?.close());

  it.each([
    [{}, 'consent'],
    [{ consent: 'maybe' }, 'consent'],
    [{ consent: 'GIVEN' }, 'consent'],
    [{ consent: { $ne: null } }, 'consent'],
    [{ do_not_contact: 'perhaps' }, 'do_not_contact'],
    [{ do_not_contact: ['x'] }, 'do_not_contact'],
    [{ consent: null, do_not_contact: null }, 'consent'],
  ])('refuses consent %j with a 400 naming %s, and writes nothing', async (body, code) => {
    const before = { audit: await audited(), a: await checksum(a.tenantId) };
    const res = await call(a, 'PUT', consentPath(votersA[0].id), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { code: string }) => e.code)).toContain(code);
    expect(res.json().errors[0].key).toMatch(/^(consent|validation)\./);
    expect(await audited()).toBe(before.audit);
    expect(await checksum(a.tenantId)).toBe(before.a);
  });

  it('answers 400 for an id that is not one, and 404 for a voter the organisation does not hold', async () => {
    for (const path of [consentPath('abc'), exportPath('-1'), erasePath('1.5')]) {
      const method = path.startsWith('/voter-export') ? 'GET' : 'PUT';
      const res = await call(a, method, path, method === 'PUT' && path.startsWith('/voter-consent') ? { consent: 'given' } : undefined);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('id');
    }
    expect((await call(a, 'GET', consentPath(99_999_999))).statusCode).toBe(404);
    expect((await call(a, 'PUT', consentPath(99_999_999), { consent: 'given' })).statusCode).toBe(404);
  });

  it("records consent with the server's time and the session's user, whatever the payload says", async () => {
    const voter = votersA[1];
    const reached = async () =>
      (
        await h.database.rows<{ n: number }>(sql`select voters_reached as n from voting_centres where tenant_id = ${a.tenantId} and partno = ${voter.partno}`)
      )[0].n;
    const reachedBefore = await reached();
    const started = Date.now();
    // staff whose role holds the Voters module may record it (as they may collect details)
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/${a.tenantId}${consentPath(voter.id)}`,
      headers: auth(staff.token),
      payload: { consent: 'given', consent_at: '2001-01-01T00:00:00Z', consent_by: a.adminId, do_not_contact: false },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { msg: string; key: string; consent: VoterConsent };
    expect(body).toMatchObject({ msg: 'Consent saved.', key: 'consent.saved' });
    expect(body.consent).toMatchObject({
      voter_id: voter.id,
      consent: 'given',
      consent_by: staff.id,
      consent_by_details: { f_name: 'Staff' },
      do_not_contact: false,
      contact_block: null,
    });
    const at = Date.parse(body.consent.consent_at!);
    expect(at).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    const row = await infoRow(a.tenantId, voter.id);
    expect(row).toMatchObject({ consent: 'given', consent_by: staff.id, do_not_contact: false, phone_no: null });
    expect(Math.abs(Number(row.consent_ms) - at)).toBeLessThan(1000);
    // a consent row is the voter reached, as any details row is
    expect(await reached()).toBe(reachedBefore + 1);
    expect((await call(a, 'GET', consentPath(voter.id))).json().consent).toEqual(body.consent);

    const audit = await h.database.rows<{ user_id: number; action: string; entity: string; entity_id: string; changed: Record<string, unknown> }>(
      sql`select user_id::int as user_id, action, entity, entity_id, changed from audit_log where tenant_id = ${a.tenantId} and action = 'consent'`,
    );
    expect(audit).toEqual([
      {
        user_id: staff.id,
        action: 'consent',
        entity: 'voter_info',
        entity_id: String(row.id),
        changed: expect.objectContaining({ voter_id: voter.id, consent: 'given' }),
      },
    ]);

    // the same again changes nothing: neither the record nor the log
    const count = await audited();
    await new Promise((r) => setTimeout(r, 20));
    const again = await call(a, 'PUT', consentPath(voter.id), { consent: 'given' });
    expect(again.json().consent.consent_at).toBe(body.consent.consent_at);
    expect(again.json().consent.consent_by).toBe(staff.id);
    expect(await audited()).toBe(count);
  });

  it('blocks calls and WhatsApp for a voter who withdrew consent or asked not to be contacted: no row a screen lists carries a phone', async () => {
    const voter = votersA.find((v) => v.partno === 2 && v.family_key)!;
    await h.database.rows(sql`update voters set mobile = '+919800000001' where tenant_id = ${a.tenantId} and id = ${voter.id}`);
    const saved = await call(a, 'POST', '/voter-info-add', { user_id: voter.id, phone_no: '9822012345', align_with_party: 'yes', voter_group_id: a.groupId });
    expect(saved.statusCode).toBe(200);
    const open = await rowOf(a, voter);
    expect(open).toMatchObject({ contact_block: null, mobile: '+919800000001', voterInfo: expect.objectContaining({ phone_no: '+919822012345' }) });

    const withdrawn = await call(a, 'PUT', consentPath(voter.id), { consent: 'withdrawn' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().consent).toMatchObject({ consent: 'withdrawn', consent_by: a.adminId, contact_block: 'withdrawn' });

    const lists: Array<[string, () => Promise<VoterRow | undefined>]> = [
      ['search', () => rowOf(a, voter)],
      [
        'alignment report',
        async () =>
          ((await call(a, 'GET', vp(a, VoterApi.reportByAlign.path) + `?acno=38&partno=2&align_with_party=yes`)).json().voters as VoterRow[]).find(
            (v) => v.id === voter.id,
          ),
      ],
      [
        'household',
        async () =>
          ((await call(a, 'GET', vp(a, VoterApi.votersFamilyDetailsFamilyidwise.path) + `?voter_list_id=${voter.id}`)).json().voterslist as VoterRow[]).find(
            (v) => v.id === voter.id,
          ),
      ],
      ['voter group', async () => ((await call(a, 'GET', `/voters-group/voters/${a.groupId}`)).json().voters as VoterRow[]).find((v) => v.id === voter.id)],
      ['details', async () => (await call(a, 'GET', vp(a, VoterApi.voterInfoFamilyDetails.path) + `?id=${voter.id}`)).json().voter as VoterRow],
    ];
    for (const [name, read] of lists) {
      const row = await read();
      expect([name, row]).toEqual([
        name,
        expect.objectContaining({ contact_block: 'withdrawn', mobile: null, voterInfo: expect.objectContaining({ phone_no: null }) }),
      ]);
    }
    // the details form still holds what was collected, to correct or erase it
    const details = await call(a, 'GET', vp(a, VoterApi.voterInfoFamilyDetails.path) + `?id=${voter.id}`);
    expect(details.json().voter_info.phone_no).toBe('+919822012345');
    // saving the details again keeps the consent
    await call(a, 'POST', '/voter-info-add', { user_id: voter.id, phone_no: '9822012345', align_with_party: 'no' });
    expect((await call(a, 'GET', consentPath(voter.id))).json().consent.consent).toBe('withdrawn');

    // do-not-contact holds whatever the consent says (an admin lifts a withdrawal, and later the flag, each with its reason)
    await call(a, 'PUT', consentPath(voter.id), { consent: 'given', do_not_contact: true, reason: 'Asked to be told of the ward sabha' });
    expect(await rowOf(a, voter)).toMatchObject({ contact_block: 'do_not_contact', mobile: null });
    const lifted = await call(a, 'PUT', consentPath(voter.id), { do_not_contact: false, reason: 'Asked for calls again' });
    expect(lifted.json().consent).toMatchObject({ consent: 'given', do_not_contact: false, contact_block: null });
    expect(await rowOf(a, voter)).toMatchObject({
      contact_block: null,
      mobile: '+919800000001',
      voterInfo: expect.objectContaining({ phone_no: '+919822012345' }),
    });
    await call(a, 'PUT', consentPath(voter.id), { do_not_contact: true });
  });

  describe('export and erasure', () => {
    let voter: Voter;
    let surveyId: number;
    let questionId: number;
    let exported: VoterExport;

    beforeAll(async () => {
      voter = votersA.find((v) => v.partno === 1 && v.slnoinpart === 5)!;
      const event = await call(a, 'POST', '/events/add', {
        event_name: 'Ward sabha',
        event_start: '2026-12-05 11:30',
        event_end: '2026-12-05 14:00',
        area_id: a.areaId,
        location: { type: 'Point', coordinates: [77.76, 20.92] },
        voter_group_id: a.groupId,
        first_contact: a.adminId,
        candidate_id: a.adminId,
      });
      questionId = (
        await call(a, 'POST', '/survey-questions/add', {
          question: 'Is water reaching your lane?',
          option1: 'Yes',
          option2: 'Some days',
          option3: 'No',
          answer1: 2,
          answer2: 0,
          answer3: -2,
          location: a.areaId,
          start_date: '2026-12-01 09:00',
          end_date: '2026-12-31 18:00',
        })
      ).json().surveyQuestion.id;
      const survey = await call(a, 'POST', '/surveys/add', {
        survey_name: 'Water survey',
        area_id: a.areaId,
        event_id: event.json().event.id,
        valid_from: iso(-24 * HOUR),
        valid_to: iso(24 * HOUR),
        location: { type: 'Point', coordinates: [77.76, 20.92] },
        location_name: 'Rajapeth, Amravati',
        survey_description: 'Drinking water in the ward',
        questions: [questionId],
      });
      expect(survey.statusCode).toBe(201);
      surveyId = survey.json().survey.id;
      expect(
        (await call(a, 'POST', '/survey-answers', { survey_id: surveyId, voter_id: voter.id, answers: [{ question_id: questionId, option: 2 }] })).statusCode,
      ).toBe(201);
      const details = await call(a, 'POST', '/voter-info-add', {
        user_id: voter.id,
        phone_no: '9822055555',
        address: 'Rajapeth, Amravati',
        category: 'OBC',
        religion: 'Hindu',
        align_with_party: 'yes',
        align_with_candidate: 'no',
        family_types: 'joint',
        voter_group_id: a.groupId,
        family_id: 'HOUSE-9',
      });
      expect(details.statusCode).toBe(200);
      await call(a, 'PUT', consentPath(voter.id), { consent: 'given' });
      // a vote mark of poll day, as the booth agent's screen writes it
      await h.database.rows(sql`insert into vote_marks (tenant_id, poll_date, voter_id, acno, partno, slnoinpart, marked_by)
                                values (${a.tenantId}, '2026-12-10', ${voter.id}, 38, 1, 5, ${a.adminId})`);
      // B's log naming A's voter id must never reach A's file
      await h.database.rows(sql`insert into audit_log (tenant_id, user_id, action, entity, entity_id, changed)
                                values (${b.tenantId}, ${b.adminId}, 'update', 'voters', ${String(voter.id)}, '{"secret":"of B"}'::jsonb)`);
    });

    it('exports everything the organisation holds about the voter, audited, and nothing of another organisation', async () => {
      const before = await audited();
      const res = await call(a, 'GET', exportPath(voter.id));
      expect(res.statusCode).toBe(200);
      exported = res.json() as VoterExport;
      expect(exported.organisation.id).toBe(a.tenantId);
      expect(exported.voter).toMatchObject({ id: voter.id, acno: 38, partno: 1, slnoinpart: 5, deleted_at: null });
      expect(exported.voter.fm_name_en).toEqual(expect.any(String));
      expect(exported.voter.epic_no).toMatch(/^[A-Z]{3}\d{7}$/);
      expect(exported.voter).not.toHaveProperty('tenant_id');
      expect(exported.collected_details).toMatchObject({
        phone_no: '+919822055555',
        address: 'Rajapeth, Amravati',
        category: 'OBC',
        religion: 'Hindu',
        align_with_party: 'yes',
        align_with_candidate: 'no',
        family_id: 'HOUSE-9',
        voter_group_id: a.groupId,
        details: expect.objectContaining({ family_types: 'joint' }),
        created_by: a.adminId,
        created_by_details: { f_name: 'Asha', l_name: 'Patil' },
      });
      expect(exported.consent).toMatchObject({ consent: 'given', consent_by: a.adminId, contact_block: null });
      expect(exported.voter_group).toMatchObject({ id: a.groupId, voter_group_name: 'Market vendors' });
      expect(exported.survey_responses).toEqual([
        expect.objectContaining({
          survey_id: surveyId,
          survey_name: 'Water survey',
          collected_by: a.adminId,
          deleted_at: null,
          answers: [{ question_id: questionId, question: 'Is water reaching your lane?', option: 2, option_text: 'Some days' }],
        }),
      ]);
      expect(exported.vote_marks).toEqual([
        expect.objectContaining({ poll_date: '2026-12-10', partno: 1, slnoinpart: 5, marked_by: a.adminId, deleted_at: null }),
      ]);
      const actions = exported.audit.map((r) => `${r.entity}:${r.action}`);
      expect(actions).toEqual(expect.arrayContaining(['voter_info:create', 'voter_info:consent', 'survey_responses:answer']));
      // nothing of B: every audit row is A's, and B's row naming the same id is not there
      const ids = exported.audit.map((r) => r.id);
      const owners = await h.database.rows<{ tenant_id: number }>(sql`select distinct tenant_id from audit_log where id = any(${sql.param(ids)}::bigint[])`);
      expect(owners.map((o) => Number(o.tenant_id))).toEqual([a.tenantId]);
      expect(JSON.stringify(exported)).not.toContain('of B');
      expect(exported.audit.every((r) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(r.at))).toBe(true);
      // the export itself is audited, once
      expect(await audited()).toBe(before + 1);
      const [log] = await h.database.rows<{ action: string; entity: string; entity_id: string; user_id: number }>(
        sql`select action, entity, entity_id, user_id::int as user_id from audit_log where tenant_id = ${a.tenantId} order by id desc limit 1`,
      );
      expect(log).toEqual({ action: 'export', entity: 'voters', entity_id: String(voter.id), user_id: a.adminId });
    });

    it('exports a voter a revised roll removed, who is still the organisation’s', async () => {
      const removed = votersA[votersA.length - 1];
      await h.database.rows(sql`update voters set deleted_at = now() where tenant_id = ${a.tenantId} and id = ${removed.id}`);
      try {
        const res = await call(a, 'GET', exportPath(removed.id));
        expect(res.statusCode).toBe(200);
        expect((res.json() as VoterExport).voter.deleted_at).toMatch(/Z$/);
        expect((await call(a, 'PUT', consentPath(removed.id), { do_not_contact: true })).statusCode).toBe(200);
      } finally {
        await h.database.rows(sql`update voters set deleted_at = null where tenant_id = ${a.tenantId} and id = ${removed.id}`);
      }
    });

    it('lets only the organisation’s admins export or erase', async () => {
      const before = await audited();
      for (const [method, path] of [
        ['GET', exportPath(voter.id)],
        ['PUT', erasePath(voter.id)],
      ] as const) {
        const res = await h.app.inject({ method, url: `/api/v1/admin/${a.tenantId}${path}`, headers: auth(staff.token) });
        expect(res.statusCode).toBe(403);
      }
      expect(await audited()).toBe(before);
    });

    it("answers 404 for another organisation's voter and changes nothing there or here", async () => {
      const foreign = votersB[0];
      await call(b, 'POST', '/voter-info-add', { user_id: foreign.id, phone_no: '9822066666', align_with_party: 'yes' });
      await call(b, 'PUT', consentPath(foreign.id), { consent: 'given' });
      const before = { audit: await audited(), a: await checksum(a.tenantId), b: await checksum(b.tenantId) };
      const tries: Array<[string, string, object | undefined]> = [
        ['GET', consentPath(foreign.id), undefined],
        ['PUT', consentPath(foreign.id), { consent: 'withdrawn', do_not_contact: true }],
        ['GET', exportPath(foreign.id), undefined],
        ['PUT', erasePath(foreign.id), undefined],
      ];
      for (const [method, path, payload] of tries) {
        const res = await call(a, method as 'GET' | 'PUT', path, payload);
        expect([method, path, res.statusCode]).toEqual([method, path, 404]);
        expect(res.body).not.toContain('9822066666');
      }
      // B's session on A's paths
      expect((await call(a, 'PUT', erasePath(voter.id), undefined, b.token)).statusCode).toBe(403);
      expect(await audited()).toBe(before.audit);
      expect(await checksum(a.tenantId)).toBe(before.a);
      expect(await checksum(b.tenantId)).toBe(before.b);
    });

    it('erases what was collected, keeps the roll entry, the details row, consent and do-not-contact, and audits it without the values', async () => {
      const rollBefore = await h.database.rows(sql`select * from voters where tenant_id = ${a.tenantId} and id = ${voter.id}`);
      const infoBefore = await infoRow(a.tenantId, voter.id);
      const before = await audited();
      const res = await call(a, 'PUT', erasePath(voter.id));
      expect(res.statusCode).toBe(200);
      const body = res.json() as VoterErased;
      expect(body).toMatchObject({
        key: 'voterPrivacy.erased',
        erased: { details: true, survey_responses: 1 },
        consent: { consent: 'given', consent_by: a.adminId },
      });

      expect(await h.database.rows(sql`select * from voters where tenant_id = ${a.tenantId} and id = ${voter.id}`)).toEqual(rollBefore);
      const info = await infoRow(a.tenantId, voter.id);
      expect(info).toEqual({
        ...infoBefore,
        phone_no: null,
        address: null,
        category: null,
        religion: null,
        align_with_party: null,
        align_with_candidate: null,
        voter_group_id: null,
        family_id: null,
        details: {},
      });
      const answers = await h.database.rows(sql`select 1 from survey_answers where tenant_id = ${a.tenantId} and question_id = ${questionId}`);
      expect(answers).toEqual([]);
      const [response] = await h.database.rows<{ deleted: boolean }>(
        sql`select deleted_at is not null as deleted from survey_responses where tenant_id = ${a.tenantId} and voter_id = ${voter.id}`,
      );
      expect(response.deleted).toBe(true);
      // the survey's results no longer count the answer
      const results = (await call(a, 'GET', `/surveys/results/${surveyId}`)).json().results;
      expect(results.responses).toBe(0);
      expect(results.questions[0].options.map((o: { count: number }) => o.count)).toEqual([0, 0, 0]);

      expect(await audited()).toBe(before + 1);
      const [log] = await h.database.rows<{ action: string; entity: string; entity_id: string; changed: Record<string, unknown>; previous: unknown }>(
        sql`select action, entity, entity_id, changed, previous from audit_log where tenant_id = ${a.tenantId} order by id desc limit 1`,
      );
      expect(log).toMatchObject({ action: 'erase', entity: 'voters', entity_id: String(voter.id), previous: null });
      expect(log.changed).toMatchObject({ voter_info_id: info.id, fields: expect.arrayContaining(['phone_no', 'address', 'religion', 'details']) });
      expect(JSON.stringify(log.changed)).not.toMatch(/9822055555|Rajapeth|OBC|Hindu/);

      // the export now holds the cleared row, no answers, and the erase in its log
      const after = (await call(a, 'GET', exportPath(voter.id))).json() as VoterExport;
      expect(after.collected_details).toMatchObject({ id: info.id, phone_no: null, address: null, religion: null, details: {} });
      expect(after.voter_group).toBeNull();
      expect(after.survey_responses).toEqual([expect.objectContaining({ answers: [], deleted_at: expect.stringMatching(/Z$/) })]);
      expect(after.voter).toEqual({ ...exported.voter });
      expect(after.audit.map((r) => r.action)).toEqual(expect.arrayContaining(['export', 'erase']));

      // erasing again finds nothing more to erase
      const again = (await call(a, 'PUT', erasePath(voter.id))).json() as VoterErased;
      expect(again.erased).toEqual({ details: true, survey_responses: 0 });
    });

    it('erases a voter with nothing collected without making a details row', async () => {
      const untouched = votersA.find((v) => v.partno === 1 && v.slnoinpart === 20)!;
      const res = await call(a, 'PUT', erasePath(untouched.id));
      expect(res.statusCode).toBe(200);
      expect(res.json().erased).toEqual({ details: false, survey_responses: 0 });
      expect(await infoRow(a.tenantId, untouched.id)).toBeUndefined();
    });
  });
});

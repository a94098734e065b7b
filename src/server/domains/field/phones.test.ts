// Fifty phones syncing at once, on every database kind: ten pages of five workers each, every
// worker sending twenty changes (visits, and details that their page committee also changes) twice
// at the same moment, as a phone does when it resends a batch whose answer it did not get. Counted
// in SQL afterwards: every change applied exactly once (0 duplicates, 0 lost), each once in the
// audit, and each voter's details the value of the last write the server received.
import { sql } from 'drizzle-orm';
import { dbKinds, useHarness, type Harness } from '../../test/harness';
import type { ChangeResult } from '../../../shared/api/field';
import { COMMITTEE_MAX } from '../../../shared/schemas/field';
import { caller, change, count, orgWithRoll, partVoters, sync, worker, type Org, type Worker } from './fixtures';

const PHONES = 50;
const PAGE = 30;
const PER_PHONE = 20;

// fifty workers sign in (argon2 each) and two thousand changes are sent on a shared machine
jest.setTimeout(600_000);

describe.each(dbKinds())('fifty phones syncing at once on %s', (kind) => {
  let h: Harness, a: Org;
  let phones: Array<{ w: Worker; page: number[] }>;
  const call = caller(() => h);

  useHarness(kind, async (started) => {
    h = started;
    const pages = PHONES / COMMITTEE_MAX;
    a = await orgWithRoll(h, 1, pages * PAGE, 36);
    const ids = (await partVoters(h, a.tenantId, 1)).map((v) => Number(v.id));
    phones = [];
    for (let i = 0; i < PHONES; i++) {
      const p = Math.floor(i / COMMITTEE_MAX);
      const w = await worker(h, a);
      const res = await call(a, 'POST', '/field/assignments/add', { user_id: w.id, acno: 38, partno: 1, from: p * PAGE + 1, to: (p + 1) * PAGE });
      expect(res.statusCode).toBe(201);
      phones.push({ w, page: ids.slice(p * PAGE, (p + 1) * PAGE) });
    }
  });

  it('applies every change exactly once: 0 duplicates, 0 lost, the last received write standing', async () => {
    const batches = phones.map(({ page }, i) =>
      Array.from({ length: PER_PHONE }, (_, k) => {
        const voter = page[(i * 7 + k * 3) % PAGE];
        // details of voters the committee shares, so workers of a page write the same fields
        return k % 2
          ? change(voter, 'details', { align_with_party: ['yes', 'no', 'prefer_not_to_say'][(i + k) % 3], category: `W${i}` })
          : change(voter, 'visit', { outcome: 'met' });
      }),
    );
    const sent = batches.flat();
    // each phone sends its batch twice at once: the first send and a resend racing it
    const answers = await Promise.all(phones.flatMap(({ w }, i) => [sync(h, w, batches[i]), sync(h, w, batches[i])]));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const byId = new Map<string, ChangeResult[]>();
    for (const r of answers.flatMap((x) => x.body.results)) byId.set(r.id!, [...(byId.get(r.id!) ?? []), r]);
    // of the two answers of each change, one applied it and the other found it
    const wrong = sent.filter(
      (c) =>
        byId
          .get(c.id)
          ?.map((r) => r.state)
          .sort()
          .join() !== 'applied,duplicate',
    );
    expect(wrong).toEqual([]);

    const ids = sql`(${sql.join(
      sent.map((c) => sql`${c.id}::uuid`),
      sql`, `,
    )})`;
    expect(await count(h, 'field_changes', a.tenantId, sql`id in ${ids} and state = 'applied'`)).toBe(sent.length);
    const [lost] = await h.database.rows<{ n: number }>(
      sql`select count(*)::int as n from unnest(${sql.param(sent.map((c) => c.id))}::uuid[]) as s(id)
           where not exists (select 1 from field_changes f where f.tenant_id = ${a.tenantId} and f.id = s.id)`,
    );
    expect(lost.n).toBe(0);
    expect(await count(h, 'voter_visits', a.tenantId)).toBe(sent.filter((c) => c.kind === 'visit').length);
    const [audit] = await h.database.rows<{ n: number; changes: number }>(
      sql`select count(*)::int as n, count(distinct changed->>'field_change')::int as changes from audit_log
           where tenant_id = ${a.tenantId} and changed ? 'field_change'`,
    );
    expect(audit).toEqual({ n: sent.length, changes: sent.length });
    // each voter's details hold what the last audited write of them says
    const [disagree] = await h.database.rows<{ n: number }>(
      sql`select count(*)::int as n from voter_info i
           where i.tenant_id = ${a.tenantId}
             and row(i.align_with_party, i.category) is distinct from (
               select row(l.changed->>'align_with_party', l.changed->>'category') from audit_log l
                where l.tenant_id = i.tenant_id and l.entity = 'voter_info' and l.entity_id = i.id::text order by l.id desc limit 1)`,
    );
    expect(disagree.n).toBe(0);
  });
});

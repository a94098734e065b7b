// The voter slips' route: a part, a serial range, a voter group, chosen voters or a search's whole
// result, with the candidate of the voter prefix on every slip. Voters who withdrew consent or
// asked not to be contacted get no slip; the cover counts them.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { PaperApi } from '../../../shared/api/paper';
import { isSearchPrint, SLIPS_MAX, type RollLanguage } from '../../../shared/schemas/paper';
import { users, voterGroups, votingCentres } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest, fieldError } from '../../http';
import { serve } from '../../route';
import { tenantFolder } from '../../uploads';
import { assertVoterGroup } from '../voterGroups/queries';
import { readableParts } from '../voters/partAccess';
import { matchingVoterIds } from '../voters/search';
import { matchScope } from '../voters/searchScope';
import { attachment, partScope, printedAt } from './printing';
import { paperVoters, type Selection } from './queries';
import { searchedFor, slipsPdf, type Candidate } from './slips';
import { inLanguage, wordsOf } from './words';

/** The candidate of the voter prefix (or a field worker's candidate): name and slip image (none for 0). */
export async function candidateOf({ database, config }: Pick<Deps, 'database' | 'config'>, tenantId: number, candidateId: string): Promise<Candidate> {
  if (!/^\d{1,15}$/.test(candidateId) || candidateId === '0') return { name: null, image: null };
  const [c] = await database.db
    .select({ f_name: users.f_name, l_name: users.l_name, slip_image: users.slip_image })
    .from(users)
    .where(and(eq(users.tenant_id, tenantId), eq(users.id, Number(candidateId)), isNull(users.deleted_at)));
  if (!c) return { name: null, image: null };
  let image: Buffer | null = null;
  // only the stored names of PNG and JPEG files, which the PDF can hold
  if (c.slip_image && /^[0-9a-f]{32}\.(png|jpg)$/.test(c.slip_image)) {
    const file = path.join(tenantFolder(config.uploadsDir, tenantId), c.slip_image);
    if (fs.existsSync(file)) image = fs.readFileSync(file);
  }
  return { name: `${c.f_name} ${c.l_name}`.trim(), image };
}

export function slipRoutes(app: FastifyInstance, deps: Deps) {
  const { database } = deps;
  /** A voting centre's name in a print's language, by its id. */
  async function centreName(tenantId: number, acno: number, centreId: number, lang: RollLanguage): Promise<string | null> {
    const [c] = await database.db
      .select({ vcenter: votingCentres.vcenter, vcenter_v1: votingCentres.vcenter_v1 })
      .from(votingCentres)
      .where(and(eq(votingCentres.tenant_id, tenantId), eq(votingCentres.acno, acno), eq(votingCentres.center_id, centreId), isNull(votingCentres.deleted_at)))
      .limit(1);
    return c ? inLanguage(lang, c.vcenter, c.vcenter_v1) : null;
  }

  serve(app, PaperApi.slips, async ({ req, reply, query: q }) => {
    const tenantId = req.auth.tenantId;
    const parts = readableParts(req.auth);
    if (q.voter_group_id !== undefined) await assertVoterGroup(database.db, tenantId, q.voter_group_id);
    let ids = q.ids?.split(',').map(Number);
    // a search's whole result: the voters the search's own query finds, in roll order
    const search = isSearchPrint(q);
    if (search) {
      const found = await matchingVoterIds(database, await matchScope(database, tenantId, parts, q), SLIPS_MAX + 1);
      if (found.length > SLIPS_MAX) throw badRequest([fieldError('partno', 'paper.tooManyFound', { max: SLIPS_MAX.toLocaleString('en-IN') })]);
      const asked = ids && new Set(ids);
      ids = asked ? found.filter((id) => asked.has(id)) : found;
    }
    const selection: Selection = { acno: q.acno, partno: q.partno, from: q.from, to: q.to, voterGroupId: q.voter_group_id, ids, parts };
    const all = await paperVoters(database, tenantId, selection, SLIPS_MAX + 1);
    if (all.length > SLIPS_MAX) throw badRequest([fieldError('partno', 'paper.tooMany')]);
    const w = wordsOf(q.lang);
    let scope: string;
    if (search) {
      const centre = q.vcenter_id !== undefined ? await centreName(tenantId, q.acno, q.vcenter_id, q.lang) : q.vcenter;
      scope = w('paper.scopeSearch', { acno: q.acno, filters: searchedFor(w, { ...q, centre }) });
    } else if (q.voter_group_id !== undefined) {
      const [g] = await database.db
        .select({ name: voterGroups.voter_group_name })
        .from(voterGroups)
        .where(and(eq(voterGroups.tenant_id, tenantId), eq(voterGroups.id, q.voter_group_id)));
      scope = w('paper.scopeGroup', { acno: q.acno, group: g?.name ?? '' });
    } else if (q.partno !== undefined) scope = partScope(w, { ...q, partno: q.partno });
    else scope = w('paper.scopeList', { acno: q.acno, n: all.length });
    const pdf = await slipsPdf({
      lang: q.lang,
      perPage: q.per_page as 8 | 10,
      scope,
      pollDate: q.poll_date ?? null,
      opens: q.opens,
      closes: q.closes,
      candidate: await candidateOf(deps, tenantId, (req.params as { candidateId: string }).candidateId),
      voters: all.filter((v) => !v.contact_block),
      left: {
        withdrawn: all.filter((v) => v.contact_block === 'withdrawn').length,
        do_not_contact: all.filter((v) => v.contact_block === 'do_not_contact').length,
      },
      printedAt: printedAt(),
    });
    attachment(reply, `slips-${q.acno}-${q.partno ?? (search ? 'search' : 'list')}-${q.lang}.pdf`);
    return pdf;
  });
}

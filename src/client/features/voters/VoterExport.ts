// One voter's data as files for the voter's own request: the server's export saved as it came
// (JSON), and the same read as an A4 table (record, item, value) in the page's language, drawn by
// the report PDF maker so Devanagari is shaped by the browser. Pure row building, so it is tested
// without a canvas.
import type { IntlShape } from 'react-intl';
import moment from 'moment-timezone';
import type { VoterExport } from '../../../shared/api/voterPrivacy';
import type { PersonName } from '../../../shared/api/offices';
import { DEFAULT_TIMEZONE } from '../../../shared/domain/constants';
import { formatDateTime, formatDay } from '../../../shared/dates';
import { alignKey, genderKey, NOT_AVAILABLE, voterNames } from '../../components/voterText';
import { saveFile } from '../../lib/saveFile';

type Intl = Pick<IntlShape, 'formatMessage' | 'locale' | 'messages'>;

/** voter-<EPIC or id>-<day in India>.json|pdf */
export function exportFileName(data: VoterExport, ext: 'json' | 'pdf'): string {
  const who = (data.voter.epic_no || String(data.voter.id)).replace(/[^A-Za-z0-9_-]/g, '');
  return `voter-${who}-${moment(data.exported_at).tz(DEFAULT_TIMEZONE).format('YYYY-MM-DD')}.${ext}`;
}

export function saveVoterJson(data: VoterExport) {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), exportFileName(data, 'json'));
}

const DETAIL_LABELS: Array<[key: string, label: string]> = [
  ['family_types', 'voterInfo.familyType'],
  ['employment_types', 'voterInfo.employment'],
  ['income_groups', 'voterInfo.income'],
  ['marital_statuses', 'voterInfo.marital'],
  ['house_types', 'voterInfo.house'],
  ['building_types', 'voterInfo.building'],
];

const joinName = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter((x) => x && x.trim()).join(' ');

/** The export's name in the page's script first, as the voter screens show it. */
export function exportedName(data: VoterExport, locale: string): string {
  const v = data.voter;
  const [primary, secondary] = voterNames({ name: joinName(v.fm_name_en, v.lastname_en), name_v1: joinName(v.fm_name_v1, v.lastname_v1) || null }, locale);
  return secondary ? `${primary} (${secondary})` : primary;
}

/** Rows of the PDF: [record, item, value], every label from the catalogue, dates in Asia/Kolkata. */
export function voterPdfRows(intl: Intl, data: VoterExport): string[][] {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const has = (id: string) => id in intl.messages;
  const na = t(NOT_AVAILABLE);
  const text = (v: unknown) => (v === null || v === undefined || String(v).trim() === '' ? na : String(v));
  const label = (key: string | undefined) => (key ? t(key) : na);
  const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso, intl) : na);
  const person = (p: PersonName | null) => (p ? joinName(p.f_name, p.l_name) : t('consent.someone'));
  const rows: string[][] = [];
  const add = (record: string, item: string, value: string) => rows.push([record, item, value]);

  const v = data.voter;
  const roll = t('voterPrivacy.rec.roll');
  add(roll, t('voterSearch.colName'), text(joinName(v.fm_name_en, v.lastname_en)));
  if (v.fm_name_v1 || v.lastname_v1) add(roll, t('common.nameLocal'), joinName(v.fm_name_v1, v.lastname_v1));
  const relative = [joinName(v.rln_fm_nm_en, v.rln_l_nm_en), joinName(v.rln_fm_nm_v1, v.rln_l_nm_v1)].filter(Boolean).join(' / ');
  if (relative) add(roll, t('voterPrivacy.f.relative', { type: v.rln_type ?? '—' }), relative);
  add(roll, t('voterSearch.colEpic'), text(v.epic_no));
  add(roll, t('voterSearch.colAge'), text(v.age));
  add(roll, t('voterSearch.colGender'), label(genderKey(v.gender)));
  if (v.dob) add(roll, t('voterPrivacy.f.dob'), formatDay(v.dob, intl) || v.dob);
  add(roll, t('voterReport.colAcPartSl'), `${v.acno} / ${v.partno} / ${v.slnoinpart}`);
  const section = (intl.locale !== 'en' && v.section_name_v1) || v.section_name || v.section_name_v1;
  add(roll, t('voterSearch.colSection'), section ? `${v.section_no} - ${section}` : String(v.section_no));
  add(roll, t('voterPrivacy.f.house'), text(v.house_no));
  if (v.mobile) add(roll, t('voterPrivacy.f.rollMobile'), v.mobile);
  if (v.deleted_at) add(roll, t('voterPrivacy.f.removed'), when(v.deleted_at));

  const rec = t('voterPrivacy.rec.details');
  const d = data.collected_details;
  if (!d) add(rec, '', t('voterPrivacy.nothingCollected'));
  else {
    const details = d.details as Record<string, unknown>;
    add(rec, t('voterInfo.phone'), text(d.phone_no));
    add(rec, t('voterInfo.address'), text(d.address));
    add(rec, t('voterInfo.alignParty'), label(alignKey(d.align_with_party)));
    add(rec, t('voterInfo.alignCandidate'), label(alignKey(d.align_with_candidate)));
    add(rec, t('voterInfo.caste'), text(d.category));
    add(rec, t('voterInfo.religion'), text(d.religion));
    for (const [key, labelKey] of DETAIL_LABELS) {
      const value = details[key];
      add(rec, t(labelKey), typeof value === 'string' && has(`voterInfo.opt.${value}`) ? t(`voterInfo.opt.${value}`) : text(value));
    }
    const point = details.location as { coordinates?: [number, number] } | undefined;
    add(rec, t('voterPrivacy.f.location'), point?.coordinates ? `${point.coordinates[1]}, ${point.coordinates[0]}` : na);
    add(rec, t('voterPrivacy.f.household'), text(d.family_id));
    add(rec, t('voterInfo.voterGroup'), data.voter_group ? data.voter_group.voter_group_name : text(d.voter_group_id));
    add(rec, t('voterPrivacy.f.collectedBy'), `${person(d.created_by_details)} · ${when(d.created_at)}`);
    add(rec, t('voterPrivacy.f.updatedAt'), when(d.updated_at));
  }

  const consent = t('voterPrivacy.rec.consent');
  const c = data.consent;
  add(consent, t('consent.state'), t(c.consent ? `consent.${c.consent}` : 'consent.notAsked'));
  if (c.consent) {
    add(consent, t('voterPrivacy.f.consentAt'), when(c.consent_at));
    add(consent, t('voterPrivacy.f.consentBy'), person(c.consent_by_details));
  }
  add(consent, t('consent.doNotContact'), t(c.do_not_contact ? 'align.yes' : 'align.no'));

  for (const r of data.survey_responses) {
    const record = t('voterPrivacy.rec.survey', { name: r.survey_name ?? String(r.survey_id) });
    add(record, t('voterPrivacy.f.collectedAt'), when(r.collected_at));
    add(record, t('voterPrivacy.f.collectedBy'), person(r.collected_by_details));
    for (const a of r.answers) add(record, text(a.question), `${text(a.option_text)} (${a.option})`);
    if (r.deleted_at) add(record, '', t('voterPrivacy.deleted', { when: when(r.deleted_at) }));
  }

  for (const v of data.visits) {
    const record = t('voterPrivacy.rec.visit', { when: when(v.visited_at) });
    add(record, t('audit.fieldName.outcome'), t(`paper.outcome.${v.outcome}`));
    add(record, t('audit.fieldName.visited_by'), person(v.visited_by_details));
    if (v.supporter_level != null) add(record, t('audit.fieldName.supporter_level'), String(v.supporter_level));
    if (v.phone) add(record, t('audit.fieldName.phone'), v.phone);
    if (v.note) add(record, t('audit.fieldName.note'), v.note);
    if (v.deleted_at) add(record, '', t('voterPrivacy.deleted', { when: when(v.deleted_at) }));
  }

  const marks = t('voterPrivacy.rec.marks');
  for (const m of data.vote_marks) {
    const marked = t('voterPrivacy.markedBy', { when: when(m.marked_at), user: person(m.marked_by_details) });
    add(marks, formatDay(m.poll_date, intl) || m.poll_date, m.deleted_at ? `${marked}; ${t('voterPrivacy.deleted', { when: when(m.deleted_at) })}` : marked);
  }

  const audit = t('voterPrivacy.rec.audit');
  for (const a of data.audit) {
    const action = [`audit.actionName.${a.action}`, `voterPrivacy.action.${a.action}`].find(has);
    const entity = has(`audit.entityName.${a.entity}`) ? t(`audit.entityName.${a.entity}`) : a.entity;
    const fields = Object.keys(a.changed ?? {}).filter((k) => k !== 'voter_id');
    const who = a.user ? joinName(a.user.f_name, a.user.l_name) : '—';
    add(audit, when(a.at), [`${action ? t(action) : a.action} · ${entity}`, who, fields.join(', ')].filter(Boolean).join(' · '));
  }
  return rows;
}

/** The PDF of one voter's data, saved (A4, the report PDF maker). */
export async function saveVoterPdf(intl: Intl, data: VoterExport) {
  const { saveTablePdf } = await import(/* webpackChunkName: "table-pdf" */ '../../lib/tablePdf');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  await saveTablePdf({
    title: t('voterPrivacy.pdfTitle', { name: exportedName(data, intl.locale) }),
    subtitle: [t('voterPrivacy.pdfSubtitle', { organisation: data.organisation.name, when: formatDateTime(data.exported_at, intl) })],
    headers: [t('voterPrivacy.colRecord'), t('voterPrivacy.colItem'), t('voterPrivacy.colValue')],
    widths: [2, 3, 6],
    rows: voterPdfRows(intl, data),
    pageLabel: (page, total) => t('table.pageOfTotal', { page: String(page), total: String(total) }),
    fileName: exportFileName(data, 'pdf'),
  });
}

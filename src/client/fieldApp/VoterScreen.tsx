// One voter at the door: the roll's fields and household, the visit (outcome, supporter level,
// slip, phone, note), consent and do-not-contact, and the Add-details fields. Each form is
// checked with the console's own schema, saved on the phone at once and queued for the server.
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ValidationError } from 'yup';
import { formatDateTime } from '../../shared/dates';
import { VISIT_OUTCOMES, SUPPORTER_LEVELS } from '../../shared/schemas/paper';
import { ALIGN_VALUES, BUILDING_TYPES, EMPLOYMENT_TYPES, FAMILY_TYPES, HOUSE_TYPES, INCOME_GROUPS, MARITAL_STATUSES } from '../../shared/schemas/voters';
import { consentChangeSchema, detailFieldSchema, visitChangeSchema, type DetailField } from '../../shared/schemas/field';
import { CONSENT_STATES, type ConsentState } from '../../shared/schemas/voterPrivacy';
import { useT } from '../i18n/translate';
import { useLocal } from './context';
import { contactAllowed, DEFAULT_CONTACT, pollOf } from '../../shared/contactHours';
import type { ContactHours } from '../../shared/api/contactHours';
import { allVoters, answersKey, metaOf, waitingAnswers, type LocalVoter } from './local';
import { go } from './route';
import { householdOf } from './walk';
import { NoteField } from './NoteField';
import { VoterOverrides } from './Overrides';
import { check, FieldError, Section, useRecord, voterName, type Errors } from './voterKit';
import { SurveyForm, surveysFor } from './SurveyCard';
import { ClaimCard } from './ClaimCard';

function VisitForm({ v }: { v: LocalVoter }) {
  const t = useT();
  const save = useRecord(v.id);
  const [outcome, setOutcome] = useState<string>('');
  const [level, setLevel] = useState<number | null>(v.supporter_level == null ? null : Number(v.supporter_level));
  const [slip, setSlip] = useState(v.slip_delivered === true);
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const submit = async () => {
    const values = { outcome: outcome || undefined, supporter_level: level, slip_delivered: slip, phone: phone || null, note: note || null };
    const found = check(visitChangeSchema, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    await save('visit', visitChangeSchema.cast(values) as Record<string, unknown>);
    setSaved(true);
    setOutcome('');
    setNote('');
  };
  return (
    <Section title={t('phone.visit')}>
      <fieldset className="choices" aria-describedby={errors.outcome ? 'outcome-error' : undefined}>
        <legend>{t('phone.outcome')}</legend>
        {VISIT_OUTCOMES.map((o) => (
          <label key={o} className={`choice ${outcome === o ? 'chosen' : ''}`}>
            <input type="radio" name="outcome" value={o} checked={outcome === o} onChange={() => (setOutcome(o), setSaved(false))} />
            {t(`paper.outcome.${o}`)}
          </label>
        ))}
      </fieldset>
      <FieldError id="outcome" error={errors.outcome} />
      <fieldset className="choices levels">
        <legend>{t('phone.supporterLevel')}</legend>
        {SUPPORTER_LEVELS.map((l) => (
          <label key={l} className={`choice ${level === l ? 'chosen' : ''}`}>
            <input type="radio" name="level" value={l} checked={level === l} onChange={() => setLevel(l)} />
            {t(`phone.level.${l}`)}
          </label>
        ))}
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={slip} onChange={(e) => setSlip(e.target.checked)} />
        {t('phone.slipDelivered')}
      </label>
      <label className="field">
        {t('phone.visitPhone')}
        <input type="tel" inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)} aria-invalid={!!errors.phone} />
      </label>
      <FieldError id="phone" error={errors.phone} />
      <NoteField value={note} onChange={setNote} error={errors.note} />
      <button type="button" className="button wide" onClick={() => void submit()}>
        {t('phone.saveVisit')}
      </button>
      {saved && (
        <p className="saved" role="status">
          {t('phone.savedHere')}
        </p>
      )}
    </Section>
  );
}

function SlipToggle({ v }: { v: LocalVoter }) {
  const t = useT();
  const save = useRecord(v.id);
  const delivered = v.slip_delivered === true;
  return (
    <Section title={t('paper.slipTitle')}>
      <p>{delivered ? t('phone.slipYes') : t('phone.slipNo')}</p>
      <button type="button" className="button secondary wide" onClick={() => void save('slip', { slip_delivered: !delivered })}>
        {delivered ? t('phone.markSlipNo') : t('phone.markSlipYes')}
      </button>
    </Section>
  );
}

function ConsentForm({ v }: { v: LocalVoter }) {
  const t = useT();
  const save = useRecord(v.id);
  const [consent, setConsent] = useState<ConsentState | ''>(CONSENT_STATES.find((c) => c === v.consent) ?? '');
  const [dnc, setDnc] = useState(v.do_not_contact === true);
  const [errors, setErrors] = useState<Errors>({});
  const submit = async () => {
    const values = { consent: consent || null, do_not_contact: dnc };
    const found = check(consentChangeSchema, values);
    setErrors(found);
    if (!Object.keys(found).length) await save('consent', values);
  };
  return (
    <Section title={t('consent.title')} folded>
      <fieldset className="choices">
        <legend>{t('consent.state')}</legend>
        {CONSENT_STATES.map((c) => (
          <label key={c} className={`choice ${consent === c ? 'chosen' : ''}`}>
            <input type="radio" name="consent" value={c} checked={consent === c} onChange={() => setConsent(c)} />
            {t(`consent.${c}`)}
          </label>
        ))}
      </fieldset>
      <FieldError id="consent" error={errors.consent} />
      <label className="check">
        <input type="checkbox" checked={dnc} onChange={(e) => setDnc(e.target.checked)} />
        {t('consent.doNotContact')}
      </label>
      <p className="muted">{t('consent.doNotContactHint')}</p>
      <button type="button" className="button wide" onClick={() => void submit()}>
        {t('consent.save')}
      </button>
    </Section>
  );
}

const CHOICES: Array<{ name: DetailField; label: string; values: readonly string[]; option: (v: string) => string }> = [
  { name: 'align_with_party', label: 'voterInfo.alignParty', values: ALIGN_VALUES, option: (v) => `align.${v}` },
  { name: 'align_with_candidate', label: 'voterInfo.alignCandidate', values: ALIGN_VALUES, option: (v) => `align.${v}` },
  { name: 'family_types', label: 'voterInfo.familyType', values: FAMILY_TYPES, option: (v) => `voterInfo.opt.${v}` },
  { name: 'employment_types', label: 'voterInfo.employment', values: EMPLOYMENT_TYPES, option: (v) => `voterInfo.opt.${v}` },
  { name: 'income_groups', label: 'voterInfo.income', values: INCOME_GROUPS, option: (v) => `voterInfo.opt.${v}` },
  { name: 'marital_statuses', label: 'voterInfo.marital', values: MARITAL_STATUSES, option: (v) => `voterInfo.opt.${v}` },
  { name: 'house_types', label: 'voterInfo.house', values: HOUSE_TYPES, option: (v) => `voterInfo.opt.${v}` },
  { name: 'building_types', label: 'voterInfo.building', values: BUILDING_TYPES, option: (v) => `voterInfo.opt.${v}` },
];
const TEXTS: Array<{ name: DetailField; label: string; type?: string }> = [
  { name: 'phone_no', label: 'phone.detailPhone', type: 'tel' },
  { name: 'category', label: 'voterInfo.caste' },
  { name: 'religion', label: 'phone.religion' },
  { name: 'address', label: 'voterInfo.address' },
];

function DetailsForm({ v }: { v: LocalVoter }) {
  const t = useT();
  const save = useRecord(v.id);
  const initial = (name: DetailField) => (v[name as keyof LocalVoter] == null ? '' : String(v[name as keyof LocalVoter]));
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries([...CHOICES, ...TEXTS].map((f) => [f.name, initial(f.name)])));
  const [errors, setErrors] = useState<Errors>({});
  const [nothing, setNothing] = useState(false);
  const submit = async () => {
    // only the fields changed here travel: another worker's value of the others is left alone
    const changed: Record<string, unknown> = {};
    const found: Errors = {};
    for (const [name, value] of Object.entries(values)) {
      if (value === initial(name as DetailField)) continue;
      const shown = value.trim() === '' ? null : value.trim();
      try {
        changed[name] = detailFieldSchema(name as DetailField).validateSync(shown);
      } catch (e) {
        found[name] = (e as ValidationError).message;
      }
    }
    setErrors(found);
    setNothing(!Object.keys(changed).length && !Object.keys(found).length);
    if (!Object.keys(found).length && Object.keys(changed).length) await save('details', changed);
  };
  const set = (name: string, value: string) => setValues((s) => ({ ...s, [name]: value }));
  return (
    <Section title={t('phone.details')} folded>
      {TEXTS.map((f) => (
        <div key={f.name}>
          <label className="field">
            {t(f.label)}
            <input type={f.type ?? 'text'} value={values[f.name]} onChange={(e) => set(f.name, e.target.value)} aria-invalid={!!errors[f.name]} />
          </label>
          <FieldError id={f.name} error={errors[f.name]} />
        </div>
      ))}
      {CHOICES.map((f) => (
        <div key={f.name}>
          <label className="field">
            {t(f.label)}
            <select value={values[f.name]} onChange={(e) => set(f.name, e.target.value)} aria-invalid={!!errors[f.name]}>
              <option value="">{t('voterInfo.choose')}</option>
              {f.values.map((o) => (
                <option key={o} value={o}>
                  {t(f.option(o))}
                </option>
              ))}
            </select>
          </label>
          <FieldError id={f.name} error={errors[f.name]} />
        </div>
      ))}
      <button type="button" className="button wide" onClick={() => void submit()}>
        {t('phone.saveDetails')}
      </button>
      {nothing && <p className="muted">{t('voterInfo.empty')}</p>}
    </Section>
  );
}

/** Call and WhatsApp, off for a voter who may not be contacted or outside contact hours (it says why). */
export function Contact({ v, contact, compact }: { v: LocalVoter; contact: ContactHours | undefined; compact?: boolean }) {
  const t = useT();
  const numbers = [...new Set([v.phone_no, v.mobile, v.visit_phone].filter((p): p is string => typeof p === 'string' && p !== ''))];
  const blocked = v.contact_block ? String(v.contact_block) : v.do_not_contact === true ? 'do_not_contact' : null;
  if (!numbers.length && !blocked) return null;
  const verdict = contactAllowed(new Date(), contact ?? DEFAULT_CONTACT, pollOf(contact?.polls ?? [], v.acno), 'one');
  if (compact && (blocked || !numbers.length)) return null;
  const Frame = compact ? CompactFrame : Section;
  return (
    <Frame title={t('phone.contact')}>
      {blocked ? (
        <p className="notice">{t(`consent.blocked.${blocked}`)}</p>
      ) : !verdict.allowed ? (
        <>
          <p className="notice" role="status">
            {t(verdict.reason, verdict.values)}
          </p>
          {numbers.map((n) => (
            <div key={n} className="actions">
              <button type="button" className="button" disabled>
                {t('phone.call', { phone: n })}
              </button>
              <button type="button" className="button secondary" disabled>
                {t('phone.whatsapp')}
              </button>
            </div>
          ))}
        </>
      ) : (
        numbers.map((n) => (
          <div key={n} className="actions">
            <a className="button" href={`tel:${n}`}>
              {t('phone.call', { phone: n })}
            </a>
            <a className="button secondary" href={`https://wa.me/${n.replace(/\D/g, '').replace(/^(\d{10})$/, '91$1')}`} target="_blank" rel="noreferrer">
              {t('phone.whatsapp')}
            </a>
          </div>
        ))
      )}
    </Frame>
  );
}

/** The contact buttons inside another list (poll day's supporters): no card of their own. */
const CompactFrame = ({ children }: { title: string; children: ReactNode }) => <div className="compact-contact">{children}</div>;

/** The label of a field a change wrote, for the notice that another worker's value replaced it. */
export function fieldLabel(field: string): string {
  const fixed: Record<string, string> = {
    outcome: 'phone.outcome',
    slip_delivered: 'phone.slipDelivered',
    supporter_level: 'phone.supporterLevel',
    consent: 'consent.state',
    do_not_contact: 'consent.doNotContact',
  };
  if (field.startsWith('survey:')) return 'phone.survey.answers';
  return fixed[field] ?? [...CHOICES, ...TEXTS].find((f) => f.name === field)?.label ?? field;
}

/** The catalogue key of a chosen value (an alignment, a house type, a consent), as the forms' options name it; null for a field of free text. */
export function valueKey(field: string, value: string): string | null {
  if (field === 'consent') return `consent.${value}`;
  const choice = CHOICES.find((f) => f.name === field);
  return choice?.values.includes(value) ? choice.option(value) : null;
}

export default function VoterScreen({ id }: { id: number }) {
  const t = useT();
  const intl = useIntl();
  const data = useLocal(async (e) => ({ voters: await allVoters(e.db), meta: await metaOf(e.db), waiting: await waitingAnswers(e.db) }), [id]);
  if (!data) return <main className="screen" aria-busy="true" />;
  const v = data.voters.find((x) => x.id === id);
  if (!v) {
    return (
      <main className="screen">
        <p className="notice">{t('phone.voterGone')}</p>
      </main>
    );
  }
  const family = data.voters.filter((x) => x.id !== v.id && householdOf(x) === householdOf(v));
  const relative = [v.rln_name, v.rln_name_v1].filter(Boolean)[intl.locale === 'en' ? 0 : 1] ?? v.rln_name;
  return (
    <main className="screen">
      <button type="button" className="link back" onClick={() => window.history.back()}>
        ‹ {t('common.back')}
      </button>
      <h1>{voterName(v, intl.locale)}</h1>
      <dl className="roll">
        <dt>{t('phone.serialLabel')}</dt>
        <dd>{t('phone.partSerial', { partno: v.partno, serial: v.slnoinpart })}</dd>
        {v.epic_no != null && (
          <>
            <dt>EPIC</dt>
            <dd>{String(v.epic_no)}</dd>
          </>
        )}
        <dt>{t('phone.ageGender')}</dt>
        <dd>
          {[
            v.age ? t('phone.age', { age: Number(v.age) }) : null,
            v.gender ? t(`gender.${v.gender === 'M' ? 'male' : v.gender === 'F' ? 'female' : 'other'}`) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </dd>
        {relative != null && (
          <>
            <dt>{t('phone.relative')}</dt>
            <dd>{String(relative)}</dd>
          </>
        )}
        {v.house_no != null && (
          <>
            <dt>{t('phone.houseLabel')}</dt>
            <dd>{String(v.house_no)}</dd>
          </>
        )}
        {v.visit_outcome != null && (
          <>
            <dt>{t('phone.lastVisit')}</dt>
            <dd>
              {t(`paper.outcome.${String(v.visit_outcome)}`)}
              {v.visited_at ? `, ${formatDateTime(String(v.visited_at), intl)}` : ''}
            </dd>
          </>
        )}
      </dl>
      {v.pending?.length ? (
        <p className="pending" role="status">
          {t('phone.pendingHere')}
        </p>
      ) : null}
      <VoterOverrides v={v} meta={data.meta} labelOf={fieldLabel} valueKeyOf={valueKey} />
      {family.length > 0 && (
        <Section title={t('phone.family', { n: family.length })}>
          <ul className="voters">
            {family.map((m) => (
              <li key={m.id}>
                <a
                  className="voter-line"
                  href={`/field/voter/${m.id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    go(`/voter/${m.id}`);
                  }}
                >
                  <span className="serial">{m.slnoinpart}</span>
                  <span className="name">{voterName(m, intl.locale)}</span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Contact v={v} contact={data.meta?.contact} />
      <VisitForm key={`visit-${v.id}`} v={v} />
      {v.visit_outcome != null && <SlipToggle v={v} />}
      <ClaimCard key={`claim-${v.id}-${String(v.visit_outcome)}`} v={v} />
      <ConsentForm key={`consent-${v.id}`} v={v} />
      <DetailsForm key={`details-${v.id}`} v={v} />
      {surveysFor(v, data.meta?.surveys).map((s) => (
        <SurveyForm
          key={`survey-${v.id}-${s.id}`}
          v={v}
          survey={s}
          given={data.meta?.survey_answers?.[answersKey(v.id, s.id)]}
          waiting={data.waiting.has(answersKey(v.id, s.id))}
        />
      ))}
    </main>
  );
}

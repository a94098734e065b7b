// A claim from the door, on the voter screen: someone of 18 or more living here who is not on the
// roll (Form 6: the worker types their name, relative, age, house and phone), the voter deceased
// or shifted away (Form 7) or their entry wrong (Form 8), with the worker's note. Checked by the
// server's own rules, saved on the phone at once and queued like every change; the office drafts
// nothing by hand. A visit recorded as deceased or moved opens it with that outcome chosen.
import { useState } from 'react';
import { CLAIM_GENDERS, DOOR_OUTCOMES, FORM_OF_OUTCOME, RELATION_TYPES, type DoorOutcome } from '../../shared/schemas/claims';
import { claimChangeSchema } from '../../shared/schemas/field';
import { useT } from '../i18n/translate';
import type { LocalVoter } from './local';
import { NoteField } from './NoteField';
import { go } from './route';
import { check, FieldError, Section, useRecord, type Errors } from './voterKit';

const PERSON = { name: '', relative_name: '', relation_type: '', age: '', gender: '', house_no: '', phone: '' };
type Person = typeof PERSON;

/** The outcome a visit's outcome suggests: a voter found deceased or moved away is an objection to their entry. */
const suggested = (visit: unknown): DoorOutcome | '' => (visit === 'deceased' ? 'deceased' : visit === 'moved' ? 'shifted' : '');

/** What the change carries: the new person's fields, or the note; nothing left blank. */
function fieldsOf(outcome: string, person: Person, note: string): Record<string, unknown> {
  const given = outcome === 'not_on_roll' ? { ...person } : { note };
  return Object.fromEntries([['outcome', outcome || undefined], ...Object.entries(given).filter(([, v]) => v.trim() !== '')]);
}

export function ClaimCard({ v }: { v: LocalVoter }) {
  const t = useT();
  const save = useRecord(v.id);
  const [outcome, setOutcome] = useState<string>(suggested(v.visit_outcome));
  const [person, setPerson] = useState<Person>({ ...PERSON, house_no: v.house_no == null ? '' : String(v.house_no) });
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const set = (name: keyof Person, value: string) => (setPerson((p) => ({ ...p, [name]: value })), setSaved(false));
  const submit = async () => {
    const values = fieldsOf(outcome, person, note);
    const found = check(claimChangeSchema, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const cast = claimChangeSchema.cast(values) as Record<string, unknown>;
    await save('claim', Object.fromEntries(Object.entries(cast).filter(([, x]) => x !== undefined && x !== null)));
    setSaved(true);
    setOutcome('');
    setNote('');
    setPerson({ ...PERSON, house_no: person.house_no });
  };
  const text = (name: keyof Person, label: string, type = 'text') => (
    <div>
      <label className="field">
        {t(label)}
        <input
          type={type}
          inputMode={type === 'number' ? 'numeric' : type === 'tel' ? 'tel' : undefined}
          value={person[name]}
          onChange={(e) => set(name, e.target.value)}
          aria-invalid={!!errors[name]}
          aria-describedby={errors[name] ? `claim-${name}-error` : undefined}
        />
      </label>
      <FieldError id={`claim-${name}`} error={errors[name]} />
    </div>
  );
  const choice = (name: keyof Person, label: string, values: readonly string[], prefix: string) => (
    <label className="field">
      {t(label)}
      <select value={person[name]} onChange={(e) => set(name, e.target.value)}>
        <option value="">{t('voterInfo.choose')}</option>
        {values.map((x) => (
          <option key={x} value={x}>
            {t(`${prefix}${x}`)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Section title={t('phone.claims.card')} folded={!suggested(v.visit_outcome)}>
      <fieldset className="choices" aria-describedby={errors.outcome ? 'claim-outcome-error' : undefined}>
        <legend>{t('phone.claims.found')}</legend>
        {DOOR_OUTCOMES.map((o) => (
          <label key={o} className={`choice ${outcome === o ? 'chosen' : ''}`}>
            <input type="radio" name="claim-outcome" value={o} checked={outcome === o} onChange={() => (setOutcome(o), setSaved(false))} />
            {t(`phone.claims.outcome.${o}`)} <small className="muted">({t(`claims.form.${FORM_OF_OUTCOME[o]}`)})</small>
          </label>
        ))}
      </fieldset>
      <FieldError id="claim-outcome" error={errors.outcome} />
      {outcome === 'not_on_roll' && (
        <>
          <p className="muted">{t('phone.claims.newPersonHint')}</p>
          {text('name', 'claims.colName')}
          {text('relative_name', 'phone.claims.relativeName')}
          {choice('relation_type', 'phone.claims.relation', RELATION_TYPES, 'claims.relation.')}
          {text('age', 'claims.colAge', 'number')}
          {choice('gender', 'phone.claims.gender', CLAIM_GENDERS, 'claims.gender.')}
          {text('house_no', 'claims.colHouse')}
          {text('phone', 'claims.colPhone', 'tel')}
        </>
      )}
      {outcome !== '' && outcome !== 'not_on_roll' && <NoteField value={note} onChange={(x) => (setNote(x), setSaved(false))} error={errors.note} />}
      <button type="button" className="button wide" onClick={() => void submit()}>
        {t('phone.claims.save')}
      </button>
      {saved && (
        <p className="saved" role="status">
          {t('phone.claims.saved')}{' '}
          <a
            href="/field/claims"
            onClick={(e) => {
              e.preventDefault();
              go('/claims');
            }}
          >
            {t('phone.claims.open')}
          </a>
        </p>
      )}
    </Section>
  );
}

// What the phone's voter forms share (the voter screen's, poll day's, the tasks'): the voter's name
// in the page's script, a change's id, the console's schema checked, a card, a field's error, and
// saving a change on the phone.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ValidationError } from 'yup';
import type { ChangeKind, ChangeOf, SentChange } from '../../shared/schemas/field';
import { translateMaybe } from '../i18n/translate';
import { useEngine, usePhone } from './context';
import { record, type LocalVoter } from './local';

export type Errors = Record<string, string>;

/** The voter's name in the page's script when the roll has it there. */
export function voterName(v: LocalVoter, locale: string): string {
  const v1 = [v.fm_name_v1, v.lastname_v1].filter(Boolean).join(' ');
  const en = [v.fm_name_en, v.lastname_en].filter(Boolean).join(' ');
  return locale !== 'en' && v1 ? v1 : en || v1;
}

/** A UUID made on the phone: the change's id, which the server applies once. */
export function newChangeId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The schema's first message (a catalogue key) for each field that breaks it; none when valid. */
export function check(schema: { validateSync: (v: unknown, o: object) => unknown }, values: object): Errors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Errors = {};
    for (const inner of (e as ValidationError).inner ?? [e as ValidationError]) if (inner.path && !out[inner.path]) out[inner.path] = inner.message;
    return out;
  }
}

/** A card of the voter screen; the long forms fold away (a thumb scrolls past them to the next voter). */
export function Section({ title, children, folded }: { title: string; children: ReactNode; folded?: boolean }) {
  if (folded) {
    return (
      <details className="card">
        <summary>
          <h2>{title}</h2>
        </summary>
        {children}
      </details>
    );
  }
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  const intl = useIntl();
  return error ? (
    <p className="field-error" id={`${id}-error`} role="alert">
      {translateMaybe(intl, error)}
    </p>
  ) : null;
}

/** Saves a change on the phone and asks for a sync (it waits for the network if there is none). */
export function useRecord(voterId: number | null) {
  const engine = useEngine();
  const userId = usePhone((s) => s.auth.user?.id ?? null);
  const online = usePhone((s) => s.phone.online);
  return async <K extends ChangeKind>(kind: K, fields: ChangeOf<K>['fields'], voter: number | null = voterId) => {
    // a kind and its fields as the caller gave them together (TypeScript cannot join a generic kind back into the union)
    const change = { id: newChangeId(), voter_id: voter, kind, fields, made_at: new Date().toISOString() } as SentChange;
    await record(engine.db, change, userId);
    // kept on the phone from here on: the counts and the sync follow without holding the screen
    void engine.counts().then(() => (online ? engine.sync() : undefined));
  };
}

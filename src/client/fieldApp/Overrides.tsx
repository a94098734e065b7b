// Conflicts told on both phones: the worker whose value a later change replaced sees the value that
// won and who set it; the worker whose change replaced another's is told whose value it replaced
// (the sync's answer names it). Every field counts, the phone and the note given at the door too.
import { useIntl } from 'react-intl';
import type { FieldOverride } from '../../shared/api/field';
import { VISIT_COLUMNS } from '../../shared/schemas/field';
import { formatDateTime } from '../../shared/dates';
import { translateMaybe, useT } from '../i18n/translate';
import type { LocalVoter, Meta, Overrode } from './local';

/** The voter's column that holds a field a change writes, where the names differ. */
const COLUMN_OF: Record<string, string> = VISIT_COLUMNS;

/** A field's value as the phone shows it; undefined for one the voter's row does not hold (a survey's answers, a task's status). */
function useValue(valueKeyOf: (field: string, value: string) => string | null) {
  const t = useT();
  return (field: string, raw: unknown): string => {
    if (raw == null || raw === '') return t('phone.valueEmpty');
    if (field === 'outcome') return t(`paper.outcome.${String(raw)}`);
    if (field === 'supporter_level') return t(`phone.level.${String(raw)}`);
    if (typeof raw === 'boolean') return t(raw ? 'align.yes' : 'align.no');
    const key = typeof raw === 'string' ? valueKeyOf(field, raw) : null;
    if (key) return t(key);
    if (Array.isArray(raw)) return raw.join(', ');
    return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  };
}

/** Says that another user's later change replaced a value of this worker's (a voter's field, a task's status), with the value that stands when it is known. */
export function OverriddenNotice({ o, label, value }: { o: FieldOverride; label: string; value?: string }) {
  const t = useT();
  const intl = useIntl();
  const when = formatDateTime(o.at, intl);
  return (
    <p className="notice overridden" role="status">
      {value === undefined
        ? t('phone.overridden', { field: label, name: o.by_name, when })
        : t('phone.overriddenValue', { field: label, name: o.by_name, when, value })}
    </p>
  );
}

/** Says whose value a change of this phone replaced, and what it was. */
function OverrodeNotice({ o, label, previous }: { o: Overrode; label: string; previous?: string }) {
  const t = useT();
  const intl = useIntl();
  const when = formatDateTime(o.at, intl);
  return (
    <p className="notice overrode" role="status">
      {previous === undefined
        ? t('phone.overrode', { field: label, name: o.previous_by_name, when })
        : t('phone.overrodeValue', { field: label, name: o.previous_by_name, when, value: previous })}
    </p>
  );
}

/** The voter's fields another user's later change replaced, and those this phone's changes took over. */
export function VoterOverrides({
  v,
  meta,
  labelOf,
  valueKeyOf,
}: {
  v: LocalVoter;
  meta: Meta | undefined;
  labelOf: (field: string) => string;
  /** the catalogue key of a chosen value (the forms' option), null for free text */
  valueKeyOf: (field: string, value: string) => string | null;
}) {
  const intl = useIntl();
  const valueOf = useValue(valueKeyOf);
  const row = v as Record<string, unknown>;
  const label = (f: string) => translateMaybe(intl, labelOf(f));
  const held = (f: string) => (COLUMN_OF[f] ?? f) in row;
  const overridden = (meta?.overridden ?? []).filter((o) => o.voter_id === v.id);
  const overrode = (meta?.overrode ?? []).filter((o) => o.voter_id === v.id);
  return (
    <>
      {overridden.map((o) => (
        <OverriddenNotice
          key={`${o.change_id}-${o.field}`}
          o={o}
          label={label(o.field)}
          // the voter's row holds the value that stands, unless this phone changed it again since
          value={held(o.field) && !v.pending?.includes(COLUMN_OF[o.field] ?? o.field) ? valueOf(o.field, row[COLUMN_OF[o.field] ?? o.field]) : undefined}
        />
      ))}
      {overrode.map((o) => (
        <OverrodeNotice key={`${o.change_id}-${o.field}`} o={o} label={label(o.field)} previous={'previous' in o ? valueOf(o.field, o.previous) : undefined} />
      ))}
    </>
  );
}

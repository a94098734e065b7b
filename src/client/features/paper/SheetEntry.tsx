// The typing-back form of a returned walk sheet: the sheet's rows in the printed order, each with
// the boxes of the paper (outcome, slip delivered, supporter level, phone). Tab moves through a
// row's boxes, Enter jumps to the next voter's outcome; the outcomes are numbered as on the paper,
// so typing the digit written in the box chooses it. Save writes the rows that have an outcome.
// Each row shows the visit already recorded for its voter (from a phone or an earlier sheet), so
// a sheet typed back twice, or a voter already met, is seen before it is typed again.
import { useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import PageCard, { Loading } from '../../components/PageCard';
import { SUPPORTER_LEVELS, VISIT_OUTCOMES, type VisitOutcome } from '../../../shared/schemas/paper';
import { usePaperSheetQuery, useSaveVisitsMutation } from './api';
import type { SheetRow as SheetRowData, VisitRecord } from '../../../shared/api/paper';
import { formatDateTime } from '../../../shared/dates';

interface Entry {
  outcome: VisitOutcome | '';
  slip: boolean;
  level: string;
  phone: string;
}
const EMPTY: Entry = { outcome: '', slip: false, level: '', phone: '' };

export function SheetEntry({ scope }: { scope: { acno: number; partno: number; from?: number; to?: number } }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rows = usePaperSheetQuery(scope);
  const [save, saving] = useSaveVisitsMutation();
  const [entries, setEntries] = useState<Record<number, Entry>>({});
  const [note, setNote] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const list = rows.data ?? [];

  const set = (id: number, change: Partial<Entry>) => setEntries((all) => ({ ...all, [id]: { ...EMPTY, ...all[id], ...change } }));

  // Enter goes to the next voter's first box (the last voter's to Save) instead of sending the form
  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const next = form.current?.querySelector<HTMLElement>(`[data-row="${index + 1}"]`);
    (next ?? saveButton.current)?.focus();
  };

  const submit = async () => {
    const visits = list
      .filter((r) => entries[r.voter_id]?.outcome)
      .map((r) => {
        const e = entries[r.voter_id];
        return {
          voter_id: r.voter_id,
          outcome: e.outcome as VisitOutcome,
          slip_delivered: e.slip,
          supporter_level: e.level ? Number(e.level) : null,
          phone: r.contact_block ? null : e.phone || null,
        };
      });
    if (!visits.length) return setNote({ kind: 'danger', text: t('paper.nothingToSave') });
    try {
      const res = await save({ body: { visits } }).unwrap();
      setEntries({});
      setNote({ kind: 'success', text: t(res.key, res.values as Record<string, number>) });
    } catch (err) {
      const body = (err as { data?: { key?: string; errors?: Array<{ code: string; key?: string; message: string }> } }).data;
      const first = body?.errors?.[0];
      setNote({ kind: 'danger', text: first?.key ? t(first.key) : body?.key ? t(body.key) : t('paper.failed') });
    }
  };

  return (
    <PageCard titleKey="paper.entryTitle" className="paper-entry">
      <p className="page-subtitle">
        <FormattedMessage id="paper.entryHint" />
      </p>
      {rows.isLoading ? (
        <Loading />
      ) : (
        <form
          ref={form}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="table-responsive">
            <table className="table paper-entry-table" data-testid="paper-entry">
              <thead>
                <tr>
                  <th>{t('paper.col.serial')}</th>
                  <th>{t('paper.col.house')}</th>
                  <th>{t('paper.col.name')}</th>
                  <th>{t('paper.col.recorded')}</th>
                  <th>{t('audit.fieldName.outcome')}</th>
                  <th>{t('paper.col.slip')}</th>
                  <th>{t('paper.col.level')}</th>
                  <th>{t('paper.col.phone')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((r, i) => (
                  <SheetRow key={r.voter_id} row={r} entry={entries[r.voter_id] ?? EMPTY} index={i} set={set} onKeyDown={onKeyDown(i)} />
                ))}
              </tbody>
            </table>
          </div>
          {note && (
            <p className={`alert alert-${note.kind}`} role={note.kind === 'danger' ? 'alert' : 'status'}>
              {note.text}
            </p>
          )}
          <button ref={saveButton} type="submit" className="btn btn-primary" disabled={saving.isLoading}>
            <FormattedMessage id="paper.save" />
          </button>
        </form>
      )}
    </PageCard>
  );
}

/** One voter's line of the sheet: the printed columns, then the boxes typed back. */
function SheetRow({
  row: r,
  entry: e,
  index,
  set,
  onKeyDown,
}: {
  row: SheetRowData;
  entry: Entry;
  index: number;
  set: (id: number, change: Partial<Entry>) => void;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const name = intl.locale === 'en' ? r.name : r.name_v1 || r.name;
  const label = (field: string) => `${t(field)}: ${r.slnoinpart} ${name}`;
  return (
    <tr className={r.visit ? 'paper-visited' : undefined}>
      <td>{r.slnoinpart}</td>
      <td>{r.house_no}</td>
      <td>{name}</td>
      <td className="paper-recorded">{r.visit ? recorded(r.visit, intl) : <span className="paper-not-recorded">{t('paper.recordedNone')}</span>}</td>
      <td>
        <select
          data-row={index}
          className="form-control"
          aria-label={label('audit.fieldName.outcome')}
          value={e.outcome}
          onChange={(ev) => set(r.voter_id, { outcome: ev.target.value as VisitOutcome | '' })}
          onKeyDown={onKeyDown}
        >
          <option value="">—</option>
          {VISIT_OUTCOMES.map((o, n) => (
            <option key={o} value={o}>{`${n + 1} ${t(`paper.outcome.${o}`)}`}</option>
          ))}
        </select>
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={label('audit.fieldName.slip_delivered')}
          checked={e.slip}
          onChange={(ev) => set(r.voter_id, { slip: ev.target.checked })}
          onKeyDown={onKeyDown}
        />
      </td>
      <td>
        <select
          className="form-control"
          aria-label={label('audit.fieldName.supporter_level')}
          value={e.level}
          onChange={(ev) => set(r.voter_id, { level: ev.target.value })}
          onKeyDown={onKeyDown}
        >
          <option value="">—</option>
          {SUPPORTER_LEVELS.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </td>
      <td>
        {r.contact_block ? (
          <span className="paper-no-contact">{t('paper.noContact')}</span>
        ) : (
          <input
            className="form-control"
            inputMode="tel"
            aria-label={label('audit.fieldName.phone')}
            value={e.phone}
            onChange={(ev) => set(r.voter_id, { phone: ev.target.value })}
            onKeyDown={onKeyDown}
          />
        )}
      </td>
    </tr>
  );
}

/** A visit already recorded, as one line: outcome, slip, level and when. */
function recorded(v: VisitRecord, intl: ReturnType<typeof useIntl>): string {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return [
    t(`paper.outcome.${v.outcome}`),
    v.slip_delivered ? t('paper.recordedSlip') : null,
    v.supporter_level != null ? t('paper.recordedLevel', { level: v.supporter_level }) : null,
    formatDateTime(v.visited_at, intl),
  ]
    .filter(Boolean)
    .join(' · ');
}

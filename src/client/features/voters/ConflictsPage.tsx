// /voter-conflicts: voters whose field two workers set differently within a day, newest first,
// with both values, who set each and when (India's time). Keeping one writes it to the voter's
// record (the server audits it) and takes the line off the list. The page rides in the address.
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { VoterConflict, ConflictSide } from '../../../shared/api/voterConflicts';
import type { ConflictChoice } from '../../../shared/schemas/voterConflicts';
import { formatDateTime } from '../../../shared/dates';
import type { Column } from '../../components/DataTable';
import PageCard from '../../components/PageCard';
import { ServerPagedTable, shownAnswer, type PagedTableText } from '../../components/ServerPager';
import { useListParams, type ListSpec } from '../../components/useListParams';
import { error as errorDialog } from '../../components/dialogs';
import { errorBody } from '../../api/baseApi';
import { useT } from '../../i18n/translate';
import { useVoterConflictSettleMutation, useVoterConflictsQuery } from './api';

const CONFLICT_LIST: ListSpec<never> = { filters: {} };
const TEXT: PagedTableText = { label: 'conflict.title', emptyTitle: 'conflict.emptyTitle', emptyText: 'conflict.emptyText' };

/** A value as the office reads it: an outcome or an alignment by its name, a yes or no, a dash for none. */
export function shownValue(intl: IntlShape, field: string, v: unknown): string {
  if (v == null || v === '') return '—';
  if (typeof v === 'boolean') return intl.formatMessage({ id: v ? 'conflict.yes' : 'conflict.no' });
  if (field === 'outcome') return intl.formatMessage({ id: `paper.outcome.${String(v)}` });
  if (field.startsWith('align_with_')) return intl.formatMessage({ id: `align.${String(v)}` });
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function Side({
  field,
  side,
  keep,
  busy,
  onKeep,
}: {
  field: string;
  side: ConflictSide;
  keep: ConflictChoice;
  busy: boolean;
  onKeep: (k: ConflictChoice) => void;
}) {
  const intl = useIntl();
  const t = useT();
  return (
    <div className="conflict-side">
      <strong>{shownValue(intl, field, side.value)}</strong>
      <span className="muted">
        {' '}
        {t('conflict.setBy', { name: side.by_name || t('consent.someone'), when: side.at ? formatDateTime(side.at, intl) : '—' })}
      </span>{' '}
      <button type="button" className="btn btn-sm btn-outline-primary" disabled={busy} onClick={() => onKeep(keep)}>
        {t('conflict.keep')}
      </button>
    </div>
  );
}

export default function ConflictsPage() {
  const intl = useIntl();
  const list = useListParams(CONFLICT_LIST);
  const result = useVoterConflictsQuery({ page: list.page });
  const answer = shownAnswer(result);
  const [settle] = useVoterConflictSettleMutation();
  const [busy, setBusy] = useState<number | null>(null);
  const columns = useMemo<Column<VoterConflict>[]>(() => {
    const keep = async (c: VoterConflict, k: ConflictChoice) => {
      setBusy(c.id);
      try {
        await settle({ id: c.id, body: { keep: k } }).unwrap();
      } catch (e) {
        const body = errorBody(e);
        void errorDialog(intl, 'dialog.error', body.key ? body : 'error.generic');
      } finally {
        setBusy(null);
      }
    };
    return [
      {
        id: 'voter',
        header: 'conflict.voter',
        render: (c) => `${intl.locale !== 'en' && c.name_v1 ? c.name_v1 : c.name} (${c.partno}/${c.slnoinpart})`,
      },
      { id: 'field', header: 'conflict.field', render: (c) => intl.formatMessage({ id: `audit.fieldName.${c.field}`, defaultMessage: c.field }) },
      {
        id: 'first',
        header: 'conflict.first',
        render: (c) => <Side field={c.field} side={c.previous} keep="previous" busy={busy === c.id} onKeep={(k) => void keep(c, k)} />,
      },
      {
        id: 'later',
        header: 'conflict.later',
        render: (c) => <Side field={c.field} side={c.value} keep="value" busy={busy === c.id} onKeep={(k) => void keep(c, k)} />,
      },
    ];
  }, [intl, settle, busy]);
  return (
    <PageCard titleKey="conflict.title" subtitleKey="conflict.subtitle">
      <ServerPagedTable
        rows={answer?.conflicts ?? []}
        columns={columns}
        query={result}
        paging={[list.page, list.setPage]}
        text={TEXT}
        testId="voter-conflicts"
      />
    </PageCard>
  );
}

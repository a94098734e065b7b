// Bulk assignment from a CSV (email or phone, part, from, to): the file is read here, the server
// checks and assigns each row on its own, and every row is answered in a table: assigned, or
// refused with its reasons in the page's language.
import { useMemo, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledCard } from '../../components/PageCard';
import type { BulkAssignResponse } from '../../../shared/api/field';
import { BULK_ROWS_MAX } from '../../../shared/schemas/field';
import { errorBody } from '../../api/baseApi';
import { DataTable, type Column } from '../../components/DataTable';
import { error as errorDialog } from '../../components/dialogs';
import { Labelled } from '../../components/FormField';
import '../../components/fileChooser.css';
import { messageText, translateMaybe } from '../../i18n/translate';
import { useFieldBulkAssignMutation } from './api';
import { assignmentRows, type CsvAssignmentRow } from './csv';

/** A file's text (FileReader: older phones' browsers and the test DOM have no Blob.text). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

interface Answered extends CsvAssignmentRow {
  state: 'assigned' | 'refused';
  reasons: string[];
}

export default function BulkAssignCard({ acno }: { acno: number }) {
  const intl = useIntl();
  const [bulk, { isLoading }] = useFieldBulkAssignMutation();
  const [answered, setAnswered] = useState<{ file: string; rows: Answered[]; summary: string } | null>(null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const rows = assignmentRows(await readText(file));
    // the same file chosen again is a new choice
    e.target.value = '';
    if (!rows) return void errorDialog(intl, 'dialog.error', 'fieldConsole.csvHeader');
    if (rows.length === 0) return void errorDialog(intl, 'dialog.error', 'field.rowsRequired');
    if (rows.length > BULK_ROWS_MAX) return void errorDialog(intl, 'dialog.error', 'field.tooManyRows');
    try {
      const body = rows.map((r) => ({ user: r.user, partno: r.partno, from: r.from || null, to: r.to || null }));
      const answer: BulkAssignResponse = await bulk({ body: { acno, rows: body } }).unwrap();
      setAnswered({
        file: file.name,
        summary: messageText(intl, answer),
        rows: answer.rows.map((a) => ({
          ...rows[a.row],
          state: a.state,
          reasons: a.errors.map((x) => translateMaybe(intl, x.key || x.message, x.values as Record<string, string | number> | undefined)),
        })),
      });
    } catch (err) {
      void errorDialog(intl, 'dialog.error', errorBody(err));
    }
  };

  const columns = useMemo<Column<Answered>[]>(
    () => [
      { id: 'row', header: 'fieldConsole.row', render: (r) => String(r.row) },
      { id: 'user', header: 'fieldConsole.workerContact', render: (r) => r.user || '—' },
      { id: 'part', header: 'fieldConsole.part', render: (r) => r.partno || '—' },
      { id: 'page', header: 'fieldConsole.page', render: (r) => (r.from || r.to ? `${r.from}–${r.to}` : intl.formatMessage({ id: 'fieldConsole.wholePart' })) },
      {
        id: 'result',
        header: 'fieldConsole.result',
        render: (r) =>
          r.state === 'assigned' ? (
            <span className="badge badge-success">
              <FormattedMessage id="fieldConsole.rowAssigned" />
            </span>
          ) : (
            <span className="field-refused">
              <span className="badge badge-danger">
                <FormattedMessage id="fieldConsole.rowRefused" />
              </span>{' '}
              {r.reasons.join(' ')}
            </span>
          ),
      },
    ],
    [intl],
  );

  return (
    <TitledCard titleKey="fieldConsole.bulkTitle" className="field-bulk">
      <p className="muted">
        <FormattedMessage id="fieldConsole.bulkHint" />
      </p>
      <pre className="field-csv-sample" aria-label={intl.formatMessage({ id: 'fieldConsole.bulkSample' })}>
        {'email,part,from,to\nworker@example.org,1,1,30\n+919800000000,2,,'}
      </pre>
      <Labelled htmlFor="field-bulk-file" labelKey="fieldConsole.bulkFile">
        <div className="file-chooser-row">
          <input
            id="field-bulk-file"
            className="file-input-hidden"
            type="file"
            accept=".csv,text/csv"
            disabled={isLoading}
            onChange={(e) => void onFile(e)}
            data-testid="field-bulk-file"
          />
          <label htmlFor="field-bulk-file" className={`btn btn-outline btn-sm file-button${isLoading ? ' is-disabled' : ''}`} aria-hidden="true">
            <FormattedMessage id={isLoading ? 'fieldConsole.bulkSending' : 'fieldConsole.bulkChoose'} />
          </label>
        </div>
      </Labelled>
      {answered && (
        <div className="field-bulk-result" data-testid="field-bulk-result">
          <p role="status">
            <strong>{answered.file}</strong>: {answered.summary}
          </p>
          <DataTable
            rows={answered.rows}
            columns={columns}
            rowKey={(r) => r.row}
            pageSize={answered.rows.length || 1}
            pager="none"
            label={intl.formatMessage({ id: 'fieldConsole.bulkTitle' })}
            testId="field-bulk-rows"
          />
        </div>
      )}
    </TitledCard>
  );
}

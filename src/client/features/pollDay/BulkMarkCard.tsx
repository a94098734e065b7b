// A list marked at once: serials of the part and EPIC numbers pasted one a line (or separated by
// commas or spaces). Every entry is answered on its own, so a bad serial is named in the table
// while the good ones are marked.
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import type { BulkEntryResult, BulkMarkResponse } from '../../../shared/api/pollDay';
import { bulkEntries, pollBulkSchema } from '../../../shared/schemas/pollDay';
import { errorBody } from '../../api/baseApi';
import { DataTable, type Column } from '../../components/DataTable';
import { VoterName } from '../../components/voterText';
import { useT } from '../../i18n/translate';
import { usePollDayBulkMarkMutation } from './api';
import { TitledCard } from '../../components/PageCard';

const FAILED = new Set(['notOnRoll', 'ambiguous', 'invalid']);

export function BulkMarkCard({ acno, partno }: { acno: number; partno: number }) {
  const t = useT();
  const intl = useIntl();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<BulkMarkResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [bulkMark, { isLoading }] = usePollDayBulkMarkMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { acno, partno, entries: bulkEntries(text) };
    setFailed(false);
    try {
      await pollBulkSchema.validate(body, { abortEarly: true });
    } catch (err) {
      if (err instanceof yup.ValidationError) return setProblem(String(err.message));
      throw err;
    }
    try {
      setAnswer(await bulkMark({ body }).unwrap());
      setText('');
    } catch (err) {
      const first = errorBody(err).errors?.[0];
      if (first) setProblem(first.key ?? 'error.invalidInput');
      else setFailed(true);
    }
  };

  const columns = useMemo<Column<BulkEntryResult>[]>(
    () => [
      { id: 'entry', header: 'pollDay.colEntry', className: 'cell-nowrap', render: (r) => r.entry },
      {
        id: 'state',
        header: 'pollDay.colResult',
        render: (r) => <span className={`badge ${FAILED.has(r.state) ? 'badge-danger' : 'badge-success'}`}>{t(`pollDay.state.${r.state}`)}</span>,
      },
      { id: 'serial', header: 'pollDay.colSerial', className: 'cell-nowrap', render: (r) => (r.voter ? `${r.voter.partno} / ${r.voter.slnoinpart}` : '—') },
      { id: 'name', header: 'pollDay.colName', render: (r) => (r.voter ? <VoterName voter={r.voter} locale={intl.locale} /> : '—') },
    ],
    [intl.locale, t],
  );

  return (
    <TitledCard titleKey="pollDay.bulkTitle" className="poll-day-bulk">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="form-group">
          <label className="form-label" htmlFor="poll-day-bulk">
            <FormattedMessage id="pollDay.bulkEntries" />
          </label>
          <textarea
            id="poll-day-bulk"
            className={`form-control${problem ? ' is-invalid' : ''}`}
            rows={4}
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'poll-day-bulk-error' : 'poll-day-bulk-hint'}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
          />
          {problem ? (
            <div id="poll-day-bulk-error" className="invalid-feedback" role="alert">
              {t(problem)}
            </div>
          ) : (
            <div id="poll-day-bulk-hint" className="form-hint">
              <FormattedMessage id="pollDay.bulkHint" />
            </div>
          )}
        </div>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          <FormattedMessage id={isLoading ? 'pollDay.marking' : 'pollDay.bulkButton'} />
        </button>
      </form>
      {failed && (
        <p className="alert alert-danger" role="alert">
          <FormattedMessage id="pollDay.bulkFailed" />
        </p>
      )}
      {answer && (
        <>
          <p className="alert alert-info poll-day-status" role="status" data-testid="poll-day-bulk-summary">
            {t('pollDay.bulkDone', { marked: answer.counts.marked, already: answer.counts.already, failed: answer.counts.failed })}
          </p>
          <DataTable rows={answer.results} columns={columns} rowKey={(_r, i) => i} label={t('pollDay.bulkTitle')} testId="poll-day-bulk-results" />
        </>
      )}
    </TitledCard>
  );
}

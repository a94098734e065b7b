// The fast mark: a serial typed, the elector it names shown as it is typed, Enter marks the vote
// and the field is ready for the next serial. Beside it the last marks of the part, each with Undo.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query/react';
import * as yup from 'yup';
import type { PollVoter, VoteMark } from '../../../shared/api/pollDay';
import { MARKS_SHOWN, pollMarkSchema } from '../../../shared/schemas/pollDay';
import { errorBody } from '../../api/baseApi';
import { DataTable, type Column } from '../../components/DataTable';
import { genderKey, VoterName } from '../../components/voterText';
import { useDebounced } from '../../components/useDebounced';
import { useT } from '../../i18n/translate';
import { POLL_REFRESH_MS, usePollDayMarkMutation, usePollDayMarksQuery, usePollDayUndoMutation, usePollDayVoterQuery } from './api';
import { markTime } from './format';
import { TitledCard } from '../../components/PageCard';

interface Said {
  key: string;
  values?: Record<string, string | number>;
  /** the elector it is about, shown after the text */
  name?: Pick<PollVoter, 'name' | 'name_v1'>;
  tone: 'success' | 'info' | 'danger';
}

/** A message line of the card, read out when it changes. */
function Status({ said, testId }: { said: Said | null; testId: string }) {
  const t = useT();
  const intl = useIntl();
  if (!said) return null;
  return (
    <p className={`alert alert-${said.tone} poll-day-status`} role="status" data-testid={testId}>
      {t(said.key, said.values)}
      {said.name && (
        <>
          {' '}
          <VoterName voter={said.name} locale={intl.locale} />
        </>
      )}
    </p>
  );
}

const SERIAL_TYPED = /^\d{1,6}$/;

/** Who a serial names, under the field: the elector and whether they have voted. */
function Preview({ acno, partno, serial }: { acno: number; partno: number; serial: string }) {
  const t = useT();
  const intl = useIntl();
  const settled = useDebounced(serial, 250);
  const ready = settled === serial && SERIAL_TYPED.test(serial) && Number(serial) > 0;
  const lookup = usePollDayVoterQuery(ready ? { acno, partno, slnoinpart: serial } : skipToken);
  if (!ready) return null;
  const answer = lookup.currentData;
  if (!answer) return lookup.isFetching ? <p className="muted poll-day-preview">{t('pollDay.lookingUp')}</p> : null;
  const v = answer.voter;
  if (!v)
    return (
      <p className="poll-day-preview poll-day-missing" data-testid="poll-day-preview">
        {t('pollDay.noVoterAtSerial', { serial })}
      </p>
    );
  const gender = genderKey(v.gender);
  return (
    <div className="poll-day-preview" data-testid="poll-day-preview">
      <VoterName voter={v} locale={intl.locale} />
      <span className="muted">
        {[v.epic_no, v.age != null ? t('pollDay.age', { age: v.age }) : null, gender ? t(gender) : null].filter(Boolean).join(' · ')}
      </span>
      <span className={answer.mark ? 'badge badge-success' : 'badge badge-muted'}>
        {answer.mark ? t('pollDay.votedAt', { time: markTime(answer.mark.marked_at, intl.locale) }) : t('pollDay.notVotedYet')}
      </span>
    </div>
  );
}

export function MarkCard({ acno, partno }: { acno: number; partno: number }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [serial, setSerial] = useState('');
  const [problem, setProblem] = useState<{ key: string; values?: Record<string, string | number> } | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const [mark, { isLoading }] = usePollDayMarkMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = serial.trim();
    let slnoinpart: number;
    try {
      slnoinpart = (await pollMarkSchema.validate({ acno, partno, slnoinpart: typed }, { abortEarly: true })).slnoinpart!;
    } catch (err) {
      if (err instanceof yup.ValidationError) return setProblem({ key: String(err.message) });
      throw err;
    }
    try {
      const answer = await mark({ body: { acno, partno, slnoinpart } }).unwrap();
      setSaid({ key: answer.key, values: { serial: answer.mark.slnoinpart }, name: answer.mark, tone: answer.state === 'marked' ? 'success' : 'info' });
      setSerial('');
    } catch (err) {
      const failure = errorBody(err);
      const status = (err as { status?: number }).status;
      // an unknown serial is the serial's fault; any field error is shown at the one field there is
      if (status === 404) setProblem({ key: 'pollDay.noVoterAtSerial', values: { serial: typed } });
      else if (failure.errors?.length) setProblem({ key: failure.errors[0].key ?? 'error.invalidInput' });
      else setSaid({ key: 'pollDay.markFailed', tone: 'danger' });
    }
    input.current?.focus();
  };

  return (
    <TitledCard titleKey="pollDay.markTitle" className="poll-day-mark">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="form-group">
          <label className="form-label" htmlFor="poll-day-serial">
            <FormattedMessage id="pollDay.serial" />
          </label>
          <div className="poll-day-serial-row">
            <input
              ref={input}
              id="poll-day-serial"
              className={`form-control poll-day-serial${problem ? ' is-invalid' : ''}`}
              inputMode="numeric"
              autoComplete="off"
              autoFocus
              value={serial}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'poll-day-serial-error' : 'poll-day-serial-hint'}
              onChange={(e) => {
                setSerial(e.target.value);
                setProblem(null);
              }}
            />
            <button type="submit" className="btn btn-primary" disabled={isLoading}>
              <FormattedMessage id={isLoading ? 'pollDay.marking' : 'pollDay.markButton'} />
            </button>
          </div>
          {problem ? (
            <div id="poll-day-serial-error" className="invalid-feedback" role="alert">
              {t(problem.key, problem.values)}
            </div>
          ) : (
            <div id="poll-day-serial-hint" className="form-hint">
              <FormattedMessage id="pollDay.serialHint" />
            </div>
          )}
        </div>
      </form>
      <Preview acno={acno} partno={partno} serial={serial.trim()} />
      <Status said={said} testId="poll-day-status" />
    </TitledCard>
  );
}

export function RecentMarksCard({ acno, partno }: { acno: number; partno: number }) {
  const t = useT();
  const intl = useIntl();
  const marks = usePollDayMarksQuery({ acno, partno, limit: MARKS_SHOWN }, { pollingInterval: POLL_REFRESH_MS });
  const [undo, { isLoading }] = usePollDayUndoMutation();
  const [said, setSaid] = useState<Said | null>(null);

  const columns = useMemo<Column<VoteMark>[]>(
    () => [
      { id: 'serial', header: 'pollDay.colSerial', className: 'cell-nowrap', render: (m) => String(m.slnoinpart) },
      { id: 'name', header: 'pollDay.colName', render: (m) => <VoterName voter={m} locale={intl.locale} /> },
      { id: 'time', header: 'pollDay.colTime', className: 'cell-nowrap', render: (m) => markTime(m.marked_at, intl.locale) },
      { id: 'by', header: 'pollDay.colBy', render: (m) => m.marker ?? '—' },
      {
        id: 'undo',
        header: 'common.action',
        className: 'cell-nowrap',
        render: (m) => (
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={isLoading}
            aria-label={t('pollDay.undoNamed', { serial: m.slnoinpart })}
            onClick={() =>
              void undo({ id: m.id })
                .unwrap()
                .then((answer) => setSaid({ key: answer.key, values: { serial: m.slnoinpart }, name: m, tone: 'info' }))
                .catch(() => setSaid({ key: 'pollDay.undoFailed', tone: 'danger' }))
            }
          >
            <FormattedMessage id="pollDay.undo" />
          </button>
        ),
      },
    ],
    [intl.locale, isLoading, t, undo],
  );

  return (
    <TitledCard titleKey="pollDay.recentTitle" className="poll-day-recent">
      <Status said={said} testId="poll-day-undo-status" />
      <DataTable
        rows={marks.data?.marks ?? []}
        columns={columns}
        rowKey={(m) => m.id}
        pager="none"
        pageSize={MARKS_SHOWN}
        loading={marks.isLoading}
        emptyTitle="pollDay.recentEmptyTitle"
        emptyText="pollDay.recentEmptyText"
        label={t('pollDay.recentTitle')}
        testId="poll-day-recent"
      />
    </TitledCard>
  );
}

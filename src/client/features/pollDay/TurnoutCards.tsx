// The turnout (the constituency and the part, every part's figures, the votes of each hour) and
// the supporters not yet voted with their numbers, both asked again every few seconds.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PartTurnout, Supporter } from '../../../shared/api/pollDay';
import { DataTable, type Column } from '../../components/DataTable';
import { ServerPagedTable } from '../../components/ServerPager';
import { useListPaging } from '../../components/useListParams';
import { partLabel, VoterName } from '../../components/voterText';
import { useT } from '../../i18n/translate';
import { POLL_REFRESH_MS, usePollDayCallSheetMutation, usePollDaySupportersQuery, usePollDayTurnoutQuery } from './api';
import { ROLL_LANGUAGES, type RollLanguage } from '../../../shared/schemas/paper';
import { hourSpan, turnoutPercent } from './format';
import { useContactRule } from '../contactHours/api';
import { TitledCard } from '../../components/PageCard';

// poll hours are 07:00 to 18:00: those rows show even before a vote is marked in them
const FIRST_HOUR = 7;
const LAST_HOUR = 17;

function Figure({ labelKey, value, testId }: { labelKey: string; value: string; testId: string }) {
  return (
    <div className="poll-day-figure" data-testid={testId}>
      <p className="poll-day-figure-label">
        <FormattedMessage id={labelKey} />
      </p>
      <p className="poll-day-figure-value">{value}</p>
    </div>
  );
}

export function TurnoutCard({ acno, partno }: { acno: number; partno: number }) {
  const t = useT();
  const intl = useIntl();
  const turnout = usePollDayTurnoutQuery({ acno, partno }, { pollingInterval: POLL_REFRESH_MS });
  const data = turnout.isError ? undefined : turnout.data;
  const part = data?.parts.find((p) => p.partno === partno);

  const hours = useMemo(() => {
    const counted = new Map((data?.hours ?? []).map((h) => [h.hour, h.voted]));
    const from = Math.min(FIRST_HOUR, ...counted.keys());
    const to = Math.max(LAST_HOUR, ...counted.keys());
    return Array.from({ length: to - from + 1 }, (_, i) => ({ hour: from + i, voted: counted.get(from + i) ?? 0 }));
  }, [data?.hours]);
  const most = Math.max(1, ...hours.map((h) => h.voted));

  const columns = useMemo<Column<PartTurnout>[]>(
    () => [
      { id: 'part', header: 'pollDay.colPart', render: (p) => partLabel(p, intl.locale) },
      { id: 'electors', header: 'pollDay.colElectors', className: 'cell-nowrap', render: (p) => String(p.electors) },
      { id: 'voted', header: 'pollDay.colVoted', className: 'cell-nowrap', render: (p) => String(p.voted) },
      { id: 'percent', header: 'pollDay.colPercent', className: 'cell-nowrap', render: (p) => `${turnoutPercent(p.voted, p.electors)}%` },
    ],
    [intl.locale],
  );

  return (
    <TitledCard titleKey="pollDay.turnoutTitle" className="poll-day-turnout" busy={turnout.isLoading}>
      <p className="muted">
        <FormattedMessage id="pollDay.refreshNote" values={{ seconds: String(POLL_REFRESH_MS / 1000) }} />
      </p>
      <div className="poll-day-figures">
        <Figure
          testId="turnout-part"
          labelKey="pollDay.partTurnout"
          value={`${part?.voted ?? 0} / ${part?.electors ?? 0} (${turnoutPercent(part?.voted ?? 0, part?.electors ?? 0)}%)`}
        />
        <Figure
          testId="turnout-acno"
          labelKey="pollDay.acnoTurnout"
          value={`${data?.voted ?? 0} / ${data?.electors ?? 0} (${turnoutPercent(data?.voted ?? 0, data?.electors ?? 0)}%)`}
        />
      </div>
      <div className="poll-day-pair">
        <div>
          <h3 className="poll-day-subtitle">
            <FormattedMessage id="pollDay.byPartTitle" />
          </h3>
          <DataTable
            rows={data?.parts ?? []}
            columns={columns}
            rowKey={(p) => p.partno}
            pager="numbers"
            loading={turnout.isLoading}
            label={t('pollDay.byPartTitle')}
            testId="turnout-by-part"
          />
        </div>
        <div>
          <h3 className="poll-day-subtitle">
            <FormattedMessage id="pollDay.byHourTitle" />
          </h3>
          <div className="table-responsive">
            <table className="table poll-day-hours" aria-label={t('pollDay.byHourTitle')} data-testid="turnout-by-hour">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="pollDay.colHour" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="pollDay.colVoted" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {hours.map((h) => (
                  <tr key={h.hour}>
                    <td className="cell-nowrap">{hourSpan(h.hour)}</td>
                    <td>
                      {h.voted > 0 && <span className="poll-day-bar" style={{ width: `${(h.voted / most) * 100}%` }} aria-hidden="true" />}
                      <span className="poll-day-bar-value">{h.voted}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </TitledCard>
  );
}

type SupporterRow = Supporter & { id: number };

export function SupportersCard({ acno, partno }: { acno: number; partno: number }) {
  const intl = useIntl();
  const { page, onPage } = useListPaging();
  const contactRule = useContactRule();
  const supporters = usePollDaySupportersQuery({ acno, partno, page }, { pollingInterval: POLL_REFRESH_MS });
  const rows = (supporters.isError ? undefined : supporters.currentData?.supporters) ?? [];
  const [callSheet, callSheetState] = usePollDayCallSheetMutation();
  const [callSheetFailed, setCallSheetFailed] = useState(false);
  const lang: RollLanguage = (ROLL_LANGUAGES as readonly string[]).includes(intl.locale) ? (intl.locale as RollLanguage) : 'mr';
  const printCallSheet = async () => {
    setCallSheetFailed(false);
    try {
      await callSheet({ arg: { acno, partno, lang }, fileName: `call-sheet-${acno}-${partno}-${lang}.pdf` }).unwrap();
    } catch {
      setCallSheetFailed(true);
    }
  };

  const columns = useMemo<Column<SupporterRow>[]>(
    () => [
      { id: 'serial', header: 'pollDay.colSerial', className: 'cell-nowrap', render: (s) => String(s.slnoinpart) },
      { id: 'name', header: 'pollDay.colName', render: (s) => <VoterName voter={s} locale={intl.locale} /> },
      { id: 'house', header: 'pollDay.colHouse', render: (s) => s.house_no ?? '—' },
      {
        id: 'phone',
        header: 'pollDay.colPhone',
        className: 'cell-nowrap',
        render: (s) => {
          if (!s.phone) return '—';
          const hours = contactRule(s.acno);
          if (hours.allowed) return <a href={`tel:${s.phone.replace(/\s+/g, '')}`}>{s.phone}</a>;
          // outside the contact hours: the number without the call link, and why
          const why = intl.formatMessage({ id: hours.reason }, hours.values);
          return (
            <span className="contact-closed" title={why}>
              {s.phone}{' '}
              <small className="muted" data-testid="contact-closed">
                {why}
              </small>
            </span>
          );
        },
      },
    ],
    [intl, contactRule],
  );

  return (
    <TitledCard titleKey="pollDay.supportersTitle" className="poll-day-supporters">
      <p className="muted">
        <FormattedMessage id="pollDay.supportersNote" />
      </p>
      <p className="poll-day-count" data-testid="supporters-total">
        <FormattedMessage id="pollDay.supportersCount" values={{ total: String(supporters.currentData?.total ?? 0) }} />
      </p>
      <p>
        <button type="button" className="btn btn-sm btn-outline" disabled={callSheetState.isLoading} onClick={() => void printCallSheet()}>
          <FormattedMessage id="paper.callSheet" />
        </button>
      </p>
      {callSheetFailed && (
        <p className="alert alert-danger" role="alert">
          <FormattedMessage id="paper.failed" />
        </p>
      )}
      <ServerPagedTable
        rows={rows}
        columns={columns}
        query={supporters}
        paging={[page, onPage]}
        text={{ label: 'pollDay.supportersTitle', emptyTitle: 'pollDay.supportersEmptyTitle', emptyText: 'pollDay.supportersEmptyText' }}
        testId="poll-day-supporters"
      />
    </TitledCard>
  );
}

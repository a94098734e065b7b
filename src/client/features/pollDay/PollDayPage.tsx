// /poll-day: the booth agent's screen for one part of the organisation's constituency: type a
// serial, see who it is, mark the vote (Enter); the last marks of the part with undo; a list of
// serials or EPIC numbers marked at once; the turnout by part and by hour; and the supporters who
// have not voted yet, with their numbers for the reminder calls. The figures ask again every few
// seconds, so what other agents mark shows without reloading the page. The part chosen is kept in
// the address (?part=), so a reload stays on it, and so is the supporters' page (?page=).
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Labelled } from '../../components/FormField';
import PageCard, { Loading } from '../../components/PageCard';
import { PartOptions } from '../../components/voterText';
import { formatDay, todayInKolkata } from '../../../shared/dates';
import { BulkMarkCard } from './BulkMarkCard';
import { MarkCard, RecentMarksCard } from './MarkCard';
import { SlotReportCard } from './SlotReportCard';
import { SupportersCard, TurnoutCard } from './TurnoutCards';
import '../../components/crud/crud.css';
import './pollDay.css';
import { usePartnoListQuery } from '../voters/partsApi';
import { useVoterScope } from '../../store/voterScope';

export default function PollDayPage() {
  const intl = useIntl();
  const { acno } = useVoterScope();
  const parts = usePartnoListQuery(acno == null ? skipToken : { acno });
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => parts.data ?? [], [parts.data]);
  const asked = Number(params.get('part'));
  const partno = list.some((p) => p.partno === asked) ? asked : list[0]?.partno;
  // the day the marks are for; a screen left open past midnight moves on with the next render
  const pollDate = todayInKolkata();

  return (
    <div className="poll-day-page">
      <PageCard
        titleKey="pollDay.title"
        subtitleKey="pollDay.subtitle"
        actions={
          <span className="poll-day-date" data-testid="poll-date">
            <FormattedMessage id="pollDay.pollDate" values={{ date: formatDay(pollDate, intl) }} />
          </span>
        }
      >
        {parts.isLoading ? (
          <Loading />
        ) : acno == null || list.length === 0 ? (
          <p className="alert alert-info" role="status">
            <FormattedMessage id="pollDay.noParts" />
          </p>
        ) : (
          <Labelled htmlFor="poll-day-part" labelKey="pollDay.part" className="poll-day-part">
            <select
              id="poll-day-part"
              className="form-control"
              value={partno ?? ''}
              onChange={(e) =>
                setParams(
                  (p) => {
                    const next = new URLSearchParams(p);
                    next.set('part', e.target.value);
                    // another part's supporters start at their first page
                    next.delete('page');
                    return next;
                  },
                  { replace: true },
                )
              }
            >
              <PartOptions parts={list} />
            </select>
          </Labelled>
        )}
      </PageCard>
      {acno != null && partno != null && (
        <>
          <div className="poll-day-pair">
            <MarkCard key={`${acno}-${partno}`} acno={acno} partno={partno} />
            <RecentMarksCard acno={acno} partno={partno} />
          </div>
          <TurnoutCard acno={acno} partno={partno} />
          <SlotReportCard acno={acno} pollDate={pollDate} />
          <SupportersCard key={`s-${acno}-${partno}`} acno={acno} partno={partno} />
          <BulkMarkCard key={`b-${acno}-${partno}`} acno={acno} partno={partno} />
        </>
      )}
    </div>
  );
}

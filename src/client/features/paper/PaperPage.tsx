// /paper: the printed papers of a part or a page (a serial range): voter slips in the chosen roll
// language, a walk sheet, the visits as a sheet, the visit figures of the part and page, and the
// typing-back form of a returned walk sheet.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Labelled } from '../../components/FormField';
import PageCard, { Loading } from '../../components/PageCard';
import { PartOptions } from '../../components/voterText';
import { ROLL_LANGUAGES, SLIPS_PER_PAGE, type RollLanguage } from '../../../shared/schemas/paper';
import { useDownloadSlipsMutation, useDownloadVisitsMutation, useDownloadWalkSheetMutation, usePaperProgressQuery } from './api';
import { SheetEntry } from './SheetEntry';
import '../../components/crud/crud.css';
import './paper.css';
import { usePartnoListQuery } from '../voters/partsApi';
import { useVoterScope } from '../../store/voterScope';

const serialOrNothing = (s: string) => (/^\d{1,6}$/.test(s.trim()) ? Number(s.trim()) : undefined);

export default function PaperPage() {
  const intl = useIntl();
  const { acno } = useVoterScope();
  const parts = usePartnoListQuery(acno == null ? skipToken : { acno });
  const list = useMemo(() => parts.data ?? [], [parts.data]);
  const [chosen, setChosen] = useState<number | null>(null);
  const partno = chosen ?? list[0]?.partno;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [lang, setLang] = useState<RollLanguage>((ROLL_LANGUAGES as readonly string[]).includes(intl.locale) ? (intl.locale as RollLanguage) : 'mr');
  const [perPage, setPerPage] = useState<number>(8);
  const [pollDate, setPollDate] = useState('');
  const [opens, setOpens] = useState('07:00');
  const [closes, setCloses] = useState('18:00');
  const [typing, setTyping] = useState(false);
  const [failed, setFailed] = useState(false);
  const [slips, slipsState] = useDownloadSlipsMutation();
  const [sheet, sheetState] = useDownloadWalkSheetMutation();
  const [visits, visitsState] = useDownloadVisitsMutation();
  const range = { from: serialOrNothing(from), to: serialOrNothing(to) };
  const scope = acno != null && partno != null ? { acno, partno, ...range } : null;
  const progress = usePaperProgressQuery(scope ?? skipToken);
  const busy = slipsState.isLoading || sheetState.isLoading || visitsState.isLoading;
  const suffix = `${acno}-${partno}${range.from || range.to ? `-${range.from ?? 1}-${range.to ?? 'end'}` : ''}`;

  const run = async (p: { unwrap: () => Promise<unknown> }) => {
    setFailed(false);
    try {
      await p.unwrap();
    } catch {
      setFailed(true);
    }
  };
  const t = (id: string) => intl.formatMessage({ id });
  const total = progress.data?.total;

  return (
    <div className="paper-page">
      <PageCard titleKey="paper.title" subtitleKey="paper.subtitle">
        {parts.isLoading ? (
          <Loading />
        ) : acno == null || list.length === 0 ? (
          <p className="alert alert-info" role="status">
            <FormattedMessage id="paper.noParts" />
          </p>
        ) : (
          <>
            <div className="paper-fields">
              <Labelled htmlFor="paper-part" labelKey="paper.partLabel">
                <select id="paper-part" className="form-control" value={partno ?? ''} onChange={(e) => setChosen(Number(e.target.value))}>
                  <PartOptions parts={list} />
                </select>
              </Labelled>
              <Labelled htmlFor="paper-from" labelKey="paper.fromSerial">
                <input id="paper-from" className="form-control" inputMode="numeric" value={from} onChange={(e) => setFrom(e.target.value)} />
              </Labelled>
              <Labelled htmlFor="paper-to" labelKey="paper.toSerial">
                <input id="paper-to" className="form-control" inputMode="numeric" value={to} onChange={(e) => setTo(e.target.value)} />
              </Labelled>
              <Labelled htmlFor="paper-lang" labelKey="paper.language">
                <select id="paper-lang" className="form-control" value={lang} onChange={(e) => setLang(e.target.value as RollLanguage)}>
                  {ROLL_LANGUAGES.map((l) => (
                    <option key={l} value={l}>
                      {t(`paper.lang.${l}`)}
                    </option>
                  ))}
                </select>
              </Labelled>
              <Labelled htmlFor="paper-per-page" labelKey="paper.perPage">
                <select id="paper-per-page" className="form-control" value={perPage} onChange={(e) => setPerPage(Number(e.target.value))}>
                  {SLIPS_PER_PAGE.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </Labelled>
              <Labelled htmlFor="paper-poll-date" labelKey="paper.pollDate">
                <input id="paper-poll-date" type="date" className="form-control" value={pollDate} onChange={(e) => setPollDate(e.target.value)} />
              </Labelled>
              <Labelled htmlFor="paper-opens" labelKey="paper.opens">
                <input id="paper-opens" type="time" className="form-control" value={opens} onChange={(e) => setOpens(e.target.value)} />
              </Labelled>
              <Labelled htmlFor="paper-closes" labelKey="paper.closes">
                <input id="paper-closes" type="time" className="form-control" value={closes} onChange={(e) => setCloses(e.target.value)} />
              </Labelled>
            </div>
            <div className="paper-actions">
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy || !scope}
                onClick={() =>
                  scope &&
                  void run(
                    slips({
                      arg: { ...scope, lang, per_page: perPage, poll_date: pollDate || undefined, opens, closes },
                      fileName: `slips-${suffix}-${lang}.pdf`,
                    }),
                  )
                }
              >
                <FormattedMessage id="paper.printSlips" />
              </button>
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy || !scope}
                onClick={() => scope && void run(sheet({ arg: { ...scope, lang }, fileName: `walk-sheet-${suffix}-${lang}.pdf` }))}
              >
                <FormattedMessage id="paper.printWalkSheet" />
              </button>
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy || !scope}
                onClick={() => scope && void run(visits({ arg: scope, fileName: `visits-${suffix}.xlsx` }))}
              >
                <FormattedMessage id="paper.exportVisits" />
              </button>
              <button type="button" className="btn btn-outline" aria-pressed={typing} onClick={() => setTyping((v) => !v)}>
                <FormattedMessage id="paper.typeBack" />
              </button>
            </div>
            {failed && (
              <p className="alert alert-danger" role="alert">
                <FormattedMessage id="paper.failed" />
              </p>
            )}
            {total && (
              <p className="paper-progress" role="status" data-testid="paper-progress">
                <FormattedMessage id="paper.progress" values={{ visited: total.visited, electors: total.electors, slips: total.slips_delivered }} />
              </p>
            )}
          </>
        )}
      </PageCard>
      {typing && scope && <SheetEntry key={JSON.stringify(scope)} scope={scope} />}
    </div>
  );
}

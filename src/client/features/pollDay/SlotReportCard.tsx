// Turnout per part in the Election Commission's two-hour slots of the poll day, with the same
// report as a one-page PDF and an Excel sheet for the office's returns.
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledCard } from '../../components/PageCard';
import { POLL_REFRESH_MS, usePollDaySlotsPdfMutation, usePollDaySlotsQuery, usePollDaySlotsXlsxMutation } from './api';

export function SlotReportCard({ acno, pollDate }: { acno: number; pollDate: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const report = usePollDaySlotsQuery({ acno, poll_date: pollDate }, { pollingInterval: POLL_REFRESH_MS });
  const [pdf, pdfState] = usePollDaySlotsPdfMutation();
  const [xlsx, xlsxState] = usePollDaySlotsXlsxMutation();
  const r = report.data;
  const label = (s: { from: number; to: number | null }) => (s.to === null ? t('paper.slotClose', { from: s.from }) : `${s.from}–${s.to}`);
  const percent = (voted: number, electors: number) => (electors ? ((100 * voted) / electors).toFixed(1) : '0.0');
  const arg = { acno, poll_date: pollDate };

  return (
    <TitledCard
      titleKey="paper.slotReport"
      actions={
        <span className="poll-day-slot-actions">
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={pdfState.isLoading}
            onClick={() => void pdf({ arg, fileName: `slot-report-${acno}-${pollDate}.pdf` })}
          >
            <FormattedMessage id="paper.slotPdf" />
          </button>{' '}
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={xlsxState.isLoading}
            onClick={() => void xlsx({ arg, fileName: `slot-report-${acno}-${pollDate}.xlsx` })}
          >
            <FormattedMessage id="paper.slotXlsx" />
          </button>
        </span>
      }
    >
      {r && (
        // a column a slot: on a phone the table scrolls in its box, which takes the focus so the keyboard can scroll it too
        <div className="table-responsive" tabIndex={0} role="region" aria-label={t('paper.slotReport')}>
          <table className="table" aria-label={t('paper.slotReport')} data-testid="slot-report">
            <thead>
              <tr>
                <th scope="col">{t('paper.col.part')}</th>
                <th scope="col">{t('paper.col.electors')}</th>
                {r.slots.map((s) => (
                  <th scope="col" key={s.from}>
                    {label(s)}
                  </th>
                ))}
                <th scope="col">{t('paper.col.voted')}</th>
                <th scope="col">{t('paper.col.turnout')}</th>
              </tr>
            </thead>
            <tbody>
              {r.parts.map((p) => (
                <tr key={p.partno}>
                  <td>{p.partno}</td>
                  <td>{p.electors}</td>
                  {p.slots.map((n, i) => (
                    <td key={i}>{n}</td>
                  ))}
                  <td>{p.voted}</td>
                  <td>{percent(p.voted, p.electors)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('paper.total')}</th>
                <td>{r.electors}</td>
                {r.slots.map((s) => (
                  <td key={s.from}>{s.voted}</td>
                ))}
                <td>{r.voted}</td>
                <td>{percent(r.voted, r.electors)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </TitledCard>
  );
}

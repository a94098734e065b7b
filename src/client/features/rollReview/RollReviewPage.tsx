// /roll-review/:jobId: a PDF roll's job after its parts are sent from Import Voter Roll. While
// its pages are read, the progress (polled); a job that failed goes back to the import form with
// its reason by the file input. Once read, the doubtful fields in roll order, one at a time with
// the picture of its box (DoubtEditor) and the list of them all; then Import when every field is
// reviewed, or Import now with those left as warnings (the admin's choice, confirmed), or Cancel
// (confirmed) while reading or in review. The import it becomes is shown by Import Voter Roll as a
// CSV's (?job=).
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import PageCard, { Loading } from '../../components/PageCard';
import { confirmAction } from '../../components/dialogs';
import { messageText, useT } from '../../i18n/translate';
import { useAppSelector } from '../../store/hooks';
import type { ErrorBody } from '../../../shared/api/messages';
import type { RollPdfDoubt, RollPdfJob } from '../../../shared/api/rollPdf';
import { doubtKey, useCorrectRollPdfMutation, useImportRollPdfMutation, useRollPdfDoubtsQuery, useRollPdfJobQuery } from './api';
import DoubtEditor, { useColumnLabel } from './DoubtEditor';
import DoubtList from './DoubtList';
import CancelJob from './CancelJob';
import JobProgress, { JobFiles } from './JobProgress';
import '../../components/crud/crud.css';
import '../../components/importStatus.css';
import './rollReview.css';

/** How often a job being read is asked for its progress. */
export const POLL_MS = 1000;

/** The next field not reviewed after `from` (going round), else null; `done`: reviewed just now. */
function nextOpen(list: RollPdfDoubt[], from: number, done: Set<string> = new Set()): number | null {
  for (let i = 1; i <= list.length; i++) {
    const j = (from + i) % list.length;
    if (list[j].value == null && !done.has(doubtKey(list[j]))) return j;
  }
  return null;
}

/** A page's header fields and a file's cover fields: one value printed once, doubted on every box. */
const PAGE_COLUMNS = new Set(['SECTION_NO', 'SECTION_NAME_V1']);
const FILE_COLUMNS = new Set(['AC_NO', 'AC_NAME_V1', 'PART_NO', 'PART_NAME_V1', 'PSBUILDING_NAME_V1']);

/** The other boxes' fields not reviewed yet that the same printed value stands for (read alike). */
export function sameValueElsewhere(list: RollPdfDoubt[], d: RollPdfDoubt): RollPdfDoubt[] {
  const page = PAGE_COLUMNS.has(d.column);
  if (!page && !FILE_COLUMNS.has(d.column)) return [];
  return list.filter((o) => o !== d && o.value == null && o.column === d.column && o.fileNo === d.fileNo && o.read === d.read && (!page || o.page === d.page));
}

function Review({ job }: { job: RollPdfJob }) {
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const doubts = useRollPdfDoubtsQuery({ jobId: job.id });
  const list = useMemo(() => doubts.data ?? [], [doubts.data]);
  const [current, setCurrent] = useState<number | null>(null);
  const [importIt, importing] = useImportRollPdfMutation();
  const [correct] = useCorrectRollPdfMutation();
  const [error, setError] = useState<string | null>(null);
  // a header's or cover's fix given to the page's (or file's) other boxes read alike
  const [spread, setSpread] = useState<{ n: number; field: string } | null>(null);
  const [spreading, setSpreading] = useState(false);
  const left = list.filter((d) => d.value == null).length;
  const names = new Map(job.files.map((f) => [f.fileNo, f.name]));
  const columnLabel = useColumnLabel();

  // the first field not reviewed yet, once the list is in
  useEffect(() => {
    if (current == null && list.length) setCurrent(list.findIndex((d) => d.value == null) === -1 ? 0 : list.findIndex((d) => d.value == null));
  }, [list, current]);

  const start = async (now: boolean) => {
    setError(null);
    if (now && !(await confirmAction(intl, 'rollReview.importNowTitle', t('rollReview.importNowConfirm', { n: left }), 'rollReview.importNowYes'))) return;
    try {
      const { importJob } = await importIt({ jobId: job.id, ...(now ? { now: true } : {}) }).unwrap();
      navigate(`/import-voter-roll?job=${encodeURIComponent(importJob.id)}`);
    } catch (e) {
      const body = (e as { data?: ErrorBody }).data;
      setError(messageText(intl, body?.errors?.[0]?.key ? { ...body.errors[0], msg: body.msg } : body));
    }
  };

  /** After a fix: the same to the boxes the printed value stands for (each audited), then the next field. */
  const saved = async (d: RollPdfDoubt, at: number, value: string) => {
    const others = sameValueElsewhere(list, d);
    const done = new Set([doubtKey(d)]);
    setSpread(null);
    setSpreading(others.length > 0);
    for (const o of others) {
      try {
        await correct({ jobId: job.id, body: { fileNo: o.fileNo, page: o.page, box: o.box, column: o.column, value } }).unwrap();
        done.add(doubtKey(o));
      } catch {
        break; // left to review one by one
      }
    }
    if (done.size > 1) setSpread({ n: done.size - 1, field: d.column });
    setSpreading(false);
    setCurrent(nextOpen(list, at, done) ?? at);
  };

  if (doubts.isLoading) return <Loading />;
  if (doubts.error) {
    return (
      <div className="alert alert-danger" role="alert">
        {t('rollReview.error.doubts')}
      </div>
    );
  }
  const doubt = current != null ? list[current] : null;
  return (
    <>
      <section className="card import-status" data-testid="roll-read">
        <div className={left ? 'alert alert-info' : 'alert alert-success'} role="status">
          <FormattedMessage
            id={list.length ? 'rollReview.readWithDoubts' : 'rollReview.readNoDoubts'}
            values={{ electors: job.electors, pages: job.pages, doubts: list.length }}
          />
        </div>
        {list.length > 0 && (
          <p className="roll-review-count" data-testid="roll-reviewed">
            <FormattedMessage id="rollReview.reviewed" values={{ done: intl.formatNumber(list.length - left), total: intl.formatNumber(list.length) }} />
          </p>
        )}
        <JobFiles job={job} />
        {spread && (
          <p className="form-hint" role="status" data-testid="roll-spread">
            <FormattedMessage id="rollReview.spread" values={{ n: spread.n, field: columnLabel(spread.field) }} />
          </p>
        )}
        {error && (
          <div className="alert alert-danger" role="alert" data-testid="roll-import-error">
            {error}
          </div>
        )}
        <div className="import-actions">
          <button type="button" className="btn btn-primary" onClick={() => start(false)} disabled={left > 0 || importing.isLoading}>
            {t('rollReview.import')}
          </button>
          {left > 0 && (
            <button type="button" className="btn btn-outline" onClick={() => start(true)} disabled={importing.isLoading}>
              <FormattedMessage id="rollReview.importNow" values={{ n: left }} />
            </button>
          )}
          <CancelJob job={job} />
        </div>
      </section>
      {doubt && current != null && (
        <DoubtEditor
          jobId={job.id}
          doubt={doubt}
          fileName={names.get(doubt.fileNo) ?? ''}
          place={current}
          count={list.length}
          onSaved={(value) => void saved(doubt, current, value)}
          busy={spreading}
          onMove={(step) => setCurrent((c) => Math.min(list.length - 1, Math.max(0, (c ?? 0) + step)))}
        />
      )}
      {list.length > 0 && <DoubtList list={list} names={names} current={doubt ? doubtKey(doubt) : null} onPick={setCurrent} />}
    </>
  );
}

export default function RollReviewPage() {
  const t = useT();
  const navigate = useNavigate();
  const { jobId = '' } = useParams();
  const isAdmin = useAppSelector((s) => s.auth.type === 1);
  const [reading, setReading] = useState(true);
  const polled = useRollPdfJobQuery(isAdmin && jobId ? { jobId } : skipToken, { pollingInterval: reading ? POLL_MS : 0 });
  const job = polled.data;

  useEffect(() => {
    if (job) setReading(job.state === 'reading');
    // read in vain: back to the files, with the reason by the file input
    if (job?.state === 'failed' && job.failure)
      navigate('/import-voter-roll', { replace: true, state: { pdfFailure: job.failure, files: job.files.map((f) => f.name) } });
  }, [job, navigate]);

  if (!isAdmin) {
    return (
      <PageCard titleKey="rollReview.title">
        <div className="alert alert-warning" role="alert">
          {t('voterImport.error.forbidden')}
        </div>
      </PageCard>
    );
  }
  return (
    <div className="roll-review-page">
      <PageCard titleKey="rollReview.title" subtitleKey="rollReview.intro" actions={<Link to="/import-voter-roll">{t('rollReview.back')}</Link>}>
        {polled.isLoading && <Loading />}
        {polled.error && !job && (
          <div className="alert alert-danger" role="alert">
            {(polled.error as { status?: number }).status === 404 ? t('rollReview.error.notFound') : t('rollReview.error.status')}
          </div>
        )}
      </PageCard>
      {job?.state === 'reading' && <JobProgress job={job} pollFailed={Boolean(polled.error)} />}
      {job?.state === 'review' && <Review job={job} />}
      {job && (job.state === 'done' || job.state === 'importing') && (
        <section className="card import-status" data-testid="roll-imported">
          <div className="alert alert-success" role="status">
            <FormattedMessage id="rollReview.imported" values={{ electors: job.electors }} />
          </div>
          <JobFiles job={job} />
          {job.importJob && (
            <div className="import-actions">
              <Link className="btn btn-primary" to={`/import-voter-roll?job=${encodeURIComponent(job.importJob)}`}>
                {t('rollReview.seeImport')}
              </Link>
            </div>
          )}
        </section>
      )}
      {job?.state === 'cancelled' && (
        <section className="card import-status" data-testid="roll-cancelled">
          <div className="alert alert-warning" role="status">
            {t('rollReview.cancelled')}
          </div>
          <JobFiles job={job} />
        </section>
      )}
      {job?.state === 'failed' && !job.failure && (
        <div className="alert alert-danger" role="alert">
          {t('rollReview.error.failed')}
        </div>
      )}
    </div>
  );
}

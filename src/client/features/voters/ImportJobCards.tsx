// A roll import's progress and outcome on the import page: the upload's own progress, a running
// job's reading and counts, a dry run's plan (what the file would change, with Apply and Cancel),
// and a finished, failed or cancelled job's summary; each with the rows refused or warned of.
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { messageText, useT } from '../../i18n/translate';
import type { VoterImportJob, VoterImportRowError } from '../../../shared/api/voterImport';
import Bar from '../../components/ProgressBar';

export function formatBytes(intl: IntlShape, n: number): string {
  const mb = n / (1024 * 1024);
  if (mb >= 1) return intl.formatNumber(mb, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 });
  return intl.formatNumber(Math.max(n / 1024, n > 0 ? 0.1 : 0), { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 });
}

const percent = (intl: IntlShape, done: number, total: number) => intl.formatNumber(total > 0 ? Math.min(1, done / total) : 0, { style: 'percent' });

/** Counts an admin should read before applying: shown in red when not zero. */
const BAD_COUNTS = new Set(['voterImport.rejected', 'voterImport.held', 'voterImport.warned']);

function Counts({ job }: { job: VoterImportJob }) {
  const intl = useIntl();
  const items: Array<[string, number]> = [
    ['voterImport.rows', job.rows],
    ['voterImport.inserted', job.inserted],
    ['voterImport.moved', job.moved ?? 0],
    ['voterImport.updated', job.updated],
    ['voterImport.removed', job.removed ?? 0],
    ['voterImport.restored', job.restored ?? 0],
    ['voterImport.unchanged', job.unchanged],
    ['voterImport.warned', job.warned ?? 0],
    ['voterImport.held', job.held ?? 0],
    ['voterImport.rejected', job.rejected],
  ];
  return (
    <>
      <dl className="import-counts" data-testid="import-counts">
        {items.map(([key, n]) => (
          <div key={key} className={`import-count${BAD_COUNTS.has(key) && n > 0 ? ' import-count-bad' : ''}`} data-count={key.split('.')[1]}>
            <dt>
              <FormattedMessage id={key} />
            </dt>
            <dd>{intl.formatNumber(n)}</dd>
          </div>
        ))}
      </dl>
      {job.withoutEpic > 0 && job.state !== 'running' && (
        <p className="form-hint" data-testid="import-without-epic">
          <FormattedMessage id="voterImport.withoutEpic" values={{ n: intl.formatNumber(job.withoutEpic) }} />
        </p>
      )}
    </>
  );
}

/** The first rows of each kind of change, so a dry run can be checked before it is applied. */
function Samples({ job }: { job: VoterImportJob }) {
  const t = useT();
  const intl = useIntl();
  if (!job.samples?.length) return null;
  const n = (v: number) => intl.formatNumber(v, { useGrouping: false });
  return (
    <section aria-labelledby="import-samples-title">
      <h2 id="import-samples-title" className="import-subtitle">
        {t('voterImport.samplesTitle')}
      </h2>
      <div className="table-wrap">
        <table className="table" data-testid="import-samples">
          <thead>
            <tr>
              <th scope="col">{t('voterImport.change')}</th>
              <th scope="col">{t('voterImport.partSerial')}</th>
              <th scope="col">{t('voterImport.was')}</th>
              <th scope="col">{t('voterImport.name')}</th>
              <th scope="col">{t('voterImport.epic')}</th>
            </tr>
          </thead>
          <tbody>
            {job.samples.map((x) => (
              <tr key={`${x.kind}-${x.line ?? ''}-${x.partno}-${x.slnoinpart}`} data-kind={x.kind}>
                <td>{t(`voterImport.kind.${x.kind}`)}</td>
                <td>
                  <FormattedMessage id="voterImport.slot" values={{ part: n(x.partno), serial: n(x.slnoinpart) }} />
                </td>
                <td>
                  {x.from && x.kind !== 'removed' ? (
                    <FormattedMessage id="voterImport.slot" values={{ part: n(x.from.partno), serial: n(x.from.slnoinpart) }} />
                  ) : (
                    ''
                  )}
                </td>
                <td>{intl.locale !== 'en' && x.nameLocal ? x.nameLocal : x.name}</td>
                <td>{x.epic ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Rows of the file with their line, column and reason: the refused ones, the warnings, the clashes. */
function RowProblems({ rows, total, titleKey, testId, tone }: { rows: VoterImportRowError[]; total: number; titleKey: string; testId: string; tone: string }) {
  const t = useT();
  const intl = useIntl();
  const titleId = `${testId}-title`;
  return (
    <section className={`import-rejected ${tone}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="import-subtitle">
        {t(titleKey)}
      </h2>
      {total > rows.length && (
        <p className="form-hint">
          <FormattedMessage id="voterImport.rejectedShown" values={{ shown: intl.formatNumber(rows.length), total: intl.formatNumber(total) }} />
        </p>
      )}
      <div className="table-wrap">
        <table className="table" data-testid={testId}>
          <thead>
            <tr>
              <th scope="col">{t('voterImport.line')}</th>
              <th scope="col">{t('voterImport.column')}</th>
              <th scope="col">{t('voterImport.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={`${e.line}-${e.column}-${e.code ?? ''}`}>
                <td data-column="line">{intl.formatNumber(e.line, { useGrouping: false })}</td>
                <td data-column="column">
                  <code>{e.column}</code>
                </td>
                <td data-column="reason">{rowReasonText(intl, e)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Rejected({ job }: { job: VoterImportJob }) {
  const t = useT();
  if (job.rejected === 0) {
    return (
      <p className="muted" data-testid="import-no-rejected">
        {t('voterImport.noRejected')}
      </p>
    );
  }
  return <RowProblems rows={job.errors} total={job.rejected} titleKey="voterImport.rejectedTitle" testId="import-rejected" tone="" />;
}

/** What a revision would do that an admin must see before Apply: clashes, warnings, parts it would empty. */
function Findings({ job }: { job: VoterImportJob }) {
  const intl = useIntl();
  const n = (v: number) => intl.formatNumber(v, { useGrouping: false });
  return (
    <>
      {job.largeRemovals && job.largeRemovals.length > 0 && (
        <div className="alert alert-danger" role="alert" data-testid="import-large-removals">
          <strong>
            <FormattedMessage id="voterImport.largeRemovalsTitle" />
          </strong>
          <ul className="import-large-removals">
            {job.largeRemovals.map((p) => (
              <li key={`${p.acno}-${p.partno}`} data-part={p.partno}>
                <FormattedMessage
                  id="voterImport.largeRemovalsPart"
                  values={{ acno: n(p.acno), part: n(p.partno), removed: intl.formatNumber(p.removed), live: intl.formatNumber(p.live) }}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {job.clashes && job.clashes.length > 0 && (
        <RowProblems rows={job.clashes} total={job.clashes.length} titleKey="voterImport.clashesTitle" testId="import-clashes" tone="import-rows-bad" />
      )}
      {job.warnings && job.warnings.length > 0 && (
        <RowProblems
          rows={job.warnings}
          total={job.warned ?? job.warnings.length}
          titleKey="voterImport.warningsTitle"
          testId="import-warnings"
          tone="import-rows-warn"
        />
      )}
    </>
  );
}

/** The reason in the console's language; a server older than the codes sent English only. */
function rowReasonText(intl: IntlShape, e: VoterImportRowError): string {
  const id = `voterImport.row.${e.code}`;
  return e.code && intl.messages[id] ? intl.formatMessage({ id }, e.values) : e.reason;
}

/** The upload's own progress, until the server has the whole file (each PDF part in turn). */
export function UploadProgress({
  sent,
  total,
  part,
  parts,
  name,
  pdf,
}: {
  sent: number;
  total: number;
  part: number;
  parts: number;
  name: string;
  pdf: boolean;
}) {
  const intl = useIntl();
  return (
    <section className="card import-status" aria-live="polite" data-testid="upload-status">
      <p className="import-status-title">
        {pdf ? (
          <FormattedMessage
            id={sent >= total && total > 0 ? 'voterImport.pdfChecking' : 'voterImport.pdfUploading'}
            values={{ part: intl.formatNumber(part), parts: intl.formatNumber(parts), name, percent: percent(intl, sent, total) }}
          />
        ) : sent >= total && total > 0 ? (
          <FormattedMessage id="voterImport.waiting" />
        ) : (
          <FormattedMessage id="voterImport.uploading" values={{ percent: percent(intl, sent, total) }} />
        )}
      </p>
      <Bar label={intl.formatMessage({ id: 'voterImport.uploadLabel' })} done={sent} total={total} testId="upload-progress" />
      <p className="form-hint">
        <FormattedMessage id="voterImport.uploaded" values={{ done: formatBytes(intl, sent), total: formatBytes(intl, total) }} />
      </p>
    </section>
  );
}

/** A running import: how much of the file is read, and the counts so far. */
export function RunningJob({ job, pollFailed }: { job: VoterImportJob; pollFailed: boolean }) {
  const t = useT();
  const intl = useIntl();
  return (
    <section className="card import-status" aria-live="polite" data-testid="import-status">
      <p className="import-status-title">
        <FormattedMessage id="voterImport.importing" values={{ file: job.file.name, percent: percent(intl, job.read.done, job.read.total) }} />
      </p>
      <Bar label={intl.formatMessage({ id: 'voterImport.importLabel' })} done={job.read.done} total={job.read.total} testId="import-progress" />
      <p className="form-hint">
        {job.read.unit === 'bytes' ? (
          <FormattedMessage id="voterImport.readBytes" values={{ done: formatBytes(intl, job.read.done), total: formatBytes(intl, job.read.total) }} />
        ) : (
          <FormattedMessage id="voterImport.readRows" values={{ done: intl.formatNumber(job.read.done), total: intl.formatNumber(job.read.total) }} />
        )}
      </p>
      <Counts job={job} />
      {pollFailed && (
        <div className="alert alert-warning" role="alert">
          {t('voterImport.error.status')}
        </div>
      )}
    </section>
  );
}

/** A dry run's outcome: what the file would change, with Apply and Cancel. */
export function PlannedJob({
  job,
  error,
  deciding,
  decide,
}: {
  job: VoterImportJob;
  error: string | null;
  deciding: boolean;
  decide: (apply: boolean) => void;
}) {
  const t = useT();
  return (
    <section className="card import-status" data-testid="import-plan">
      <div className="alert alert-info" role="status">
        <FormattedMessage id={job.mode === 'supplement' ? 'voterImport.plannedSupplement' : 'voterImport.planned'} values={{ file: job.file.name }} />
      </div>
      <Counts job={job} />
      <Findings job={job} />
      <Samples job={job} />
      <Rejected job={job} />
      {error && (
        <div className="alert alert-danger" role="alert" data-testid="import-decide-error">
          {error}
        </div>
      )}
      <div className="import-actions">
        <button type="button" className="btn btn-primary" onClick={() => decide(true)} disabled={deciding}>
          {t('voterImport.apply')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => decide(false)} disabled={deciding}>
          {t('voterImport.cancelPlan')}
        </button>
      </div>
    </section>
  );
}

/** A finished, failed or cancelled import: its outcome, and a way to start again. */
export function FinishedJob({ job, again }: { job: VoterImportJob; again: () => void }) {
  const t = useT();
  const intl = useIntl();
  return (
    <section className="card import-status" data-testid="import-summary">
      {job.state === 'cancelled' ? (
        <div className="alert alert-info" role="status">
          <FormattedMessage id="voterImport.cancelled" values={{ file: job.file.name }} />
        </div>
      ) : job.state === 'done' ? (
        <div className="alert alert-success" role="status">
          <strong>
            <FormattedMessage id="voterImport.done" values={{ file: job.file.name }} />
          </strong>
          {job.summary && (
            <>
              {' '}
              <FormattedMessage
                id="voterImport.doneDetail"
                values={{
                  parts: job.summary.parts,
                  acnos: job.summary.acnos.map((a) => intl.formatNumber(a, { useGrouping: false })).join(', '),
                  seconds: intl.formatNumber(job.summary.seconds, { maximumFractionDigits: 1 }),
                }}
              />
            </>
          )}
        </div>
      ) : (
        <div className="alert alert-danger" role="alert">
          <FormattedMessage id="voterImport.failed" values={{ file: job.file.name, reason: messageText(intl, job.failure) }} />
        </div>
      )}
      {job.state !== 'cancelled' && <Counts job={job} />}
      {job.state !== 'cancelled' && <Findings job={job} />}
      {job.state === 'done' && <Samples job={job} />}
      {job.state === 'done' && <Rejected job={job} />}
      <div className="import-actions">
        <button type="button" className="btn btn-primary" onClick={again}>
          {t('voterImport.again')}
        </button>
      </div>
    </section>
  );
}

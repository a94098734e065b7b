// /import-voter-roll: the organisation admin uploads an ECI roll (CSV or XLSX). The
// upload's own progress comes from XMLHttpRequest; then the server's import job is polled and
// its progress shown (bytes of a CSV or rows of a sheet read, and the counts so far), then the
// summary and the rejected rows with line and reason. A finished import refreshes every voter
// list. A job already running for the organisation (another tab, a reload) is picked up.
// "Check first" uploads as a dry run: the summary says what would change (moved, added,
// removed from the roll...) with the first rows of each kind, and nothing changes until Apply.
// PDF rolls (printed or scanned, one file a part, several at once) are sent part by part to a PDF
// read job; its progress and review are on the review screen, whose import comes back here.
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { messageText, useT } from '../../i18n/translate';
import type { VoterImportJob, VoterImportMode, VoterImportRowError } from '../../../shared/api/voterImport';
import { useRollImport } from './useRollImport';
import '../../components/crud/crud.css';
import '../../components/fileChooser.css';
import '../../components/importStatus.css';
import './importRoll.css';
import PageCard from '../../components/PageCard';
import { Labelled } from '../../components/FormField';
import Bar from '../../components/ProgressBar';
import EditionFields from './EditionFields';

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
function UploadProgress({ sent, total, part, parts, name, pdf }: { sent: number; total: number; part: number; parts: number; name: string; pdf: boolean }) {
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
function RunningJob({ job, pollFailed }: { job: VoterImportJob; pollFailed: boolean }) {
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
function PlannedJob({ job, error, deciding, decide }: { job: VoterImportJob; error: string | null; deciding: boolean; decide: (apply: boolean) => void }) {
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
function FinishedJob({ job, again }: { job: VoterImportJob; again: () => void }) {
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

export default function ImportRollPage() {
  const t = useT();
  const intl = useIntl();
  const {
    isAdmin,
    file,
    files,
    pdf,
    phase,
    error,
    inputRef,
    mode,
    setMode,
    checkFirst,
    setCheckFirst,
    acno,
    setAcno,
    acnoBad,
    edition,
    applying,
    cancelling,
    job,
    pollFailed,
    choose,
    submit,
    cancel,
    decide,
    again,
  } = useRollImport();

  if (!isAdmin) {
    return (
      <PageCard titleKey="voterImport.title" className="import-roll-page">
        <div className="alert alert-warning" role="alert">
          {t('voterImport.error.forbidden')}
        </div>
      </PageCard>
    );
  }

  const busy = phase.kind !== 'idle';
  return (
    <div className="import-roll-page">
      <PageCard titleKey="voterImport.title" subtitleKey="voterImport.intro">
        <form onSubmit={submit} className="import-form" noValidate>
          <Labelled htmlFor="roll-file" labelKey="voterImport.file">
            <div className="file-chooser-row">
              <input
                ref={inputRef}
                id="roll-file"
                className="file-input-hidden"
                type="file"
                multiple
                accept=".csv,.xlsx,.pdf,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/pdf"
                onChange={choose}
                disabled={busy}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'roll-file-error' : undefined}
              />
              <label
                htmlFor="roll-file"
                className={`btn btn-outline btn-sm file-button${error ? ' is-invalid' : ''}${busy ? ' is-disabled' : ''}`}
                aria-hidden="true"
              >
                {t('voterImport.chooseFile')}
              </label>
              {files.length > 1 ? (
                <span className="file-name" data-testid="chosen-file">
                  <FormattedMessage
                    id="voterImport.filesChosen"
                    values={{
                      n: files.length,
                      size: formatBytes(
                        intl,
                        files.reduce((n, f) => n + f.size, 0),
                      ),
                    }}
                  />
                </span>
              ) : file ? (
                <span className="file-name" data-testid="chosen-file">
                  <FormattedMessage id="voterImport.fileChosen" values={{ name: file.name, size: formatBytes(intl, file.size) }} />
                </span>
              ) : (
                <span className="file-name">{t('voterImport.noFile')}</span>
              )}
            </div>
            {files.length > 1 && (
              <ul className="file-list" data-testid="chosen-files">
                {files.map((f) => (
                  <li key={f.name}>
                    <FormattedMessage id="voterImport.fileChosen" values={{ name: f.name, size: formatBytes(intl, f.size) }} />
                  </li>
                ))}
              </ul>
            )}
            {pdf && <p className="form-hint">{t('voterImport.pdfHint')}</p>}
            {error && (
              <div className="alert alert-danger import-file-error" role="alert" id="roll-file-error" data-testid="import-error">
                {error}
              </div>
            )}
          </Labelled>
          <Labelled htmlFor="roll-mode" labelKey="voterImport.mode">
            <select id="roll-mode" className="form-control" value={mode} onChange={(e) => setMode(e.target.value as VoterImportMode)} disabled={busy}>
              <option value="complete">{t('voterImport.mode.complete')}</option>
              <option value="supplement">{t('voterImport.mode.supplement')}</option>
            </select>
          </Labelled>
          <Labelled htmlFor="roll-acno" labelKey="voterImport.acno">
            <input
              id="roll-acno"
              className={acnoBad ? 'form-control is-invalid' : 'form-control'}
              inputMode="numeric"
              value={acno}
              placeholder={t('voterImport.acno.all')}
              onChange={(e) => setAcno(e.target.value)}
              disabled={busy}
              aria-invalid={acnoBad}
              aria-describedby={acnoBad ? 'roll-acno-error' : undefined}
            />
            {acnoBad && (
              <div className="invalid-feedback" id="roll-acno-error">
                {t('validation.integer')}
              </div>
            )}
          </Labelled>
          <EditionFields {...edition} disabled={busy} />
          <div className="form-check">
            <input id="roll-check-first" type="checkbox" checked={checkFirst} onChange={(e) => setCheckFirst(e.target.checked)} disabled={busy} />{' '}
            <label htmlFor="roll-check-first">{t('voterImport.checkFirst')}</label>
          </div>
          <div className="import-actions">
            <button type="submit" className="btn btn-primary" disabled={!file || Boolean(error) || acnoBad || edition.invalid || busy}>
              {t(checkFirst ? 'voterImport.startCheck' : 'voterImport.start')}
            </button>
            {phase.kind === 'uploading' && (
              <button type="button" className="btn btn-outline" onClick={cancel}>
                {t('voterImport.cancel')}
              </button>
            )}
          </div>
        </form>
      </PageCard>

      {phase.kind === 'uploading' && <UploadProgress sent={phase.sent} total={phase.total} part={phase.part} parts={phase.parts} name={phase.name} pdf={pdf} />}

      {job && job.state === 'running' && <RunningJob job={job} pollFailed={pollFailed} />}

      {job && job.state === 'planned' && <PlannedJob job={job} error={error} deciding={applying.isLoading || cancelling.isLoading} decide={decide} />}

      {job && job.state !== 'running' && job.state !== 'planned' && <FinishedJob job={job} again={again} />}
    </div>
  );
}

// /import-voter-roll: the organisation admin uploads an ECI roll (CSV or XLSX). The
// upload's own progress comes from XMLHttpRequest; then the server's import job is polled and
// its progress shown (bytes of a CSV or rows of a sheet read, and the counts so far), then the
// summary and the rejected rows with line and reason. A finished import refreshes every voter
// list. A job already running for the organisation (another tab, a reload) is picked up.
// "Check first" uploads as a dry run: the summary says what would change (moved, added,
// removed from the roll...) with the first rows of each kind, and nothing changes until Apply.
// PDF rolls (printed or scanned, one file a part, several at once) are sent part by part to a PDF
// read job; its progress and review are on the review screen, whose import comes back here.
import { FormattedMessage, useIntl } from 'react-intl';
import { useT } from '../../i18n/translate';
import type { VoterImportMode } from '../../../shared/api/voterImport';
import { useRollImport } from './useRollImport';
import '../../components/crud/crud.css';
import '../../components/fileChooser.css';
import '../../components/importStatus.css';
import './importRoll.css';
import PageCard from '../../components/PageCard';
import { Labelled } from '../../components/FormField';
import EditionFields from './EditionFields';
import { FinishedJob, formatBytes, PlannedJob, RunningJob, UploadProgress } from './ImportJobCards';

type RollImport = ReturnType<typeof useRollImport>;

/** The file chooser: the chosen file (or files, each PDF a part), the PDF hint, why they cannot be sent. */
function RollFileField({
  files,
  file,
  pdf,
  error,
  inputRef,
  choose,
  busy,
}: Pick<RollImport, 'files' | 'file' | 'pdf' | 'error' | 'inputRef' | 'choose'> & { busy: boolean }) {
  const t = useT();
  const intl = useIntl();
  return (
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
  );
}

/** What the import does with the file: complete parts or a supplement, the constituency, the edition, a dry run first. */
function ImportOptions({
  mode,
  setMode,
  acno,
  setAcno,
  acnoBad,
  edition,
  checkFirst,
  setCheckFirst,
  busy,
}: Pick<RollImport, 'mode' | 'setMode' | 'acno' | 'setAcno' | 'acnoBad' | 'edition' | 'checkFirst' | 'setCheckFirst'> & { busy: boolean }) {
  const t = useT();
  return (
    <>
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
    </>
  );
}

export default function ImportRollPage() {
  const t = useT();
  const roll = useRollImport();
  const { isAdmin, file, pdf, phase, error, acnoBad, edition, checkFirst, applying, cancelling, job, pollFailed, submit, cancel, decide, again } = roll;

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
          <RollFileField {...roll} busy={busy} />
          <ImportOptions {...roll} busy={busy} />
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

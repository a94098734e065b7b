// A PDF read job while its pages are read: pages read of pages as a bar, the electors and doubtful
// fields found so far, the time left at the pace so far, and each part with its pages.
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import Bar from '../../components/ProgressBar';
import type { RollPdfJob } from '../../../shared/api/rollPdf';
import CancelJob from './CancelJob';

/** About how long is left, in the page's language: seconds under two minutes, else minutes. */
export function timeLeft(intl: IntlShape, seconds: number): string {
  if (seconds < 120) return intl.formatNumber(Math.max(1, Math.round(seconds)), { style: 'unit', unit: 'second', unitDisplay: 'long' });
  return intl.formatNumber(Math.ceil(seconds / 60), { style: 'unit', unit: 'minute', unitDisplay: 'long' });
}

export function JobFiles({ job }: { job: RollPdfJob }) {
  return (
    <ul className="roll-review-files" data-testid="roll-files">
      {job.files.map((f) => (
        <li key={f.fileNo}>
          <FormattedMessage id="rollReview.file" values={{ name: f.name, pages: f.pages }} />
        </li>
      ))}
    </ul>
  );
}

export default function JobProgress({ job, pollFailed }: { job: RollPdfJob; pollFailed: boolean }) {
  const intl = useIntl();
  const n = (v: number) => intl.formatNumber(v);
  const items: Array<[string, string]> = [
    ['rollReview.pagesRead', intl.formatMessage({ id: 'rollReview.ofPages' }, { done: n(job.pagesRead), total: n(job.pages) })],
    ['rollReview.electors', n(job.electors)],
    ['rollReview.doubts', n(job.doubts)],
    ['rollReview.timeLeft', job.secondsLeft == null ? intl.formatMessage({ id: 'rollReview.estimating' }) : timeLeft(intl, job.secondsLeft)],
  ];
  return (
    <section className="card import-status" aria-live="polite" data-testid="roll-progress">
      <p className="import-status-title">
        <FormattedMessage
          id="rollReview.reading"
          values={{ percent: intl.formatNumber(job.pages ? Math.min(1, job.pagesRead / job.pages) : 0, { style: 'percent' }) }}
        />
      </p>
      <Bar label={intl.formatMessage({ id: 'rollReview.readLabel' })} done={job.pagesRead} total={job.pages} testId="roll-read-progress" />
      <dl className="import-counts" data-testid="roll-counts">
        {items.map(([key, value]) => (
          <div key={key} className="import-count" data-count={key.split('.')[1]}>
            <dt>
              <FormattedMessage id={key} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {job.files.length < job.parts && (
        <p className="form-hint">
          <FormattedMessage id="rollReview.waitingParts" values={{ done: n(job.files.length), total: n(job.parts) }} />
        </p>
      )}
      <JobFiles job={job} />
      <div className="import-actions">
        <CancelJob job={job} />
      </div>
      {pollFailed && (
        <div className="alert alert-warning" role="alert">
          <FormattedMessage id="rollReview.error.status" />
        </div>
      )}
    </section>
  );
}

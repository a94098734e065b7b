// An admin's Cancel of a PDF roll job still reading or in review, after a confirmation: the server
// takes its pages left off the queue and lets its files go; nothing of it is imported. The job's
// answer goes into the page's cached job at once, so the screen shows it cancelled.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { confirmAction } from '../../components/dialogs';
import { messageText, useT } from '../../i18n/translate';
import type { ErrorBody } from '../../../shared/api/messages';
import type { RollPdfJob } from '../../../shared/api/rollPdf';
import { useAppDispatch } from '../../store/hooks';
import { rollReviewApi, useCancelRollPdfMutation } from './api';

export default function CancelJob({ job }: { job: RollPdfJob }) {
  const t = useT();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [cancel, cancelling] = useCancelRollPdfMutation();
  const [error, setError] = useState<string | null>(null);
  const onCancel = async () => {
    setError(null);
    if (!(await confirmAction(intl, 'rollReview.cancelTitle', t('rollReview.cancelConfirm'), 'rollReview.cancelYes'))) return;
    try {
      const ended = await cancel({ jobId: job.id }).unwrap();
      dispatch(rollReviewApi.util.upsertQueryData('rollPdfJob', { jobId: job.id }, ended));
    } catch (e) {
      const body = (e as { data?: ErrorBody }).data;
      setError(t('rollReview.error.cancel', { reason: messageText(intl, body?.errors?.[0]?.key ? { ...body.errors[0], msg: body.msg } : body) }));
    }
  };
  return (
    <>
      {error && (
        <div className="alert alert-danger" role="alert" data-testid="roll-cancel-error">
          {error}
        </div>
      )}
      <button
        type="button"
        className="btn btn-outline roll-review-cancel"
        onClick={() => void onCancel()}
        disabled={cancelling.isLoading}
        data-testid="roll-cancel"
      >
        {t('rollReview.cancel')}
      </button>
    </>
  );
}

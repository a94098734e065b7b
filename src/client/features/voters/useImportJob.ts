// The server's side of a roll import as the page follows it: the job picked up when one already
// runs (another tab, a reload, a PDF job's import sent back with ?job=), polled while it runs, and
// every voter list refreshed once it ends; and a planned job's Apply or Cancel.
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch } from '../../store/hooks';
import { messageText } from '../../i18n/translate';
import type { VoterImportJob } from '../../../shared/api/voterImport';
import { invalidateRoll, useApplyVoterImportMutation, useCancelVoterImportMutation, useVoterImportJobQuery, useVoterImportsQuery } from './importApi';
import { confirmYes } from '../../components/dialogs';
/** How often a running job is asked for its progress. */
export const POLL_MS = 700;

export type Phase =
  | { kind: 'idle' }
  /** part and parts: the PDF being sent of how many (a CSV is part 1 of 1) */
  | { kind: 'uploading'; sent: number; total: number; part: number; parts: number; name: string }
  | { kind: 'job'; job: VoterImportJob };

export type SetPhase = Dispatch<SetStateAction<Phase>>;

/** The job the page shows: its latest answer, whether polling it failed, and the ?job= it came from. */
export function useImportJob(isAdmin: boolean, phase: Phase, setPhase: SetPhase) {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const refreshed = useRef<string | null>(null);

  // A job the organisation already has running (another tab, or this page before a reload).
  const recent = useVoterImportsQuery(isAdmin ? undefined : skipToken);
  useEffect(() => {
    const running = recent.data?.find((j) => j.state === 'running' || j.state === 'planned');
    if (running) setPhase((p) => (p.kind === 'idle' ? { kind: 'job', job: running } : p));
  }, [recent.data, setPhase]);
  // The import a PDF job became (the review screen sends the admin here with ?job=).
  const linkedId = params.get('job');
  const linked = useVoterImportJobQuery(isAdmin && linkedId ? { jobId: linkedId } : skipToken);
  useEffect(() => {
    const j = linked.data;
    if (j && j.id === linkedId) setPhase((p) => (p.kind === 'idle' ? { kind: 'job', job: j } : p));
  }, [linked.data, linkedId, setPhase]);

  const jobId = phase.kind === 'job' ? phase.job.id : null;
  const started = phase.kind === 'job' ? phase.job : null;
  const polled = useVoterImportJobQuery(jobId ? { jobId } : skipToken, { pollingInterval: started?.state === 'running' ? POLL_MS : 0 });
  // The latest answer about this run of the job (the 202's copy until the first poll answers; an
  // applied dry run is the same job started again, so the planned answer cached for it is old).
  const fresh = polled.currentData?.id === jobId && polled.currentData.startedAt === started?.startedAt;
  const job = fresh ? polled.currentData : started;
  useEffect(() => {
    if (job && job.state !== 'running' && started?.state === 'running') setPhase({ kind: 'job', job });
  }, [job, started, setPhase]);
  const pollFailed = Boolean(polled.error) && job?.state === 'running';

  // Whatever the import wrote (a failed one keeps its committed batches) shows in every list.
  useEffect(() => {
    if (job && job.state !== 'running' && refreshed.current !== job.id) {
      refreshed.current = job.id;
      dispatch(invalidateRoll());
    }
  }, [job, dispatch]);

  return { job, pollFailed, linkedId };
}

/** Apply or cancel the planned job; a refusal (another import runs, the file is gone) is shown. */
export function useJobDecision(job: VoterImportJob | null | undefined, setPhase: SetPhase, setError: (e: string | null) => void) {
  const intl = useIntl();
  const [applyImport, applying] = useApplyVoterImportMutation();
  const [cancelImport, cancelling] = useCancelVoterImportMutation();
  const decide = async (apply: boolean) => {
    if (!job) return;
    setError(null);
    try {
      if (apply) {
        // a revision that would empty parts is applied only when the admin says so once more
        const large = Boolean(job.largeRemovals?.length);
        if (large && !(await confirmYes(intl, 'voterImport.largeRemovalsConfirmTitle', 'voterImport.largeRemovalsConfirm'))) return;
        setPhase({ kind: 'job', job: (await applyImport({ jobId: job.id, ...(large ? { allowRemovals: true } : {}) }).unwrap()).job });
      } else setPhase({ kind: 'job', job: await cancelImport({ jobId: job.id }).unwrap() });
    } catch (e) {
      setError(messageText(intl, (e as { data?: unknown }).data as never));
    }
  };
  return { decide, applying, cancelling };
}

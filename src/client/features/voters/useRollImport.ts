// The roll import page's data: the chosen file and options, the upload's progress, the server's
// job (picked up when one already runs, polled while it runs), and the page's actions: upload,
// cancel the upload, apply or cancel a planned job, start again. A finished job refreshes every
// voter list. PDF rolls (one file a part, several at once) go to a PDF read job instead, whose
// progress and review are the review screen's (/roll-review/:jobId); its import comes back here
// (?job=) to show its summary as a CSV's, and a job that failed comes back with its reason.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { signedOut } from '../../store/authSlice';
import { messageText } from '../../i18n/translate';
import { DEFAULT_MAX_ROLL_BYTES, ROLL_FILE_EXTENSIONS, type VoterImportJob, type VoterImportMode } from '../../../shared/api/voterImport';
import { MAX_PDF_PARTS } from '../../../shared/api/rollPdf';
import { invalidateRoll, useApplyVoterImportMutation, useCancelVoterImportMutation, useVoterImportJobQuery, useVoterImportsQuery } from './importApi';
import type { Message } from '../../../shared/api/messages';
import type { SendAnswer } from '../../api/sendFile';
import { uploadRoll, type UploadHandle } from './uploadRoll';
import { isPdf, uploadPdfParts, type PdfUpload } from './uploadPdfParts';
import { confirmYes } from '../../components/dialogs';
import { importEditionSchema } from '../../../shared/schemas/editions';
import type { EditionValues } from './EditionFields';

/** The schema's first message (a catalogue key) for each field that breaks it. */
function fieldErrors(schema: { validateSync: (v: unknown, o: object) => unknown }, values: object): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const i of (e as { inner?: Array<{ path?: string; message: string }> }).inner ?? []) if (i.path && !out[i.path]) out[i.path] = i.message;
    return out;
  }
}

/** How often a running job is asked for its progress. */
export const POLL_MS = 700;

export type Phase =
  | { kind: 'idle' }
  /** part and parts: the PDF being sent of how many (a CSV is part 1 of 1) */
  | { kind: 'uploading'; sent: number; total: number; part: number; parts: number; name: string }
  | { kind: 'job'; job: VoterImportJob };

/** What the review screen hands back when a PDF job failed: its reason, shown by the file input. */
export interface PdfFailure {
  pdfFailure: Message;
  files: string[];
}

const MAX_MB = Math.floor(DEFAULT_MAX_ROLL_BYTES / (1024 * 1024));

/** Why the chosen files cannot be sent, or null: a CSV or an XLSX alone, or one PDF a part. */
function choiceError(intl: IntlShape, files: File[]): string | null {
  if (!files.length) return null;
  const known = (f: File) => isPdf(f) || ROLL_FILE_EXTENSIONS.some((x) => f.name.toLowerCase().endsWith(x));
  if (!files.every(known)) return intl.formatMessage({ id: 'voterImport.error.type' });
  if (files.length > 1 && !files.every(isPdf)) return intl.formatMessage({ id: 'voterImport.error.severalNotPdf' });
  if (files.length > MAX_PDF_PARTS) return intl.formatMessage({ id: 'voterImport.error.tooManyParts' }, { max: MAX_PDF_PARTS });
  const big = files.find((f) => f.size > DEFAULT_MAX_ROLL_BYTES);
  if (big) return (files.length > 1 ? `${big.name}: ` : '') + intl.formatMessage({ id: 'voterImport.error.tooLarge' }, { mb: MAX_MB });
  return null;
}

/** The message of a refused upload, in the chosen language. */
export function uploadErrorText(intl: IntlShape, answer: SendAnswer): string {
  const { status, body } = answer;
  if (status === 0) return intl.formatMessage({ id: 'voterImport.error.network' });
  if (status === 403) return intl.formatMessage({ id: 'voterImport.error.forbidden' });
  const e = body?.errors?.[0];
  if (e?.key && Object.prototype.hasOwnProperty.call(intl.messages, e.key)) return intl.formatMessage({ id: e.key }, body?.values);
  if (status === 409) return intl.formatMessage({ id: 'voterImport.error.running' });
  if (status === 413) return intl.formatMessage({ id: 'voterImport.error.tooLarge' }, { mb: MAX_MB });
  if (status === 400) return intl.formatMessage({ id: 'voterImport.error.type' });
  return messageText(intl, body);
}

export function useRollImport() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const auth = useAppSelector((s) => s.auth);
  const isAdmin = auth.type === 1;
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [files, setFiles] = useState<File[]>([]);
  const file = files[0] ?? null;
  const pdf = files.length > 0 && files.every(isPdf);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // a PDF job that failed while its pages were read: its reason by the file input
  const failed = (location.state as PdfFailure | null)?.pdfFailure ? (location.state as PdfFailure) : null;
  const [error, setError] = useState<string | null>(() =>
    failed ? `${failed.files.join(', ')}${failed.files.length ? ': ' : ''}${messageText(intl, failed.pdfFailure)}` : null,
  );
  const upload = useRef<UploadHandle | PdfUpload | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const refreshed = useRef<string | null>(null);
  const [mode, setMode] = useState<VoterImportMode>('complete');
  const [checkFirst, setCheckFirst] = useState(true);
  // The constituency the file is for (rows of another AC are refused); empty: every AC it holds.
  const [acno, setAcno] = useState('');
  const acnoBad = acno.trim() !== '' && !/^[1-9]\d{0,3}$/.test(acno.trim());
  // the edition the import makes (kind and dates), checked as typed; the server's refusals by field too
  const [editionValues, setEditionValues] = useState<EditionValues>({ edition_kind: '', roll_date: '', qualifying_date: '' });
  const [editionRefused, setEditionRefused] = useState<Record<string, string>>({});
  const editionErrors = { ...editionRefused, ...fieldErrors(importEditionSchema, editionValues) };
  const edition = {
    values: editionValues,
    set: (v: EditionValues) => (setEditionValues(v), setEditionRefused({})),
    errors: editionErrors,
    invalid: Object.keys(editionErrors).length > 0,
  };
  const editionQuery = Object.fromEntries(Object.entries(editionValues).filter(([, v]) => v !== ''));
  const [applyImport, applying] = useApplyVoterImportMutation();
  const [cancelImport, cancelling] = useCancelVoterImportMutation();

  // A job the organisation already has running (another tab, or this page before a reload).
  const recent = useVoterImportsQuery(isAdmin ? undefined : skipToken);
  useEffect(() => {
    const running = recent.data?.find((j) => j.state === 'running' || j.state === 'planned');
    if (running) setPhase((p) => (p.kind === 'idle' ? { kind: 'job', job: running } : p));
  }, [recent.data]);
  // The import a PDF job became (the review screen sends the admin here with ?job=).
  const linkedId = params.get('job');
  const linked = useVoterImportJobQuery(isAdmin && linkedId ? { jobId: linkedId } : skipToken);
  useEffect(() => {
    const j = linked.data;
    if (j && j.id === linkedId) setPhase((p) => (p.kind === 'idle' ? { kind: 'job', job: j } : p));
  }, [linked.data, linkedId]);

  const jobId = phase.kind === 'job' ? phase.job.id : null;
  const started = phase.kind === 'job' ? phase.job : null;
  const polled = useVoterImportJobQuery(jobId ? { jobId } : skipToken, { pollingInterval: started?.state === 'running' ? POLL_MS : 0 });
  // The latest answer about this run of the job (the 202's copy until the first poll answers; an
  // applied dry run is the same job started again, so the planned answer cached for it is old).
  const fresh = polled.currentData?.id === jobId && polled.currentData.startedAt === started?.startedAt;
  const job = fresh ? polled.currentData : started;
  useEffect(() => {
    if (job && job.state !== 'running' && started?.state === 'running') setPhase({ kind: 'job', job });
  }, [job, started]);
  const pollFailed = Boolean(polled.error) && job?.state === 'running';

  // Whatever the import wrote (a failed one keeps its committed batches) shows in every list.
  useEffect(() => {
    if (job && job.state !== 'running' && refreshed.current !== job.id) {
      refreshed.current = job.id;
      dispatch(invalidateRoll());
    }
  }, [job, dispatch]);

  useEffect(() => () => upload.current?.abort(), []);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(e.target.files ?? [])];
    setFiles(chosen);
    setError(choiceError(intl, chosen));
  };

  /** The PDF parts sent one after another, then the job's progress and review on the review screen. */
  const submitPdf = async () => {
    const handle = uploadPdfParts(
      auth,
      files,
      { mode, dryRun: checkFirst, ...(acno.trim() ? { acno: Number(acno.trim()) } : {}), edition: editionQuery },
      (part, sent, total) =>
        setPhase((p) => (p.kind === 'uploading' ? { kind: 'uploading', sent, total, part: part + 1, parts: files.length, name: files[part].name } : p)),
    );
    upload.current = handle;
    const answer = await handle.done;
    if (upload.current !== handle) return;
    upload.current = null;
    if (answer.job && answer.status === 202) {
      navigate(`/roll-review/${answer.job.id}`);
      return;
    }
    if (answer.status === 401) dispatch(signedOut());
    if (refusedEdition(answer)) return;
    setError(`${files.length > 1 ? `${files[answer.part].name}: ` : ''}${uploadErrorText(intl, answer)}`);
    setPhase({ kind: 'idle' });
  };

  /** The server's refusals of the edition's fields, shown under them; whether there were any. */
  const refusedEdition = (answer: SendAnswer) => {
    const refused = Object.fromEntries((answer.body?.errors ?? []).filter((e) => e.code in editionValues).map((e) => [e.code, e.key ?? e.message]));
    if (!Object.keys(refused).length) return false;
    setEditionRefused(refused);
    setPhase({ kind: 'idle' });
    return true;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file || error || acnoBad || edition.invalid || phase.kind !== 'idle') return;
    setPhase({ kind: 'uploading', sent: 0, total: file.size, part: 1, parts: files.length, name: file.name });
    if (pdf) return submitPdf();
    const handle = uploadRoll(auth, file, (sent, total) => setPhase((p) => (p.kind === 'uploading' ? { ...p, sent, total } : p)), {
      mode,
      dryRun: checkFirst,
      ...(acno.trim() ? { acno: Number(acno.trim()) } : {}),
      edition: editionQuery,
    });
    upload.current = handle;
    const answer = await handle.done;
    if (upload.current !== handle) return; // cancelled, or the page has gone
    upload.current = null;
    if (answer.status === 202 && answer.body?.job) {
      setPhase({ kind: 'job', job: answer.body.job });
      return;
    }
    if (answer.status === 401) dispatch(signedOut());
    if (refusedEdition(answer)) return;
    setError(uploadErrorText(intl, answer));
    // Refused because an import is running: follow that one.
    setPhase(answer.status === 409 && answer.body?.job ? { kind: 'job', job: answer.body.job } : { kind: 'idle' });
  };

  const cancel = () => {
    const h = upload.current;
    upload.current = null;
    h?.abort();
    setPhase({ kind: 'idle' });
  };

  /** Apply or cancel the planned job; a refusal (another import runs, the file is gone) is shown. */
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

  const again = () => {
    setPhase({ kind: 'idle' });
    setFiles([]);
    setError(null);
    if (inputRef.current) inputRef.current.value = '';
    if (linkedId) navigate('/import-voter-roll', { replace: true });
  };

  return {
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
  };
}

// The roll import page's data: the chosen file and options, the upload's progress, the server's
// job (picked up when one already runs, polled while it runs), and the page's actions: upload,
// cancel the upload, apply or cancel a planned job, start again. A finished job refreshes every
// voter list. PDF rolls (one file a part, several at once) go to a PDF read job instead, whose
// progress and review are the review screen's (/roll-review/:jobId); its import comes back here
// (?job=) to show its summary as a CSV's, and a job that failed comes back with its reason.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { signedOut } from '../../store/authSlice';
import { messageText } from '../../i18n/translate';
import { DEFAULT_MAX_ROLL_BYTES, ROLL_FILE_EXTENSIONS, type VoterImportMode } from '../../../shared/api/voterImport';
import { MAX_PDF_PARTS } from '../../../shared/api/rollPdf';
import type { Message } from '../../../shared/api/messages';
import type { SendAnswer } from '../../api/sendFile';
import { uploadRoll, type UploadHandle } from './uploadRoll';
import { isPdf, uploadPdfParts, type PdfUpload } from './uploadPdfParts';
import { importEditionSchema } from '../../../shared/schemas/editions';
import type { EditionValues } from './EditionFields';
import { useImportJob, useJobDecision, type Phase, type SetPhase } from './useImportJob';

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

/** The edition the import makes (kind and dates), checked as typed; the server's refusals by field too. */
function useImportEdition() {
  const [values, setValues] = useState<EditionValues>({ edition_kind: '', roll_date: '', qualifying_date: '' });
  const [refused, setRefused] = useState<Record<string, string>>({});
  const errors = { ...refused, ...fieldErrors(importEditionSchema, values) };
  const edition = {
    values,
    set: (v: EditionValues) => (setValues(v), setRefused({})),
    errors,
    invalid: Object.keys(errors).length > 0,
  };
  const query = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
  /** The server's refusals of the edition's fields, shown under them; whether there were any. */
  const refuse = (answer: SendAnswer) => {
    const found = Object.fromEntries((answer.body?.errors ?? []).filter((e) => e.code in values).map((e) => [e.code, e.key ?? e.message]));
    if (!Object.keys(found).length) return false;
    setRefused(found);
    return true;
  };
  return { edition, query, refuse };
}

/** What an upload asks of the server: the mode, a dry run or not, the constituency, the edition. */
interface SendOptions {
  mode: VoterImportMode;
  dryRun: boolean;
  acno?: number;
  edition: Record<string, string>;
}

/**
 * The files' upload, its progress in the phase: a CSV or XLSX becomes the job followed here; PDF
 * parts are sent one after another, then the review screen follows their job. A refusal is
 * shown (by the edition's fields when it names them); `cancel` stops the upload.
 */
function useRollSend(setPhase: SetPhase, setError: (e: string | null) => void, refuseEdition: (answer: SendAnswer) => boolean) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const auth = useAppSelector((s) => s.auth);
  const navigate = useNavigate();
  const upload = useRef<UploadHandle | PdfUpload | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  /** Whether the refusal is done with: signed out, or the edition's fields refused. */
  const refusedAnswer = (answer: SendAnswer) => {
    if (answer.status === 401) dispatch(signedOut());
    if (!refuseEdition(answer)) return false;
    setPhase({ kind: 'idle' });
    return true;
  };

  const sendPdf = async (files: File[], options: SendOptions) => {
    const handle = uploadPdfParts(auth, files, options, (part, sent, total) =>
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
    if (refusedAnswer(answer)) return;
    setError(`${files.length > 1 ? `${files[answer.part].name}: ` : ''}${uploadErrorText(intl, answer)}`);
    setPhase({ kind: 'idle' });
  };

  const sendFile = async (file: File, options: SendOptions) => {
    const handle = uploadRoll(auth, file, (sent, total) => setPhase((p) => (p.kind === 'uploading' ? { ...p, sent, total } : p)), options);
    upload.current = handle;
    const answer = await handle.done;
    if (upload.current !== handle) return; // cancelled, or the page has gone
    upload.current = null;
    if (answer.status === 202 && answer.body?.job) {
      setPhase({ kind: 'job', job: answer.body.job });
      return;
    }
    if (refusedAnswer(answer)) return;
    setError(uploadErrorText(intl, answer));
    // Refused because an import is running: follow that one.
    setPhase(answer.status === 409 && answer.body?.job ? { kind: 'job', job: answer.body.job } : { kind: 'idle' });
  };

  const send = (files: File[], options: SendOptions) => {
    setPhase({ kind: 'uploading', sent: 0, total: files[0].size, part: 1, parts: files.length, name: files[0].name });
    return files.every(isPdf) ? sendPdf(files, options) : sendFile(files[0], options);
  };

  const cancel = () => {
    const h = upload.current;
    upload.current = null;
    h?.abort();
    setPhase({ kind: 'idle' });
  };
  return { send, cancel };
}

export function useRollImport() {
  const intl = useIntl();
  const isAdmin = useAppSelector((s) => s.auth.type === 1);
  const navigate = useNavigate();
  const location = useLocation();
  const [files, setFiles] = useState<File[]>([]);
  const file = files[0] ?? null;
  const pdf = files.length > 0 && files.every(isPdf);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // a PDF job that failed while its pages were read: its reason by the file input
  const failed = (location.state as PdfFailure | null)?.pdfFailure ? (location.state as PdfFailure) : null;
  const [error, setError] = useState<string | null>(() =>
    failed ? `${failed.files.join(', ')}${failed.files.length ? ': ' : ''}${messageText(intl, failed.pdfFailure)}` : null,
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<VoterImportMode>('complete');
  const [checkFirst, setCheckFirst] = useState(true);
  // The constituency the file is for (rows of another AC are refused); empty: every AC it holds.
  const [acno, setAcno] = useState('');
  const acnoBad = acno.trim() !== '' && !/^[1-9]\d{0,3}$/.test(acno.trim());
  const { edition, query: editionQuery, refuse } = useImportEdition();
  const { job, pollFailed, linkedId } = useImportJob(isAdmin, phase, setPhase);
  const { decide, applying, cancelling } = useJobDecision(job, setPhase, setError);
  const { send, cancel } = useRollSend(setPhase, setError, refuse);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(e.target.files ?? [])];
    setFiles(chosen);
    setError(choiceError(intl, chosen));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file || error || acnoBad || edition.invalid || phase.kind !== 'idle') return;
    return send(files, { mode, dryRun: checkFirst, ...(acno.trim() ? { acno: Number(acno.trim()) } : {}), edition: editionQuery });
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

// One doubtful field: the picture of its box beside the values read of the box (the doubtful one
// marked, with why), and the fix typed under them. Enter saves the fix (audited by the server)
// and goes on to the next field not reviewed yet.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { translateMaybe, useT } from '../../i18n/translate';
import type { ErrorBody } from '../../../shared/api/messages';
import type { RollPdfDoubt } from '../../../shared/api/rollPdf';
import { useCorrectRollPdfMutation } from './api';
import { useBoxImage } from './useBoxImage';

/** The box's fields as the roll prints them, in its order. */
const SHOWN = ['SLNOINPART', 'EPIC_NO', 'FM_NAME_V1', 'LASTNAME_V1', 'RLN_TYPE', 'RLN_FM_NM_V1', 'RLN_L_NM_V1', 'C_HOUSE_NO', 'AGE', 'GENDER'];

/** A column's name on screen; a column without one of its own (a header's) as the roll names it. */
export function useColumnLabel() {
  const intl = useIntl();
  return (column: string) => (intl.messages[`rollReview.column.${column}`] ? intl.formatMessage({ id: `rollReview.column.${column}` }) : column);
}

/** Why the reader doubts a field, in the page's language. */
export function useReasonText() {
  const intl = useIntl();
  return (reason: string) => (intl.messages[`rollReview.reason.${reason}`] ? intl.formatMessage({ id: `rollReview.reason.${reason}` }) : reason);
}

/** A field's value as read, a coded one (gender, relation) with its meaning. */
function useShownValue() {
  const intl = useIntl();
  return (column: string, value: string | undefined) => {
    if (!value) return '—';
    const id = `rollReview.code.${column}.${value}`;
    return intl.messages[id] ? `${value} (${intl.formatMessage({ id })})` : value;
  };
}

/** The words a coded column takes, said under its input. */
const HINTS: Record<string, string> = {
  GENDER: 'rollReview.hint.GENDER',
  RLN_TYPE: 'rollReview.hint.RLN_TYPE',
  AGE: 'rollReview.hint.AGE',
  EPIC_NO: 'rollReview.hint.EPIC_NO',
};

interface Props {
  jobId: string;
  doubt: RollPdfDoubt;
  fileName: string;
  /** 0-based place in the list, and how many */
  place: number;
  count: number;
  /** the fix saved: `value` as the server answered it */
  onSaved: (value: string) => void;
  onMove: (step: -1 | 1) => void;
  /** the last fix is still being given to other boxes: no other fix until then */
  busy?: boolean;
}

export default function DoubtEditor({ jobId, doubt, fileName, place, count, onSaved, onMove, busy = false }: Props) {
  const t = useT();
  const intl = useIntl();
  const label = useColumnLabel();
  const reasonText = useReasonText();
  const shownValue = useShownValue();
  const image = useBoxImage(jobId, doubt);
  const imageLabel = t(doubt.picture === 'header' ? 'rollReview.headerImage' : doubt.picture === 'cover' ? 'rollReview.coverImage' : 'rollReview.boxImage');
  const [value, setValue] = useState(doubt.value ?? doubt.read);
  const [error, setError] = useState<string | null>(null);
  const [correct, saving] = useCorrectRollPdfMutation();
  const input = useRef<HTMLInputElement>(null);
  const where = `${doubt.fileNo}/${doubt.page}/${doubt.box}/${doubt.column}`;

  // a field shown anew: its fix so far (or the value read) in the input, ready to type over
  useEffect(() => {
    setValue(doubt.value ?? doubt.read);
    setError(null);
    input.current?.focus();
    input.current?.select();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another field is shown
  }, [where]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (saving.isLoading || busy) return;
    setError(null);
    try {
      const fixed = await correct({ jobId, body: { fileNo: doubt.fileNo, page: doubt.page, box: doubt.box, column: doubt.column, value } }).unwrap();
      onSaved(fixed.value ?? value);
    } catch (err) {
      const body = (err as { data?: ErrorBody }).data;
      const first = body?.errors?.[0];
      setError(translateMaybe(intl, first?.key ?? body?.key, first?.values ?? body?.values) || t('error.generic'));
    }
  };

  const columns = SHOWN.includes(doubt.column) ? SHOWN : [...SHOWN, doubt.column];
  const n = (v: number) => intl.formatNumber(v, { useGrouping: false });
  const serial = doubt.fields.SLNOINPART;
  return (
    <section
      className="card roll-doubt"
      data-testid="roll-doubt"
      data-file={doubt.fileNo}
      data-page={doubt.page}
      data-box={doubt.box}
      data-column={doubt.column}
      aria-labelledby="roll-doubt-title"
    >
      <h2 id="roll-doubt-title" className="import-subtitle roll-doubt-title">
        <FormattedMessage id="rollReview.fieldOf" values={{ field: label(doubt.column), place: n(place + 1), count: n(count) }} />
      </h2>
      <p className="form-hint roll-doubt-where">
        <FormattedMessage
          id="rollReview.where"
          values={{ file: fileName, page: n(doubt.page), box: n(doubt.box + 1), serial: serial ? n(Number(serial) || 0) : '?' }}
        />
      </p>
      <div className="roll-doubt-body">
        <figure className="roll-doubt-image" data-image={image.url ? 'shown' : image.failed ? 'none' : 'loading'}>
          {image.url ? (
            <img src={image.url} alt={imageLabel} data-testid="roll-box-image" />
          ) : (
            <div className="roll-doubt-noimage" role="img" aria-label={imageLabel}>
              {t(image.failed ? 'rollReview.noImage' : 'common.loading')}
            </div>
          )}
        </figure>
        <div className="roll-doubt-values">
          <dl className="roll-doubt-fields" data-testid="roll-box-fields">
            {columns.map((c) => (
              <div key={c} className={c === doubt.column ? 'roll-field roll-field-doubtful' : 'roll-field'} data-column={c}>
                <dt>{label(c)}</dt>
                <dd>{shownValue(c, doubt.fields[c])}</dd>
              </div>
            ))}
          </dl>
          <p className="roll-doubt-reasons" data-testid="roll-reasons">
            <FormattedMessage
              id="rollReview.why"
              values={{ read: doubt.read || t('rollReview.nothingRead'), reasons: doubt.reasons.map(reasonText).join(', ') }}
            />
          </p>
          <form onSubmit={save} noValidate className="roll-fix-form">
            <label className="form-label" htmlFor="roll-fix">
              <FormattedMessage id="rollReview.fixLabel" values={{ field: label(doubt.column) }} />
            </label>
            <input
              ref={input}
              id="roll-fix"
              className={error ? 'form-control is-invalid' : 'form-control'}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoComplete="off"
              maxLength={200}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'roll-fix-error' : 'roll-fix-hint'}
            />
            {error ? (
              <div className="invalid-feedback" id="roll-fix-error" role="alert">
                {error}
              </div>
            ) : (
              <p className="form-hint" id="roll-fix-hint">
                {t('rollReview.enterHint')} {HINTS[doubt.column] ? t(HINTS[doubt.column]) : ''}
              </p>
            )}
            <div className="import-actions">
              <button type="submit" className="btn btn-primary" disabled={saving.isLoading || busy}>
                {t('rollReview.saveNext')}
              </button>
              <button type="button" className="btn btn-outline" onClick={() => onMove(-1)} disabled={place === 0}>
                {t('rollReview.previous')}
              </button>
              <button type="button" className="btn btn-outline" onClick={() => onMove(1)} disabled={place >= count - 1}>
                {t('rollReview.skip')}
              </button>
            </div>
          </form>
          {doubt.value != null && (
            <p className="form-hint" data-testid="roll-fixed-note">
              <FormattedMessage id="rollReview.fixedAs" values={{ value: doubt.value || '—' }} />
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

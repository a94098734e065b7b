// The visit's note with its limit in sight: a live count of the characters the server will keep
// (the note is trimmed), and the limit's message as soon as the note passes it, before saving.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { VISIT_NOTE_MAX } from '../../shared/schemas/field';
import { translateMaybe, useT } from '../i18n/translate';

export function NoteField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const n = value.trim().length;
  const over = n > VISIT_NOTE_MAX;
  const shown = over ? t('phone.noteOver', { n, max: VISIT_NOTE_MAX }) : error ? translateMaybe(intl, error) : '';
  return (
    <>
      <label className="field">
        {t('phone.note')}
        <textarea
          rows={3}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={!!shown}
          aria-describedby={`${id}-count${shown ? ` ${id}-error` : ''}`}
        />
      </label>
      <p className={`note-count${over ? ' over' : ''}`} id={`${id}-count`} aria-live="polite">
        {t('phone.noteCount', { n, max: VISIT_NOTE_MAX })}
      </p>
      {shown && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {shown}
        </p>
      )}
    </>
  );
}

// The edition a roll upload makes, on the upload form: its kind (draft, final, supplement; unset:
// final for a complete file, supplement for a supplement), the roll's date and its qualifying date
// (unset: today, and the last 1 Jan/Apr/Jul/Oct), checked by the server's own rule as typed.
import { useIntl } from 'react-intl';
import { Labelled } from '../../components/FormField';
import { EDITION_KINDS } from '../../../shared/domain/editions';
import { translateMaybe } from '../../i18n/translate';

export interface EditionValues {
  edition_kind: string;
  roll_date: string;
  qualifying_date: string;
}

export default function EditionFields(p: { values: EditionValues; set: (v: EditionValues) => void; errors: Record<string, string>; disabled: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const error = (name: keyof EditionValues) =>
    p.errors[name] ? (
      <div className="invalid-feedback" id={`roll-${name}-error`}>
        {translateMaybe(intl, p.errors[name])}
      </div>
    ) : null;
  const field = (name: keyof EditionValues) => ({
    id: `roll-${name}`,
    className: p.errors[name] ? 'form-control is-invalid' : 'form-control',
    value: p.values[name],
    disabled: p.disabled,
    'aria-invalid': !!p.errors[name],
    'aria-describedby': p.errors[name] ? `roll-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => p.set({ ...p.values, [name]: e.target.value }),
  });
  return (
    <fieldset className="import-edition">
      <legend>{t('voterImport.edition')}</legend>
      <Labelled htmlFor="roll-edition_kind" labelKey="editions.colKind">
        <select {...field('edition_kind')}>
          <option value="">{t('voterImport.editionKindAuto')}</option>
          {EDITION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`editions.kind.${k}`)}
            </option>
          ))}
        </select>
        {error('edition_kind')}
      </Labelled>
      <Labelled htmlFor="roll-roll_date" labelKey="editions.colRollDate">
        <input type="date" {...field('roll_date')} />
        {error('roll_date')}
      </Labelled>
      <Labelled htmlFor="roll-qualifying_date" labelKey="editions.colQualifying">
        <input type="date" {...field('qualifying_date')} />
        {error('qualifying_date')}
      </Labelled>
      <p className="form-hint">{t('voterImport.editionHint')}</p>
    </fieldset>
  );
}

// The claims list's filters: the part, the status and the form (each "every …" at first).
import { useIntl } from 'react-intl';
import { Labelled } from '../../components/FormField';
import { PartOptions } from '../../components/voterText';
import { ChoiceSelect } from '../../components/crud/formKit';
import { CLAIM_FORMS, CLAIM_STATUSES } from '../../../shared/schemas/claims';
import type { PartOption } from '../voters/partsApi';

export interface ClaimFilterValues {
  partno: number | undefined;
  status: string;
  form: string;
}

/** The filters of a fixed list of choices: each one's label, choices (named `claims.<name>.<choice>`) and empty choice. */
const CHOICE_FILTERS: Array<{ name: 'status' | 'form'; labelKey: string; choices: readonly string[]; everyKey: string }> = [
  { name: 'status', labelKey: 'claims.colStatus', choices: CLAIM_STATUSES, everyKey: 'claims.everyStatus' },
  { name: 'form', labelKey: 'claims.colForm', choices: CLAIM_FORMS, everyKey: 'claims.everyForm' },
];

/** `onChange`: one filter changed (the list goes back to its first page). */
export default function ClaimFilters({
  parts,
  values,
  onChange,
}: {
  parts: PartOption[];
  values: ClaimFilterValues;
  onChange: (change: Partial<ClaimFilterValues>) => void;
}) {
  const intl = useIntl();
  return (
    <div className="claims-filters">
      <Labelled htmlFor="claims-part" labelKey="claims.partno">
        <select
          id="claims-part"
          className="form-control"
          value={values.partno ?? ''}
          onChange={(e) => onChange({ partno: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">{intl.formatMessage({ id: 'claims.everyPart' })}</option>
          <PartOptions parts={parts} />
        </select>
      </Labelled>
      {CHOICE_FILTERS.map((f) => (
        <Labelled key={f.name} htmlFor={`claims-${f.name}`} labelKey={f.labelKey}>
          <ChoiceSelect
            id={`claims-${f.name}`}
            value={values[f.name]}
            choices={f.choices}
            prefix={`claims.${f.name}`}
            everyKey={f.everyKey}
            onChange={(v) => onChange({ [f.name]: v })}
          />
        </Labelled>
      ))}
    </div>
  );
}

// An edition's kind, roll date and qualifying date, set by an admin when the import took the
// defaults (final, today, the last qualifying date). Checked by the shared rule; the server's
// refusals go under their fields.
import { useIntl } from 'react-intl';
import FormField from '../../components/FormField';
import { RuleFormModal, useRuleForm } from '../../components/crud/formKit';
import { EDITION_KINDS } from '../../../shared/domain/editions';
import { editionUpdateSchema } from '../../../shared/schemas/editions';
import type { Edition } from '../../../shared/api/editions';
import { useEditionUpdateMutation } from './api';
import { editionLabel } from './text';

type Values = { kind: string; roll_date: string; qualifying_date: string };
const FIELDS = ['kind', 'roll_date', 'qualifying_date'];

export default function EditionModal({ edition, onClose }: { edition: Edition; onClose: () => void }) {
  const intl = useIntl();
  const [update, { isLoading }] = useEditionUpdateMutation();
  const form = useRuleForm<Values, typeof editionUpdateSchema>({
    schema: editionUpdateSchema,
    fields: FIELDS,
    save: (body) => update({ id: edition.id, body }).unwrap(),
    failedKey: 'editions.updateFailed',
    savedKey: 'editions.updatedText',
    onSaved: onClose,
  });
  return (
    <RuleFormModal
      title={intl.formatMessage({ id: 'editions.editTitle' }, { edition: editionLabel(intl, edition, true) })}
      initialValues={{ kind: edition.kind, roll_date: edition.roll_date, qualifying_date: edition.qualifying_date }}
      form={form}
      saving={isLoading}
      saveTestId="edition-save"
      onClose={onClose}
    >
      <FormField name="kind" as="select" labelKey="editions.colKind" options={EDITION_KINDS.map((k) => ({ value: k, label: `editions.kind.${k}` }))} required />
      <FormField name="roll_date" type="date" labelKey="editions.colRollDate" required />
      <FormField name="qualifying_date" type="date" labelKey="editions.colQualifying" hint={intl.formatMessage({ id: 'editions.qualifyingHint' })} required />
    </RuleFormModal>
  );
}

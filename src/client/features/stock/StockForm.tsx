// The stock transaction form: an inward from a
// donor (type 1, in the office's stock at once) or a transfer asked for between offices (type 2),
// the office receiving, who hands over and who receives, and one or more materials with their
// quantities (a row stays, quantity 1 by default).
import { FieldArray, Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { stockSchema, StockType } from '../../../shared/schemas/stock';
import FormField from '../../components/FormField';
import { saveOrShowErrors, SubmitButton, useSaveRow } from '../../components/crud/formKit';
import { success } from '../../components/dialogs';
import { officeApi } from '../offices/api';
import { resourceApi } from '../resources/api';
import { stockApi } from './api';
import { personName, useUsersListQuery } from '../users/api';

interface Values {
  transaction_type: string;
  from_office: string;
  to_office: string;
  handover_by: string;
  handover_to: string;
  resources: Array<{ id: string; quantity: string }>;
}
const EMPTY: Values = {
  transaction_type: String(StockType.Donor),
  from_office: '',
  to_office: '',
  handover_by: '',
  handover_to: '',
  resources: [{ id: '', quantity: '1' }],
};
const FIELDS = ['transaction_type', 'from_office', 'to_office', 'handover_by', 'handover_to', 'resources'];
const TYPES = [
  { value: String(StockType.Donor), label: 'stock.typeDonor' },
  { value: String(StockType.Transfer), label: 'stock.typeTransfer' },
];

function MaterialRows({ materials }: { materials: Array<{ value: string; label: string }> }) {
  const { values } = useFormikContext<Values>();
  return (
    <FieldArray name="resources">
      {({ push, remove }) => (
        <fieldset className="stock-rows">
          <legend>
            <FormattedMessage id="stock.materials" />
          </legend>
          {values.resources.map((_, i) => (
            <div className="form-grid stock-row" key={i}>
              <FormField name={`resources.${i}.id`} as="select" labelKey="stock.material" options={materials} placeholderKey="stock.chooseMaterial" required />
              <FormField name={`resources.${i}.quantity`} type="number" labelKey="stock.quantity" required />
              {values.resources.length > 1 && (
                <button type="button" className="btn btn-sm btn-outline stock-row-remove" onClick={() => remove(i)}>
                  <FormattedMessage id="stock.removeRow" />
                </button>
              )}
            </div>
          ))}
          <button type="button" className="btn btn-sm btn-outline" onClick={() => push({ id: '', quantity: '1' })}>
            <FormattedMessage id="stock.addRow" />
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
}

export default function StockForm() {
  const intl = useIntl();
  const save = useSaveRow(stockApi, undefined);
  const offices = (officeApi.useListQuery().data ?? []).map((o) => ({ value: String(o.id), label: o.office_name }));
  const materials = (resourceApi.useListQuery().data ?? []).map((r) => ({ value: String(r.id), label: r.resource_name }));
  const users = (useUsersListQuery().data ?? []).map((u) => ({ value: String(u.id), label: personName(u) }));

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const saved = await saveOrShowErrors(intl, helpers.setFieldError, FIELDS, () => save(stockSchema.cast(values, { stripUnknown: true })));
    if (!saved) return;
    helpers.resetForm();
    void success(intl, 'dialog.success', 'stock.added');
  };

  return (
    <Formik initialValues={EMPTY} validationSchema={stockSchema} onSubmit={onSubmit}>
      {({ values }) => {
        const donor = values.transaction_type === String(StockType.Donor);
        return (
          <Form noValidate className="page-form stock-form">
            <div className="form-grid">
              <FormField name="transaction_type" as="select" labelKey="stock.type" options={TYPES} required />
              {!donor && <FormField name="from_office" as="select" labelKey="stock.fromOffice" options={offices} placeholderKey="stock.anyOffice" />}
              <FormField name="to_office" as="select" labelKey="stock.toOffice" options={offices} placeholderKey="stock.chooseOffice" required />
              <FormField name="handover_by" labelKey={donor ? 'stock.donor' : 'stock.handoverBy'} required={donor} />
              <FormField name="handover_to" as="select" labelKey="stock.handoverTo" options={users} placeholderKey="stock.noOne" />
            </div>
            <MaterialRows materials={materials} />
            <SubmitButton labelKey={donor ? 'stock.addInward' : 'stock.sendRequest'} />
          </Form>
        );
      }}
    </Formik>
  );
}

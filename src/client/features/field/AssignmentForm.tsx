// "Assign a page": a worker of the organisation, a part and, for a page, its first and last
// serials. The shared schema checks it here as the server does; what the server refuses (a full
// page committee, a part not on the roll, serials the worker holds already) shows at its field.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { assignmentSchema } from '../../../shared/schemas/field';
import FormField, { type Option } from '../../components/FormField';
import { errorBody } from '../../api/baseApi';
import { translateMaybe } from '../../i18n/translate';
import { SubmitButton } from '../../components/crud/formKit';
import { error as errorDialog, success } from '../../components/dialogs';
import { useFieldAddAssignmentMutation } from './api';

interface Values {
  user_id: string;
  partno: string;
  from: string;
  to: string;
}

const FIELDS = ['user_id', 'partno', 'from', 'to'];

export default function AssignmentForm({ acno, workers, partno }: { acno: number; workers: Option[]; partno: string }) {
  const intl = useIntl();
  const [add] = useFieldAddAssignmentMutation();
  const onSubmit = async (v: Values, helpers: FormikHelpers<Values>) => {
    const body = assignmentSchema.cast({ ...v, acno }, { stripUnknown: true });
    try {
      await add({ body }).unwrap();
    } catch (e) {
      // a refusal at a field, translated with its values (the committee's size); the rest in a dialog
      const answer = errorBody(e);
      const atFields = (answer.errors ?? []).filter((x) => FIELDS.includes(x.code));
      for (const x of atFields)
        helpers.setFieldError(x.code, translateMaybe(intl, x.key || x.message, x.values as Record<string, string | number> | undefined));
      if (atFields.length === 0 || atFields.length < (answer.errors ?? []).length) void errorDialog(intl, 'dialog.error', answer);
      return;
    }
    // the next page of the same part is the usual next step: the part stays, the serials clear
    helpers.resetForm({ values: { ...v, user_id: '', from: '', to: '' } });
    void success(intl, 'fieldConsole.assignedTitle', 'field.assigned');
  };
  return (
    <Formik<Values>
      initialValues={{ user_id: '', partno, from: '', to: '' }}
      enableReinitialize
      validationSchema={assignmentSchema.omit(['acno'])}
      onSubmit={onSubmit}
    >
      <Form noValidate className="field-assign-form" aria-label={intl.formatMessage({ id: 'fieldConsole.addTitle' })}>
        <FormField name="user_id" as="select" labelKey="fieldConsole.worker" options={workers} placeholderKey="fieldConsole.chooseWorker" required />
        <FormField name="partno" labelKey="fieldConsole.part" inputMode="numeric" required />
        <FormField name="from" labelKey="fieldConsole.from" inputMode="numeric" hint={intl.formatMessage({ id: 'fieldConsole.pageHint' })} />
        <FormField name="to" labelKey="fieldConsole.to" inputMode="numeric" />
        <SubmitButton labelKey="fieldConsole.assign" />
      </Form>
    </Formik>
  );
}

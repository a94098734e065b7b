// The organisation's contact hours: when workers may call or message voters (India time), the
// silence period before a close of poll, and each constituency's poll day and closing hour. The
// form checks with the schema the server checks with; what the server refuses lands on its field.
import { FieldArray, Form, Formik, getIn, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import PageCard, { Loading } from '../../components/PageCard';
import FormField from '../../components/FormField';
import { SubmitButton, saveOrShowErrors } from '../../components/crud/formKit';
import { success } from '../../components/dialogs';
import { translateMaybe } from '../../i18n/translate';
import { contactSettingsSchema } from '../../../shared/schemas/contactHours';
import type { ContactHours } from '../../../shared/api/contactHours';
import './contactHours.css';
import { useContactHoursQuery, useSaveContactHoursMutation } from './api';

interface PollRow {
  acno: string;
  poll_date: string;
  poll_close: string;
}
interface Values {
  contact_from: string;
  contact_to: string;
  silence_hours: string;
  polls: PollRow[];
}

const toValues = (c: ContactHours): Values => ({
  contact_from: c.contact_from,
  contact_to: c.contact_to,
  silence_hours: String(c.silence_hours),
  polls: c.polls.map((p) => ({ acno: String(p.acno), poll_date: p.poll_date, poll_close: p.poll_close })),
});

/** A field of a poll row: its input and the error under it, named for the row. */
function PollCell({ name, type, labelKey, row }: { name: string; type: string; labelKey: string; row: number }) {
  const intl = useIntl();
  const { values, errors, touched, handleChange, handleBlur } = useFormikContext<Values>();
  const error = getIn(touched, name) && getIn(errors, name) ? translateMaybe(intl, String(getIn(errors, name))) : '';
  const label = `${intl.formatMessage({ id: labelKey })} ${row + 1}`;
  return (
    <td>
      <input
        className={`form-control${error ? ' is-invalid' : ''}`}
        type={type}
        name={name}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        value={String(getIn(values, name) ?? '')}
        onChange={handleChange}
        onBlur={handleBlur}
        step={type === 'time' ? 60 : undefined}
      />
      {error && <div className="invalid-feedback">{error}</div>}
    </td>
  );
}

function PollsTable() {
  const { values, errors } = useFormikContext<Values>();
  const intl = useIntl();
  const listError = typeof errors.polls === 'string' ? translateMaybe(intl, errors.polls) : '';
  return (
    <FieldArray name="polls">
      {({ push, remove }) => (
        <fieldset className="contact-polls">
          <legend>
            <FormattedMessage id="contactHours.polls" />
          </legend>
          {values.polls.length === 0 ? (
            <p className="muted">
              <FormattedMessage id="contactHours.noPolls" />
            </p>
          ) : (
            <div className="table-responsive">
              <table className="table">
                <thead>
                  <tr>
                    <th>
                      <FormattedMessage id="contactHours.acno" />
                    </th>
                    <th>
                      <FormattedMessage id="contactHours.pollDate" />
                    </th>
                    <th>
                      <FormattedMessage id="contactHours.pollClose" />
                    </th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {values.polls.map((_p, i) => (
                    <tr key={i}>
                      <PollCell name={`polls[${i}].acno`} type="number" labelKey="contactHours.acno" row={i} />
                      <PollCell name={`polls[${i}].poll_date`} type="date" labelKey="contactHours.pollDate" row={i} />
                      <PollCell name={`polls[${i}].poll_close`} type="time" labelKey="contactHours.pollClose" row={i} />
                      <td>
                        <button type="button" className="btn btn-sm btn-outline" onClick={() => remove(i)}>
                          <FormattedMessage id="contactHours.removePoll" />
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {listError && (
            <div className="invalid-feedback d-block" role="alert">
              {listError}
            </div>
          )}
          <button type="button" className="btn btn-outline" onClick={() => push({ acno: '', poll_date: '', poll_close: '18:00' })}>
            <FormattedMessage id="contactHours.addPoll" />
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
}

const FIELDS = ['contact_from', 'contact_to', 'silence_hours', 'polls', ...Array.from({ length: 300 }, (_, i) => `polls[${i}].acno`)];

export default function ContactHoursPage() {
  const intl = useIntl();
  const { data, isLoading, isError } = useContactHoursQuery();
  const [save] = useSaveContactHoursMutation();
  return (
    <PageCard titleKey="contactHours.title" className="contact-hours-page">
      <p className="page-subtitle">
        <FormattedMessage id="contactHours.intro" />
      </p>
      {isLoading && <Loading />}
      {isError && (
        <p className="alert alert-danger" role="alert">
          <FormattedMessage id="error.loadFailed" />
        </p>
      )}
      {data && (
        <Formik<Values>
          initialValues={toValues(data.contact)}
          enableReinitialize
          validationSchema={contactSettingsSchema}
          onSubmit={async (values, { setFieldError }) => {
            const fields = [...FIELDS, ...values.polls.flatMap((_p, i) => [`polls[${i}].poll_date`, `polls[${i}].poll_close`])];
            // the numbers as numbers: the schema that checked the form casts them
            const body = contactSettingsSchema.cast(values);
            const saved = await saveOrShowErrors(intl, setFieldError, fields, () => save({ body }).unwrap());
            if (saved) void success(intl, 'dialog.success', 'contactHours.saved');
          }}
        >
          <Form noValidate className="contact-hours-form">
            <div className="form-row">
              <FormField name="contact_from" type="time" labelKey="contactHours.from" required step={60} />
              <FormField name="contact_to" type="time" labelKey="contactHours.to" required step={60} />
              <FormField name="silence_hours" type="number" labelKey="contactHours.silenceHours" required min={0} max={168} />
            </div>
            <PollsTable />
            <SubmitButton labelKey="contactHours.save" />
          </Form>
        </Formik>
      )}
    </PageCard>
  );
}

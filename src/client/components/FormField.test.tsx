import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { IntlProvider } from 'react-intl';
import * as yup from 'yup';
import { messagesFor } from '../i18n/messages';
import FormField, { applyServerErrors, PhoneField } from './FormField';
import { phone } from '../../shared/schemas/organisation';

const schema = yup.object({ email: yup.string().required('validation.emailRequired') });

function show(locale = 'en', onSubmit = jest.fn()) {
  render(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <Formik initialValues={{ email: '', gender: '' }} validationSchema={schema} onSubmit={onSubmit}>
        {({ setFieldError, setFieldTouched }) => (
          <Form>
            <FormField name="email" labelKey="signIn.email" required />
            <FormField name="gender" labelKey="signIn.deviceType" as="select" placeholderKey="common.action" options={[{ value: 1, label: 'Male' }]} />
            <button type="submit">go</button>
            <button
              type="button"
              onClick={() => {
                setFieldTouched('email', true, false);
                setFieldTouched('gender', true, false);
                applyServerErrors(
                  [
                    { code: 'email', message: 'This email is already registered.', key: 'validation.emailTaken' },
                    { code: 'gender', message: 'Plain server text' },
                  ],
                  setFieldError,
                );
              }}
            >
              server
            </button>
          </Form>
        )}
      </Formik>
    </IntlProvider>,
  );
}

test('the label belongs to the control and a key error is translated under it', async () => {
  show('hi');
  await userEvent.setup().click(screen.getByRole('button', { name: 'go' }));
  const input = screen.getByLabelText(/ईमेल/);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(await screen.findByText('ईमेल आवश्यक है।', { exact: false })).toBeInTheDocument();
});

test('applyServerErrors puts errors[] on the fields by code: key translated, else the message', async () => {
  show('en');
  await userEvent.setup().click(screen.getByRole('button', { name: 'server' }));
  expect(await screen.findByText('This email is already registered.')).toBeInTheDocument();
  expect(screen.getByText('Plain server text')).toBeInTheDocument();
});

test('applyServerErrors returns the errors that match none of the given fields', () => {
  const set = jest.fn();
  const rest = applyServerErrors(
    [
      { code: 'email', message: 'm' },
      { code: 'other', message: 'o' },
    ],
    set,
    ['email'],
  );
  expect(set).toHaveBeenCalledWith('email', 'm');
  expect(rest).toEqual([{ code: 'other', message: 'o' }]);
});

describe('PhoneField', () => {
  it('writes the number as +91 and ten digits when the field is left, and says when it is not ten digits', async () => {
    render(
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <Formik initialValues={{ phone_no: '' }} validationSchema={yup.object({ phone_no: phone })} onSubmit={jest.fn()}>
          <Form>
            <PhoneField labelKey="org.phone" />
          </Form>
        </Formik>
      </IntlProvider>,
    );
    const user = userEvent.setup();
    const input = screen.getByLabelText(/Phone number/);
    await user.type(input, '98765-43210');
    await user.tab();
    await waitFor(() => expect(input).toHaveValue('+919876543210'));
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.clear(input);
    await user.type(input, '12345');
    await user.tab();
    await waitFor(() => expect(input).toHaveValue('+9112345'));
    expect(await screen.findByRole('alert')).toHaveTextContent('phone number must be 10 digits');
  });
});

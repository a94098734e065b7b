import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { IntlProvider } from 'react-intl';
import * as yup from 'yup';
import { messagesFor } from '../../i18n/messages';
import FormField from '../FormField';
import { focusFirstInvalidAfterSubmit } from './focusFirstInvalid';

const schema = yup.object({
  name: yup.string(),
  email: yup.string().required('validation.emailRequired'),
  phone: yup.string().required('validation.required'),
});

test('after a submit that fails, the first invalid field has the focus, not the button', async () => {
  const stop = focusFirstInvalidAfterSubmit(document);
  render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <Formik initialValues={{ name: 'x', email: '', phone: '' }} validationSchema={schema} onSubmit={jest.fn()}>
        <Form noValidate>
          <FormField name="name" labelKey="signIn.password" />
          <FormField name="email" labelKey="signIn.email" required />
          <FormField name="phone" labelKey="signIn.deviceType" required />
          <button type="submit">go</button>
        </Form>
      </Formik>
    </IntlProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'go' }));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Email/)));
  stop();
});

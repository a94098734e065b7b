// The contact hours page: the organisation's settings loaded into the form, the shared schema's
// refusals on their fields before anything is sent, the server's refusals mapped onto the fields
// by code, and a save sending what the form holds.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Swal from 'sweetalert2';
import ContactHoursPage from './ContactHoursPage';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, renderPage } from '../../test/renderPage';

const URL = '/api/v1/admin/5/settings/contact-hours';
const CONTACT = { contact_from: '09:00', contact_to: '21:00', silence_hours: 48, polls: [{ acno: 38, poll_date: '2026-11-20', poll_close: '18:00' }] };

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer({
    [`GET ${URL}`]: { body: { contact: CONTACT } },
    [`PUT ${URL}`]: (r) => ({ body: { msg: 'Contact hours saved.', key: 'contactHours.saved', contact: r.body } }),
  });
});
afterEach(() => Swal.close());

const open = (locale: 'en' | 'hi' = 'en') => renderPage(<ContactHoursPage />, { auth: ADMIN_SESSION, path: '/settings/contact-hours', locale });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('contact hours page', () => {
  it("shows the organisation's settings and saves a change", async () => {
    open();
    const from = await screen.findByLabelText(/^From/);
    expect(from).toHaveValue('09:00');
    expect(screen.getByLabelText('Poll date 1')).toHaveValue('2026-11-20');
    fireEvent.change(from, { target: { value: '08:00' } });
    fireEvent.change(screen.getByLabelText(/^Silence period/), { target: { value: '24' } });
    save();
    await waitFor(() => expect(server.calls(`PUT ${URL}`)).toHaveLength(1));
    expect(server.calls(`PUT ${URL}`)[0].body).toEqual({ ...CONTACT, contact_from: '08:00', silence_hours: 24 });
  });

  it('refuses a closing hour before the opening hour and a constituency twice, sending nothing', async () => {
    open();
    fireEvent.change(await screen.findByLabelText(/^To/), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a constituency' }));
    fireEvent.change(screen.getByLabelText('Constituency no. 2'), { target: { value: '38' } });
    fireEvent.change(screen.getByLabelText('Poll date 2'), { target: { value: '2026-11-21' } });
    save();
    expect(await screen.findByText('The closing hour must be after the opening hour.')).toBeInTheDocument();
    expect(await screen.findByText('A constituency is listed twice.')).toBeInTheDocument();
    expect(server.calls(`PUT ${URL}`)).toHaveLength(0);
  });

  it("puts the server's refusal on its field", async () => {
    server.on(`PUT ${URL}`, {
      status: 400,
      body: { msg: 'Invalid input', errors: [{ code: 'silence_hours', key: 'contactHours.silenceInvalid', message: 'x' }] },
    });
    open('hi');
    await screen.findByLabelText(/^से/);
    fireEvent.click(screen.getByRole('button', { name: 'सहेजें' }));
    expect(await screen.findByText('मौन अवधि पूरे घंटों में दें, 0 से 168 तक।')).toBeInTheDocument();
  });
});

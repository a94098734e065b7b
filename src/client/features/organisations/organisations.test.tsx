import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import RegisterOrganisationPage from './RegisterOrganisationPage';
import EditOrganisationPage from './EditOrganisationPage';
import AdminListPage from './AdminListPage';
import { toBody, emptyOrganisation } from './OrganisationForm';
import { installFakeServer } from '../../test/fakeServer';
import { PNG_BYTES, stubObjectUrls } from '../../test/objectUrls';
import { SUPER_SESSION, renderPage, openPage } from '../../test/renderPage';
import hi from '../../../../i18n/hi.json';
import { field, errorOf, press, expectFieldErrors } from '../../test/queries';

const BASE = '/api/v1/admin/1';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

afterEach(() => Swal.close());

/** The control labelled `label` (FormField ties label and control by id). */
/** The error text shown for a control (aria-describedby). */

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(field(/Installation type/), '1');
  await user.type(field(/Organization full name/), 'Jan Seva Manch');
  await user.type(field(/Organization short name/), 'JSM');
  await user.type(field(/First name/), 'Ravi');
  await user.type(field(/Last name/), 'Deshmukh');
  await user.type(field(/Phone number/), '98765 43210');
  await user.type(field(/Email/), 'Ravi@Example.org');
  await user.type(field(/Password/), 'Secret@123');
  await user.selectOptions(field(/Gender/), '1');
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('organisation sign-up form (/user-register)', () => {
  it('marks the required fields and shows the required messages without calling the server', async () => {
    const server = installFakeServer();
    const { user } = openPage(<RegisterOrganisationPage />, { auth: SUPER_SESSION, path: '/user-register' });
    expect(screen.getByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    for (const label of [/Installation type/, /Organization full name/, /Organization short name/, /First name/, /Phone number/, /Password/, /Gender/]) {
      expect(field(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(field(/Last name/)).not.toHaveAttribute('aria-required');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await expectFieldErrors([
      [/Installation type/, 'Installation type is required.'],
      [/Organization full name/, 'Organisation full name is required.'],
      [/Organization short name/, 'Organisation short name is required.'],
      [/First name/, 'First name is required.'],
      [/Phone number/, 'Phone number is required.'],
      [/Email/, 'Email is required.'],
      [/Password/, 'Password is required.'],
      [/Gender/, 'Gender is required.'],
    ]);
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('says it in Marathi too', async () => {
    installFakeServer();
    const { user } = openPage(<RegisterOrganisationPage />, { auth: SUPER_SESSION, path: '/user-register', locale: 'mr' });
    await user.type(field(/फोन नंबर/), '12345');
    await user.tab();
    await waitFor(() => expect(errorOf(/फोन नंबर/)).toBe('फोन नंबर 10 अंकी असावा'));
    // the file chooser is the console's own, translated (the native one speaks the browser's language)
    expect(screen.getAllByText('प्रतिमा निवडा')).toHaveLength(2);
    expect(screen.getAllByText('कोणतीही प्रतिमा निवडलेली नाही')).toHaveLength(2);
  });

  it('maps the server errors[] onto the fields by code (409 and 400), translated by key', async () => {
    const server = installFakeServer({
      [`POST ${BASE}/super-admin/new-admin-register`]: {
        status: 409,
        body: {
          msg: 'This email is already registered.',
          errors: [{ code: 'email', message: 'This email is already registered.', key: 'validation.emailTaken' }],
        },
      },
    });
    const { user } = openPage(<RegisterOrganisationPage />, { auth: SUPER_SESSION, path: '/user-register', locale: 'hi' });
    await user.selectOptions(field(/इंस्टॉलेशन प्रकार/), '2');
    await user.type(field(/संगठन का पूरा नाम/), 'Jan Seva Manch');
    await user.type(field(/संगठन का संक्षिप्त नाम/), 'JSM');
    await user.type(field(/पहला नाम/), 'Ravi');
    await user.type(field(/फ़ोन नंबर/), '9876543210');
    await user.type(field(/ईमेल/), 'taken@example.org');
    await user.type(field(/पासवर्ड/), 'Secret@123');
    await user.selectOptions(field(/लिंग/), '2');
    await user.click(screen.getByRole('button', { name: 'पंजीकरण करें' }));
    // shown from the key, in the page's language (not the server's English message)
    await waitFor(() => expect(errorOf(/ईमेल/)).toBe(hi['validation.emailTaken']));
    expect(server.calls(`POST ${BASE}/super-admin/new-admin-register`)).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/user-register');

    // a 400 whose error has no catalogue key shows the server's message under the field
    server.on(`POST ${BASE}/super-admin/new-admin-register`, {
      status: 400,
      body: {
        msg: 'bad',
        errors: [
          { code: 'phone_no', message: 'Phone rejected by the server' },
          { code: 'tenant', message: 'Organisation limit reached' },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'पंजीकरण करें' }));
    await waitFor(() => expect(errorOf(/फ़ोन नंबर/)).toBe('Phone rejected by the server'));
    // an error for no field of the form is shown above the buttons
    expect(screen.getByText('Organisation limit reached')).toBeInTheDocument();
  });

  it('posts the payload, disables Register while it runs, then says so and opens the admin list', async () => {
    const gate = deferred<void>();
    const server = installFakeServer({
      [`POST ${BASE}/super-admin/new-admin-register`]: async () => {
        await gate.promise;
        return { status: 201, body: { msg: 'You have registered successfully!', admin: { id: 9 }, tenant_id: 4 } };
      },
    });
    const { user } = openPage(<RegisterOrganisationPage />, { auth: SUPER_SESSION, path: '/user-register' });
    await fillValid(user);
    await user.upload(field(/^Organization symbol/) as HTMLInputElement, new File([PNG], 'symbol.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByAltText('Preview of Organization symbol')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)),
    );

    const submit = await press(user, 'Register');
    await waitFor(() => expect(server.calls(`POST ${BASE}/super-admin/new-admin-register`)).toHaveLength(1));
    expect(submit).toBeDisabled();
    gate.resolve();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/super-admin/admin-list'));
    await waitFor(() => expect(document.querySelector('.swal2-html-container')).toHaveTextContent('You have registered successfully!'));

    const [req] = server.calls(`POST ${BASE}/super-admin/new-admin-register`);
    expect(req.headers.get('authorization')).toBe('Bearer super-token');
    const body = req.body as Record<string, unknown>;
    expect(body).toMatchObject({
      installation_type: 1,
      organization_full_name: 'Jan Seva Manch',
      organization_short_name: 'JSM',
      f_name: 'Ravi',
      l_name: 'Deshmukh',
      phone_no: '+919876543210',
      email: 'ravi@example.org',
      password: 'Secret@123',
      gender: 1,
    });
    expect(String(body.organization_symbol)).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(body).not.toHaveProperty('organization_election_symbol');
  });

  it('accepts only PNG, JPEG or WebP symbols', async () => {
    installFakeServer();
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<RegisterOrganisationPage />, { auth: SUPER_SESSION, path: '/user-register' });
    const input = field(/Election symbol/) as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    await user.upload(input, new File(['GIF89a'], 'x.gif', { type: 'image/gif' }));
    await waitFor(() => expect(errorOf(/Election symbol/)).toBe('Only PNG, JPEG or WebP images are accepted.'));
    expect(screen.queryByAltText('Preview of Election symbol')).toBeNull();
  });

  it('leaves out unchanged images and an empty password (toBody)', () => {
    const body = toBody({ ...emptyOrganisation, installation_type: '2', gender: '3', phone_no: '9876543210', organization_symbol: 'abc.png' });
    expect(body).toMatchObject({ installation_type: 2, gender: 3, phone_no: '+919876543210' });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('organization_symbol');
  });
});

const admin = (i: number) => ({
  id: 100 + i,
  org_id: 10 + i,
  f_name: `Admin${i}`,
  l_name: `Surname${i}`,
  phone_no: `+9198765432${String(i).padStart(2, '0')}`,
  email: `admin${i}@example.org`,
  gender: 1,
  created_at: '2026-11-20T06:30:00.000Z',
  installation_type: 1,
  organization_full_name: `Organisation ${i}`,
  organization_short_name: `O${i}`,
  organization_symbol: i === 1 ? 'sym1.png' : i === 2 ? 'def.png' : null,
  organization_election_symbol: null,
  organization_details: {
    id: 10 + i,
    installation_type: 1,
    organization_full_name: `Organisation ${i}`,
    organization_short_name: `O${i}`,
    organization_symbol: i === 1 ? 'sym1.png' : i === 2 ? 'def.png' : null,
    organization_election_symbol: null,
  },
});

describe('admin list (/users, /super-admin/admin-list)', () => {
  it('shows 10 a page with "Page 1 of 2", symbols or placeholders, edit and add links', async () => {
    stubObjectUrls();
    const server = installFakeServer({
      [`GET ${BASE}/super-admin/admin-list`]: { body: { admins: Array.from({ length: 12 }, (_, i) => admin(i + 1)) } },
      [`GET ${BASE}/super-admin/organisations/${admin(1).org_id}/symbols/sym1.png`]: { body: PNG_BYTES },
    });
    renderPage(<AdminListPage />, { auth: SUPER_SESSION, path: '/users' });
    await waitFor(() => expect(screen.getByText('Page 1 of 2')).toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Candidate', 'Organization', 'Phone number', 'Email', 'Date', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const first = within(rows[0]);
    expect(first.getByText('Admin1 Surname1')).toBeInTheDocument();
    // the symbol read with the super administrator's token from his own route, shown from an object URL
    await waitFor(() => expect(first.getByRole('img', { name: 'Organisation 1' })).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    expect(server.calls(`GET ${BASE}/super-admin/organisations/${admin(1).org_id}/symbols/sym1.png`)[0].headers.get('authorization')).toBe(
      'Bearer super-token',
    );
    expect(within(rows[1]).getByRole('img', { name: 'Organisation 2' })).toHaveAttribute('data-placeholder', 'true');
    expect(within(rows[2]).getByRole('img', { name: 'Organisation 3' })).toHaveAttribute('data-placeholder', 'true');
    expect(first.getByText('+919876543201')).toBeInTheDocument();
    expect(first.getByText(/20 Nov 2026.*12:00\s?pm/i)).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Edit Admin1 Surname1' })).toHaveAttribute('href', '/edit-user/101');
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/user-register');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('downloads an organisation’s data from its row', async () => {
    const server = installFakeServer({
      [`GET ${BASE}/super-admin/admin-list`]: { body: { admins: [admin(1)] } },
      [`GET ${BASE}/super-admin/organisations/export/${admin(1).org_id}`]: { body: { zip: true } },
    });
    const saved: string[] = [];
    (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:test';
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => {};
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage(<AdminListPage />, { auth: SUPER_SESSION, path: '/super-admin/admin-list' });
    fireEvent.click(await screen.findByRole('button', { name: 'Export all data of Organisation 1' }));
    await waitFor(() => expect(saved).toEqual([`organisation-${admin(1).org_id}.zip`]));
    expect(server.calls(`GET ${BASE}/super-admin/organisations/export/${admin(1).org_id}`)).toHaveLength(1);
    click.mockRestore();
  });

  it('shows the empty state when there is no admin', async () => {
    installFakeServer({ [`GET ${BASE}/super-admin/admin-list`]: { body: { admins: [] } } });
    renderPage(<AdminListPage />, { auth: SUPER_SESSION, path: '/super-admin/admin-list' });
    expect(await screen.findByText('No administrators yet')).toBeInTheDocument();
  });
});

describe('edit user (/edit-user/:id)', () => {
  it('fills the form from the server, keeps the password when left empty, and returns to /users', async () => {
    const a = admin(1);
    const server = installFakeServer({
      [`GET ${BASE}/super-admin/admin/edit/101`]: {
        body: { candidate: { ...a, admin: { organization_details: { ...a.organization_details, organization_full_name: 'Jan Seva Manch' } } } },
      },
      [`PUT ${BASE}/super-admin/admin/update`]: { body: { msg: 'Details updated successfully!', admin: a } },
      [`GET ${BASE}/super-admin/organisations/${a.org_id}/symbols/sym1.png`]: { body: PNG_BYTES },
    });
    stubObjectUrls();
    const { user } = openPage(<EditOrganisationPage />, { auth: SUPER_SESSION, path: '/edit-user/:id', url: '/edit-user/101' });
    await waitFor(() => expect(field(/Organization full name/)).toHaveValue('Jan Seva Manch'));
    expect(field(/Installation type/)).toHaveValue('1');
    expect(field(/First name/)).toHaveValue('Admin1');
    expect(field(/Phone number/)).toHaveValue('+919876543201');
    expect(field(/Gender/)).toHaveValue('1');
    expect(field(/Password/)).toHaveValue('');
    expect(field(/Password/)).not.toHaveAttribute('aria-required');
    expect(await screen.findByAltText('Preview of Organization symbol')).toHaveAttribute('src', expect.stringMatching(/^blob:/));

    await user.clear(field(/Organization short name/));
    await user.type(field(/Organization short name/), 'JSM');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/users'));
    await waitFor(() => expect(document.querySelector('.swal2-html-container')).toHaveTextContent('Details updated successfully!'));
    const [req] = server.calls(`PUT ${BASE}/super-admin/admin/update`);
    expect(req.body).toMatchObject({ admin_id: 101, organization_short_name: 'JSM', organization_full_name: 'Jan Seva Manch', phone_no: '+919876543201' });
    expect(req.body).not.toHaveProperty('password');
    expect(req.body).not.toHaveProperty('organization_symbol');
  });

  it('still checks a new password', async () => {
    const a = admin(1);
    const server = installFakeServer({
      [`GET ${BASE}/super-admin/admin/edit/101`]: { body: { candidate: { ...a, admin: { organization_details: a.organization_details } } } },
    });
    const { user } = openPage(<EditOrganisationPage />, { auth: SUPER_SESSION, path: '/edit-user/:id', url: '/edit-user/101' });
    await waitFor(() => expect(field(/First name/)).toHaveValue('Admin1'));
    await user.type(field(/Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(errorOf(/Password/)).toBe('Password must be at least 8 characters.'));
    expect(server.calls(`PUT ${BASE}/super-admin/admin/update`)).toHaveLength(0);
  });
});

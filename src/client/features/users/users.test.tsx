import { act, screen, waitFor, within } from '@testing-library/react';
import { SignUpPage, EditCandidatePage } from './pages';
import Swal from 'sweetalert2';
import CandidateListPage from './CandidateListPage';
import { candidateBody, emptyCandidate } from './CandidateForm';
import { isImageData } from '../../../shared/images';
import { installFakeServer, type FakeAnswer, type FakeHandler } from '../../test/fakeServer';
import { PNG_BYTES, stubObjectUrls } from '../../test/objectUrls';
import { ADMIN_SESSION, renderPage, openPage } from '../../test/renderPage';
import { swalText, field, deleteRow, openListRow, expectTexts, expectFieldErrors } from '../../test/queries';
import { fillCandidate } from './testSupport';

const BASE = '/api/v1/admin/5';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const ROLES = [
  { id: 1, name: 'Admin', type: 1, status: 1, modules: [] },
  { id: 2, name: 'Candidate', type: 1, status: 1, modules: [] },
  { id: 3, name: 'Karyakarta', type: 2, status: 1, modules: [] },
  { id: 4, name: 'Coordinator', type: 1, status: 1, modules: ['Task'] },
  { id: 5, name: 'Old role', type: 1, status: 0, modules: [] },
];
const SESSION = { ...ADMIN_SESSION, organization_full_name: 'Jan Seva Manch' };

afterEach(() => Swal.close());

const query = (label: RegExp) => screen.queryByLabelText(label);

function usersServer(extra: Record<string, FakeHandler | FakeAnswer> = {}) {
  return installFakeServer({
    [`GET ${BASE}/roles`]: { body: { roles: ROLES } },
    [`GET ${BASE}/office`]: { body: { offices: [{ id: 7, office_name: 'Central Office' }] } },
    [`GET ${BASE}/users-list`]: { body: { users: [{ id: 50, f_name: 'Org', l_name: 'Admin' }] } },
    [`GET ${BASE}/candidate-dropdown-list`]: { body: { candidates: [{ id: 60, f_name: 'Suresh', l_name: 'Wankhade' }] } },
    [`GET ${BASE}/5/0/partno-list`]: {
      body: {
        partnolist: [
          { partno: 1, area_name: 'Rajapeth' },
          { partno: 2, area_name: 'Badnera' },
          { partno: 3, area_name: 'Camp' },
        ],
      },
    },
    [`POST ${BASE}/candidate-register`]: { status: 201, body: { msg: 'Registered successfully!', candidate: { id: 70 } } },
    ...extra,
  });
}

async function rolesLoaded() {
  await waitFor(() => expect(within(field(/^Role/)).getAllByRole('option').length).toBeGreaterThan(1));
}

describe('registration form (/sign-up): the role decides the fields', () => {
  it('offers active, unprotected roles; with no role it shows email, password and the parts but not phone visibility', async () => {
    const server = usersServer();
    renderPage(<SignUpPage />, { auth: SESSION, path: '/sign-up' });
    await rolesLoaded();
    expect(
      within(field(/^Role/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a role', 'Candidate', 'Karyakarta', 'Coordinator']);
    expect(field(/Organization/)).toHaveValue('Jan Seva Manch');
    expect(field(/Email/)).toBeInTheDocument();
    expect(field(/Password/)).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Part numbers' })).toBeInTheDocument();
    await screen.findByLabelText('1 - Rajapeth');
    expect(server.calls(`GET ${BASE}/5/0/partno-list`)[0].query.get('acno')).toBe('38');
    expect(query(/Show the phone number/)).toBeNull();
    expect(query(/Slip image/)).toBeNull();
    // required marks of validation rules
    for (const label of [/First name/, /Phone number/, /^Role/, /Gender/, /^Office/]) expect(field(label)).toHaveAttribute('aria-required', 'true');
    expect(field(/Last name/)).not.toHaveAttribute('aria-required');
    // the agree-terms box is shown checked
    expect(field(/I agree to the terms/)).toBeChecked();
    // installation type 1 at step 4: the Candidate select
    await waitFor(() =>
      expect(
        within(field(/^Candidate$/))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a candidate', 'Suresh Wankhade']),
    );
  });

  it('a role of type 2 hides and clears email and password, and shows the parts and phone visibility', async () => {
    usersServer();
    const { user } = openPage(<SignUpPage />, { auth: SESSION, path: '/sign-up' });
    await rolesLoaded();
    await user.selectOptions(field(/^Role/), '4');
    expect(screen.queryByRole('group', { name: 'Part numbers' })).toBeNull();
    await user.type(field(/Email/), 'ravi@example.org');
    await user.type(field(/Password/), 'Secret@123');

    await user.selectOptions(field(/^Role/), '3');
    expect(query(/Email/)).toBeNull();
    expect(query(/Password/)).toBeNull();
    expect(field(/Show the phone number/)).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Part numbers' })).toBeInTheDocument();

    // back to a login role: the fields return empty (they were cleared)
    await user.selectOptions(field(/^Role/), '4');
    expect(field(/Email/)).toHaveValue('');
    expect(field(/Password/)).toHaveValue('');
    expect(query(/Show the phone number/)).toBeNull();
  });

  it('shows the slip image only for the role named Candidate', async () => {
    usersServer();
    const { user } = openPage(<SignUpPage />, { auth: SESSION, path: '/sign-up' });
    await rolesLoaded();
    expect(query(/Slip image/)).toBeNull();
    await user.selectOptions(field(/^Role/), '2');
    expect(field(/Slip image/)).toBeInTheDocument();
    await user.selectOptions(field(/^Role/), '3');
    expect(query(/Slip image/)).toBeNull();
  });

  it('registers a field worker: parts as JSON text, phone visibility, no login fields; then "Registered successfully!" and /candidates', async () => {
    const server = usersServer();
    const { user } = openPage(<SignUpPage />, { auth: SESSION, path: '/sign-up' });
    await rolesLoaded();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await expectFieldErrors([
      [/First name/, 'First name is required.'],
      [/^Role/, 'Role is required.'],
      [/Gender/, 'Gender is required.'],
      [/^Office/, 'Office is required.'],
      [/Phone number/, 'Phone number is required.'],
    ]);
    expect(server.calls(`POST ${BASE}/candidate-register`)).toHaveLength(0);

    await user.selectOptions(field(/^Role/), '3');
    await user.type(field(/First name/), 'Vaishali');
    await user.type(field(/Last name/), 'Ingle');
    await user.type(field(/Phone number/), '9800000012');
    await user.selectOptions(field(/Gender/), '2');
    await waitFor(() => expect(within(field(/^Office/)).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(field(/^Office/), '7');
    await waitFor(() => expect(within(field(/Reporting to/)).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(field(/Reporting to/), '50');
    await user.selectOptions(field(/^Candidate$/), '60');
    await user.click(field(/1 - Rajapeth/));
    await user.click(field(/3 - Camp/));
    await user.click(field(/Show the phone number/));
    await user.type(field(/Special note/), 'Booth 12');
    await user.upload(field(/Profile photo/) as HTMLInputElement, new File([PNG], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByAltText('Preview of Profile photo')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));

    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(server.calls(`POST ${BASE}/candidate-register`)).toHaveLength(1));
    const body = server.calls(`POST ${BASE}/candidate-register`)[0].body as Record<string, unknown>;
    expect(body).toEqual({
      installation_type: 1,
      org_id: 5,
      candidate_id: 60,
      reporting_to: 50,
      f_name: 'Vaishali',
      l_name: 'Ingle',
      phone_no: '+919800000012',
      gender: 2,
      office: 7,
      role_id: 3,
      special_note: 'Booth 12',
      partno_list: '[1,3]',
      phone_visibility: 1,
      profile_picture: expect.stringMatching(/^data:image\/png;base64,/),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/candidates'));
    // two messages after the onboarding: the registration's, then the second one
    await waitFor(() => expect(swalText()).toBe('Registered successfully!'));
    await act(async () => Swal.clickConfirm());
    await waitFor(() => expect(swalText()).toBe('You have registered successfully!'));
  });

  it('on failure shows each refused field once, next to itself, with no popup; other failures say so in a popup', async () => {
    const server = usersServer({
      [`POST ${BASE}/candidate-register`]: () => ({
        status: 409,
        body: {
          msg: 'dup',
          errors: [
            { code: 'email', message: 'This email is already registered.', key: 'validation.emailTaken' },
            { code: 'phone_no', message: 'This phone number is already registered.', key: 'validation.phoneTaken' },
          ],
        },
      }),
    });
    const { user } = openPage(<SignUpPage />, { auth: SESSION, path: '/sign-up' });
    await rolesLoaded();
    await user.selectOptions(field(/^Role/), '4');
    await fillCandidate(user, { firstName: 'Ravi', phone: '9800000099', email: 'taken@example.org', officeId: '7' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await expectFieldErrors([
      [/Email/, 'This email is already registered.'],
      [/Phone number/, 'This phone number is already registered.'],
    ]);
    expect(screen.getAllByText('This phone number is already registered.')).toHaveLength(1);
    expect(document.querySelector('.swal2-container')).toBeNull();
    const body = server.calls(`POST ${BASE}/candidate-register`)[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'taken@example.org', password: 'Secret@123', role_id: 4 });
    expect(body).not.toHaveProperty('phone_visibility');
    expect(body.partno_list).toBe('[]');

    server.on(`POST ${BASE}/candidate-register`, { status: 500, body: { msg: 'boom' } });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(swalText()).toBe('There was an error registering the candidate.'));
  });
});

describe('candidate payload helpers', () => {
  it('drops images that are not base64 and the slip of any role but Candidate', () => {
    expect(isImageData('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isImageData('/uploads/a.png')).toBe(false);
    expect(isImageData('def.png')).toBe(false);
    const values = { ...emptyCandidate, role_id: '4', profile_picture: 'https://bucket/a.png', slip_image: 'data:image/png;base64,AAAA' };
    const ctx = { installationType: 1, orgId: 5, withCandidate: false, update: true };
    const asCoordinator = candidateBody(values, { ...ctx, role: { id: 4, name: 'Coordinator', type: 1, status: 1 } });
    expect(asCoordinator).not.toHaveProperty('profile_picture');
    expect(asCoordinator).not.toHaveProperty('slip_image');
    // an empty password on edit keeps the stored one
    expect(asCoordinator).not.toHaveProperty('password');
    expect(candidateBody(values, { ...ctx, role: { id: 2, name: ' candidate ', type: 1, status: 1 } }).slip_image).toBe('data:image/png;base64,AAAA');
  });
});

describe('candidate list (/candidates)', () => {
  const rows = Array.from({ length: 11 }, (_, i) => ({
    id: 100 + i,
    f_name: `User${i + 1}`,
    l_name: 'Kale',
    profile_picture: i === 0 ? 'u1.png' : 'def.png',
    organization_full_name: 'Jan Seva Manch',
    phone_no: `+9198000000${String(i).padStart(2, '0')}`,
    email: i === 0 ? 'user1@example.org' : null,
    created_at: '2024-03-05T10:30:00Z',
  }));

  it('shows avatar and name, organisation, phone, email and the date; 10 a page; deletes after confirmation and refreshes', async () => {
    let gone = false;
    stubObjectUrls();
    const server = installFakeServer({
      [`GET ${BASE}/candidate-list`]: () => ({ body: { candidates: gone ? rows.slice(1) : rows } }),
      [`GET ${BASE}/uploads/u1.png`]: { body: PNG_BYTES },
      [`PUT ${BASE}/candidate/delete/100`]: () => {
        gone = true;
        return { body: { msg: 'ok', id: 100 } };
      },
    });
    const { user, list, row } = await openListRow(<CandidateListPage />, { auth: SESSION, path: '/candidates' }, 'candidate-list', 'User1 Kale');
    // the photo read with the session's token, shown from an object URL
    await waitFor(() => expect(within(row).getByRole('img', { name: 'User1 Kale' })).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    expect(server.calls(`GET ${BASE}/uploads/u1.png`)[0].headers.get('authorization')).toBe('Bearer test-token');
    expectTexts(row, ['Jan Seva Manch', '+919800000000', 'user1@example.org']);
    // 10:30 UTC is 16:00 in Asia/Kolkata
    expect(within(row).getByText('5 Mar 2024, 04:00 pm')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit User1 Kale' })).toHaveAttribute('href', '/edit-candidate/100');
    expect(screen.getByRole('link', { name: 'Add user' })).toHaveAttribute('href', '/sign-up');
    expect(within(list).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(list).getAllByRole('row')).toHaveLength(11);

    expect(await deleteRow(user, row, 'User1 Kale')).toBe('The Candidate has been deleted.');
    await waitFor(() => expect(within(list).queryByText('User1 Kale')).toBeNull());
    expect(within(list).getByText('Page 1 of 1')).toBeInTheDocument();
    expect(server.calls(`PUT ${BASE}/candidate/delete/100`)).toHaveLength(1);
  });
});

describe('edit candidate (/edit-candidate/{id})', () => {
  it('fills the form (+91 phone, parts, stored images), sends no stored image and goes back to /candidates', async () => {
    const server = usersServer({
      [`GET ${BASE}/candidate/edit/80`]: {
        body: {
          candidate: {
            id: 80,
            f_name: 'Vaishali',
            l_name: 'Ingle',
            phone_no: '9800000012',
            email: null,
            gender: 2,
            role_id: 3,
            role_type: 2,
            office: 7,
            reporting_to: 50,
            candidate_id: 60,
            special_note: '',
            profile_picture: 'vaishali.png',
            adharcard_picture: null,
            slip_image: null,
            partno_list: [2],
            phone_visibility: 1,
            organization_full_name: 'Jan Seva Manch',
            created_at: '2024-03-05T10:30:00Z',
          },
        },
      },
      [`PUT ${BASE}/candidate/update`]: { body: { msg: 'Candidate updated successfully!' } },
      [`GET ${BASE}/uploads/vaishali.png`]: { body: PNG_BYTES },
    });
    stubObjectUrls();
    const { user } = openPage(<EditCandidatePage />, { auth: SESSION, path: '/edit-candidate/:id', url: '/edit-candidate/80' });
    expect(await screen.findByDisplayValue('Vaishali')).toBeInTheDocument();
    expect(field(/Phone number/)).toHaveValue('+919800000012');
    await waitFor(() => expect(field(/^Role/)).toHaveValue('3'));
    expect(query(/Email/)).toBeNull();
    expect(await screen.findByLabelText('2 - Badnera')).toBeChecked();
    expect(field(/Show the phone number/)).toBeChecked();
    expect(await screen.findByAltText('Preview of Profile photo')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(server.calls(`GET ${BASE}/uploads/vaishali.png`)).toHaveLength(1);

    await user.click(field(/3 - Camp/));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(server.calls(`PUT ${BASE}/candidate/update`)).toHaveLength(1));
    const body = server.calls(`PUT ${BASE}/candidate/update`)[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ candidate_id: 80, f_name: 'Vaishali', phone_no: '+919800000012', role_id: 3, partno_list: '[2,3]', phone_visibility: 1 });
    expect(body).not.toHaveProperty('profile_picture');
    expect(body).not.toHaveProperty('email');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/candidates'));
    await waitFor(() => expect(swalText()).toBe('Candidate updated successfully!'));
  });
});

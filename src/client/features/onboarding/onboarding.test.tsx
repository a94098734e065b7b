// The onboarding wizard as the registry wires it (resources.ts hands in the area, office and
// candidate forms): each save raises the step on the server and in the store and routes as
// states says; the candidate step ends with a full load of /dashboard.
import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { routeEntries } from '../../resources';
import { rememberNext } from '../../lib/nextPage';
import { pageLoad } from './pageLoad';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { renderPage } from '../../test/renderPage';
import type { AuthState } from '../../store/authSlice';
import { swalText, field, sentBody, mapRoutes } from '../../test/queries';
import { fillCandidate } from '../users/testSupport';

const BASE = '/api/v1/admin/8';
const ONBOARDING: Partial<AuthState> = {
  token: 'onboard-token',
  tenantId: 8,
  installation_type: 1,
  admin_id: 80,
  defaultacno: 38,
  orgId: 8,
  candidateId: null,
  type: 1,
  organization_full_name: 'Gram Vikas Manch',
};

const Wizard = routeEntries.find((e) => e.path === '/installation/:step')!.element;

afterEach(() => {
  Swal.close();
  jest.restoreAllMocks();
});

function wizardServer(): FakeServer {
  return installFakeServer({
    ...mapRoutes(BASE),
    [`GET ${BASE}/area`]: { body: { area: [{ id: 1, name: 'Ward 1', status: true, area: null, voting_center_location: null }] } },
    [`POST ${BASE}/area/add`]: { status: 201, body: { msg: 'Area added successfully!', area: { id: 1 } } },
    [`GET ${BASE}/users-list`]: { body: { users: [{ id: 80, f_name: 'Onboard', l_name: 'Admin' }] } },
    [`GET ${BASE}/office`]: { body: { offices: [{ id: 4, office_name: 'Central Office' }] } },
    [`POST ${BASE}/office/add`]: { status: 201, body: { msg: 'Office added successfully!', office: { id: 4 } } },
    [`GET ${BASE}/roles`]: {
      body: {
        roles: [
          { id: 1, name: 'Admin', type: 1, status: 1 },
          { id: 2, name: 'Candidate', type: 1, status: 1 },
          { id: 3, name: 'Karyakarta', type: 2, status: 1 },
        ],
      },
    },
    [`GET ${BASE}/8/0/partno-list`]: { body: { partnolist: [] } },
    [`POST ${BASE}/candidate-register`]: { status: 201, body: { msg: 'Registered successfully!', candidate: { id: 90 } } },
    [`POST ${BASE}/update-step`]: (req) => {
      const { step, candidate_id } = req.body as { step: number; candidate_id?: number };
      return { body: { msg: 'ok', steps: step, candidate_id: candidate_id ?? null } };
    },
  });
}

function openStep(step: number) {
  return renderPage(
    <Suspense fallback={null}>
      <Wizard />
    </Suspense>,
    { auth: { ...ONBOARDING, steps: step }, path: '/installation/:step', url: `/installation/${step}` },
  );
}

async function drawTriangle() {
  const map = await screen.findByTestId('area-boundary-map');
  fireEvent.click(map.querySelector('.leaflet-draw-draw-polygon') as HTMLElement);
  const marker = map.querySelector('.leaflet-mouse-marker') as HTMLElement;
  for (const [x, y] of [
    [10, 10],
    [90, 10],
    [50, 70],
  ]) {
    fireEvent.mouseDown(marker, { clientX: x, clientY: y, button: 0 });
    fireEvent.mouseUp(marker, { clientX: x, clientY: y, button: 0 });
    await act(() => new Promise((r) => setTimeout(r, 70)));
  }
  fireEvent.click(map.querySelector('.leaflet-draw-actions li:first-child a') as HTMLElement);
}

describe('onboarding (/installation/{step})', () => {
  it('step 1: the area form; a save raises the step to 2 on the server and in the store and opens /installation/2', async () => {
    const server = wizardServer();
    const user = userEvent.setup();
    const { store } = openStep(1);
    expect(await screen.findByRole('heading', { name: 'Area' }, { timeout: 10000 })).toBeInTheDocument();
    await user.type(field(/Location name/), 'Rajapeth');
    await drawTriangle();
    await user.click(screen.getByRole('button', { name: 'Add Location' }));
    await waitFor(() => expect(server.calls(`POST ${BASE}/update-step`)).toHaveLength(1));
    expect(server.calls(`POST ${BASE}/area/add`)).toHaveLength(1);
    expect(server.calls(`POST ${BASE}/update-step`)[0].body).toEqual({ admin_id: 80, step: 2 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/installation/2'));
    expect(store.getState().auth.steps).toBe(2);
    // the office form is the next step
    expect(await screen.findByLabelText(/Office name/)).toBeInTheDocument();
  });

  it('step 2: the office form; a save raises the step to 3, says "Office added successfully!" and opens /installation/3', async () => {
    const server = wizardServer();
    const user = userEvent.setup();
    const { store } = openStep(2);
    await user.type(await screen.findByLabelText(/Office name/), 'Central Office');
    await waitFor(() => expect(within(field(/^Area/)).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(field(/^Area/), '1');
    await waitFor(() => expect(within(field(/Primary incharge/)).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(field(/Primary incharge/), '80');
    await user.type(screen.getByRole('combobox', { name: /Address/ }), 'Raja');
    await user.click(await screen.findByRole('option', { name: /Rajapeth/ }));
    await user.click(screen.getByRole('button', { name: 'Add Office' }));
    expect(await sentBody(server, `POST ${BASE}/update-step`)).toEqual({ admin_id: 80, step: 3 });
    await waitFor(() => expect(swalText()).toBe('Office added successfully!'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/installation/3'));
    expect(store.getState().auth.steps).toBe(3);
  });

  it('step 3: only the role named Candidate; a save sends candidate_id, says "Registered successfully!", stores step 4 and loads /dashboard in full', async () => {
    const server = wizardServer();
    const assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    const { store } = openStep(3);
    const role = await screen.findByLabelText(/^Role/);
    await waitFor(() =>
      expect(
        within(role)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a role', 'Candidate']),
    );
    // no Candidate select during onboarding (it belongs to step 4); the slip image waits for the role
    expect(screen.queryByLabelText(/^Candidate$/)).toBeNull();
    expect(role).toHaveValue('');
    expect(screen.queryByLabelText(/Slip image/)).toBeNull();
    await user.selectOptions(role, '2');
    expect(field(/Slip image/)).toBeInTheDocument();
    await fillCandidate(user, { firstName: 'Suresh', phone: '9800000011', email: 'suresh@example.org', officeId: '4' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(server.calls(`POST ${BASE}/update-step`)).toHaveLength(1));
    expect(server.calls(`POST ${BASE}/candidate-register`)[0].body).toMatchObject({ role_id: 2, f_name: 'Suresh', installation_type: 1, org_id: 8 });
    expect(server.calls(`POST ${BASE}/update-step`)[0].body).toEqual({ admin_id: 80, step: 4, candidate_id: 90 });
    await waitFor(() => expect(swalText()).toBe('Registered successfully!'));
    // the step is stored only after the message, then the whole console loads anew
    expect(store.getState().auth.steps).toBe(3);
    expect(assign).not.toHaveBeenCalled();
    await act(async () => Swal.clickConfirm());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(store.getState().auth.steps).toBe(4);
    expect(store.getState().auth.candidateId).toBe(90);
    // no client-side detour through the router on the way out
    expect(screen.getByTestId('location')).toHaveTextContent('/installation/3');
  });

  it('step 3 ends on the page asked for before signing in, when there was one', async () => {
    wizardServer();
    rememberNext('/voter-search?tab=area');
    const assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    openStep(3);
    const role = await screen.findByLabelText(/^Role/);
    await waitFor(() => expect(within(role).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(role, '2');
    await fillCandidate(user, { firstName: 'Suresh', phone: '9800000011', email: 'suresh@example.org', officeId: '4' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(swalText()).toBe('Registered successfully!'));
    await act(async () => Swal.clickConfirm());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/voter-search?tab=area'));
  });

  it('follows the stored step: another step page goes to the stored one', async () => {
    wizardServer();
    renderPage(
      <Suspense fallback={null}>
        <Wizard />
      </Suspense>,
      { auth: { ...ONBOARDING, steps: 2 }, path: '/installation/:step', url: '/installation/1' },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/installation/2'));
  });

  it('sends a finished setup to /dashboard', async () => {
    wizardServer();
    renderPage(
      <Suspense fallback={null}>
        <Wizard />
      </Suspense>,
      { auth: { ...ONBOARDING, steps: 4 }, path: '/installation/:step', url: '/installation/3' },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('keeps the form page when the step cannot be raised, and says so', async () => {
    const server = wizardServer();
    server.on(`POST ${BASE}/update-step`, { status: 500, body: { msg: 'Something went wrong on the server.' } });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { store } = openStep(1);
    await user.type(await screen.findByLabelText(/Location name/), 'Rajapeth');
    await drawTriangle();
    await user.click(screen.getByRole('button', { name: 'Add Location' }));
    await waitFor(() => expect(swalText()).toBe('Something went wrong on the server.'));
    expect(screen.getByTestId('location')).toHaveTextContent('/installation/1');
    expect(store.getState().auth.steps).toBe(1);
  });
});

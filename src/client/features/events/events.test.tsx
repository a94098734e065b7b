// Events against a fake server: the list in India time, the add form's required fields, end after
// start, the body (instants, numbers, the picked place) and, for an edit, the stored event filled in.
import { act, screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import type { CampaignEvent } from '../../../shared/api/events';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import { expectFieldErrors, expectTexts, field, MAP_CONFIG_ROUTE, pickOnMap, swalText, sentBody, submitEmpty } from '../../test/queries';
import moment from 'moment-timezone';
import { readXlsx } from '../../lib/readXlsx.testing';
import { AddEventPage, EditEventPage, EventListPage, EventReportPage } from './pages';
import { deleteRow } from '../../test/queries';

const BASE = '/api/v1/admin/5';
const EVENT: CampaignEvent = {
  id: 9,
  event_name: 'Rajapeth Sabha',
  event_start: '2026-12-05T11:30:00Z',
  event_end: '2026-12-05T14:00:00Z',
  area_id: 2,
  area: 'Rajapeth',
  location: { type: 'Point', coordinates: [77.7597, 20.9142] },
  location_name: 'Rajapeth Chowk, Amravati',
  voter_group_id: 3,
  voter_group_name: 'Market vendors',
  first_contact: 11,
  second_contact: null,
  third_contact: null,
  team: [7],
  vehicles: [],
  resources: [],
  candidate_id: 12,
};

let gone = false;
function eventServer() {
  gone = false;
  return installFakeServer({
    ...MAP_CONFIG_ROUTE,
    [`GET ${BASE}/events`]: { body: { events: [EVENT] } },
    [`GET ${BASE}/events/edit/9`]: { body: { event: EVENT } },
    [`GET ${BASE}/area`]: { body: { area: [{ id: 2, name: 'Rajapeth' }] } },
    [`GET ${BASE}/voters-group`]: { body: { voter_group: [{ id: 3, voter_group_name: 'Market vendors' }] } },
    [`GET ${BASE}/teams`]: { body: { teams: [{ id: 7, name: 'Booth Team' }] } },
    [`GET ${BASE}/vehicles`]: { body: { vehicles: [{ id: 4, vehicle_name: 'Bolero' }] } },
    [`GET ${BASE}/resources`]: { body: { resources: [{ id: 5, resource_name: 'Lotus flag' }] } },
    [`GET ${BASE}/users-list`]: { body: { users: [{ id: 11, f_name: 'Sunil', l_name: 'Patil' }] } },
    [`GET ${BASE}/candidate-dropdown-list`]: { body: { candidates: [{ id: 12, f_name: 'Asha', l_name: 'Deshmukh' }] } },
    [`POST ${BASE}/events/add`]: () => ({ status: 201, body: { msg: 'Event added successfully!', key: 'event.added' } }),
    [`PUT ${BASE}/events/update`]: () => ({ body: { msg: 'Event update successfully!', key: 'event.updated' } }),
    [`GET ${BASE}/reports-events`]: () => ({ body: { events: gone ? [] : [EVENT] } }),
    [`PUT ${BASE}/events/delete/9`]: () => {
      gone = true;
      return { body: { msg: 'ok', id: 9 } };
    },
  });
}

/** The alert gone, and the focus it hands back to the Save button 100 ms later too, before typing on. */
async function alertClosed() {
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
  await act(() => new Promise((r) => setTimeout(r, 200)));
}

describe('events', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = eventServer();
  });
  afterEach(() => Swal.close());

  it('lists events with their times in India time', async () => {
    openPage(<EventListPage />, { auth: ADMIN_SESSION, path: '/events' });
    const row = (await screen.findByText('Rajapeth Sabha')).closest('tr')!;
    // 11:30 UTC is 17:00 in Asia/Kolkata
    expectTexts(row, ['Rajapeth', '5 Dec 2026, 05:00 pm', '5 Dec 2026, 07:30 pm']);
    expect(within(row).getByRole('link', { name: 'Edit Rajapeth Sabha' })).toHaveAttribute('href', '/edit-event/9');
  });

  it('adds an event: required fields, end after start, then the instants, ids and the picked place', async () => {
    const { user } = openPage(<AddEventPage />, { auth: ADMIN_SESSION, path: '/add-event' });
    // every field's error at once, the place and (installation type 1) the candidate included
    const submit = await submitEmpty(user, 'Add Event', [
      [/Event name/, 'Event name is required.'],
      [/^Start/, 'Start date and time are required.'],
      [/^End/, 'End date and time are required.'],
      [/Voter group/, 'Voter group selection is required.'],
      [/^Candidate/, 'Candidate selection is required.'],
    ]);
    expect(screen.getByText('Location selection is required.')).toBeInTheDocument();
    // and the form says so in an alert
    await waitFor(() => expect(swalText()).toBe('Please fix the errors in the form.'));
    expect(document.querySelector('.swal2-title')).toHaveTextContent('Validation Error');
    await act(async () => Swal.clickConfirm());
    await alertClosed();
    await user.type(field(/Event name/), 'Camp Sabha');
    await user.type(field(/^Start/), '2026-12-10T18:00');
    await user.type(field(/^End/), '2026-12-10T17:00');
    await user.click(submit);
    await expectFieldErrors([[/^End/, 'The end must be after the start.']]);
    await waitFor(() => expect(swalText()).toBe('Please fix the errors in the form.'));
    await act(async () => Swal.clickConfirm());
    await alertClosed();
    await user.clear(field(/^End/));
    await user.type(field(/^End/), '2026-12-10T20:00');
    await waitFor(() => expect(within(field(/^Area/)).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(field(/^Area/), '2');
    await waitFor(() => expect(within(field(/Voter group/)).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(field(/Voter group/), '3');
    await waitFor(() => expect(within(field(/First contact/)).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(field(/First contact/), '11');
    await waitFor(() => expect(within(field(/^Candidate/)).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(field(/^Candidate/), '12');
    await user.click(await screen.findByRole('checkbox', { name: 'Booth Team' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Lotus flag' }));
    await pickOnMap('event-map');
    await user.click(submit);
    expect(await sentBody(server, `POST ${BASE}/events/add`)).toMatchObject({
      event_name: 'Camp Sabha',
      event_start: '2026-12-10 18:00:00',
      event_end: '2026-12-10 20:00:00',
      area_id: 2,
      voter_group_id: 3,
      first_contact: 11,
      second_contact: null,
      candidate_id: 12,
      team: [7],
      vehicles: [],
      resources: [5],
      location: { type: 'Point' },
    });
    await waitFor(() => expect(swalText()).toBe('Event added successfully!'));
  });

  it('asks no candidate of a survey installation (type 2)', async () => {
    const { user } = openPage(<AddEventPage />, { auth: { ...ADMIN_SESSION, installation_type: 2 }, path: '/add-event' });
    await submitEmpty(user, 'Add Event', [[/Event name/, 'Event name is required.']]);
    expect(screen.queryByLabelText(/^Candidate/)).not.toBeInTheDocument();
    expect(screen.queryByText('Candidate selection is required.')).not.toBeInTheDocument();
  });

  it('edits an event with its stored times shown in India time', async () => {
    const { user } = openPage(<EditEventPage />, { auth: ADMIN_SESSION, path: '/edit-event/:id', url: '/edit-event/9' });
    await waitFor(() => expect(field(/Event name/)).toHaveValue('Rajapeth Sabha'));
    expect(field(/^Start/)).toHaveValue('2026-12-05T17:00');
    expect(field(/^End/)).toHaveValue('2026-12-05T19:30');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(await sentBody(server, `PUT ${BASE}/events/update`)).toMatchObject({ id: 9, event_start: '2026-12-05 17:00:00', team: [7] });
  });

  it('reports the events of a month either side of today at first, another window when asked, and deletes after the confirm dialog', async () => {
    const { user } = openPage(<EventReportPage />, { auth: ADMIN_SESSION, path: '/report-events' });
    const row = (await screen.findByText('Rajapeth Sabha')).closest('tr')!;
    expectTexts(row, ['Rajapeth Chowk, Amravati', 'Rajapeth', '5 Dec 2026, 05:00 pm']);
    const asked = server.requests.find((r) => r.path === `${BASE}/reports-events`)!;
    const today = moment.tz('Asia/Kolkata');
    expect(asked.query.get('start_date')).toBe(today.clone().subtract(1, 'month').format('YYYY-MM-DD'));
    expect(asked.query.get('end_date')).toBe(today.clone().add(1, 'month').format('YYYY-MM-DD'));
    await user.clear(field(/^From/));
    await user.type(field(/^From/), '2026-12-01');
    await waitFor(() => expect(server.requests.some((r) => r.query.get('start_date') === '2026-12-01')).toBe(true));
    // the day chosen rides in the address; the untouched one, a default, does not
    await waitFor(() => expect(screen.getByTestId('location').dataset.search).toBe('?from=2026-12-01'));
    expect(await deleteRow(user, row, 'Rajapeth Sabha')).toBe('The Event has been deleted.');
    expect(await screen.findByText('No events on these days')).toBeInTheDocument();
  });

  it('exports the report as events.xlsx: its columns in the page order, times in India time', async () => {
    let blob: Blob | null = null;
    const saved: Array<{ name: string; blob: Blob }> = [];
    (URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = (b: Blob) => {
      blob = b;
      return 'blob:test';
    };
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => {};
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blob! });
    });
    const { user } = openPage(<EventReportPage />, { auth: ADMIN_SESSION, path: '/report-events' });
    await screen.findByText('Rajapeth Sabha');
    await waitFor(() => expect(screen.getByRole('button', { name: /Export/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Export as Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    click.mockRestore();
    expect(saved[0].name).toBe('events.xlsx');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(saved[0].blob);
    });
    const { wb, sheet } = readXlsx(bytes);
    expect(wb.SheetNames).toEqual(['Events']);
    expect(['A1', 'B1', 'C1', 'D1', 'E1'].map((r) => sheet[r].v)).toEqual(['Event location', 'Area', 'Event name', 'Start', 'End']);
    expect(['A2', 'B2', 'C2', 'D2'].map((r) => String(sheet[r].v).replace(/\s/g, ' '))).toEqual([
      'Rajapeth Chowk, Amravati',
      'Rajapeth',
      'Rajapeth Sabha',
      '5 Dec 2026, 05:00 pm',
    ]);
  });
});

// The poll-day screen against a fake server: a serial typed shows its elector, Enter marks the
// vote and the last marks refresh, Undo undoes one, an unknown serial and a bad one are said at
// the field (nothing sent for the bad one), a list is marked with each entry answered, the
// turnout and the supporters with their numbers show and are asked again on their rhythm, and
// the screen speaks Marathi.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { MarkResponse, MarksResponse, PollVoterResponse, SupportersResponse, TurnoutResponse, VoteMark } from '../../../shared/api/pollDay';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import { errorOf } from '../../test/queries';
import mr from '../../../../i18n/mr.json';
import { buildMenu } from '../../components/layout/menu';
import { POLL_REFRESH_MS } from './api';
import { PollDayPage } from './pages';
import pollDayRoutes from './resource';
import { INDIA_LATE, INDIA_NOON, clockAt, fixClock } from '../../test/clock';

// the contact buttons follow the contact hours: these tests run at noon in India
clockAt(INDIA_NOON);

const BASE = '/api/v1/admin/5';
const PARTS = `GET ${BASE}/5/0/partno-list`;
const VOTER = `GET ${BASE}/poll-day/voter`;
const MARKS = `GET ${BASE}/poll-day/marks`;
const TURNOUT = `GET ${BASE}/poll-day/turnout`;
const SUPPORTERS = `GET ${BASE}/poll-day/supporters`;
const MARK = `POST ${BASE}/poll-day/mark`;
const BULK = `POST ${BASE}/poll-day/bulk-mark`;

const SUNITA = {
  id: 501,
  acno: 38,
  partno: 1,
  slnoinpart: 12,
  name: 'Sunita Patil',
  name_v1: 'सुनीता पाटील',
  epic_no: 'MHX1234567',
  age: 42,
  gender: 'F' as const,
  house_no: '5',
};
const markOf = (id: number, over: Partial<VoteMark> = {}): VoteMark => ({
  id,
  poll_date: '2026-11-20',
  voter_id: SUNITA.id,
  acno: 38,
  partno: 1,
  slnoinpart: 12,
  name: SUNITA.name,
  name_v1: SUNITA.name_v1,
  epic_no: SUNITA.epic_no,
  marked_at: '2026-11-20T04:02:00Z',
  marked_by: 50,
  marker: 'Asha Patil',
  undone_at: null,
  ...over,
});
const TURNOUT_ANSWER: TurnoutResponse = {
  poll_date: '2026-11-20',
  acno: 38,
  electors: 600,
  voted: 150,
  parts: [
    { partno: 1, area_name: 'Rajapeth', area_name_v1: 'राजापेठ', electors: 300, voted: 30 },
    { partno: 2, area_name: 'Camp', area_name_v1: 'कॅम्प', electors: 300, voted: 120 },
  ],
  hours: [
    { hour: 8, voted: 10 },
    { hour: 9, voted: 20 },
  ],
};
const SUPPORTERS_ANSWER: SupportersResponse = {
  poll_date: '2026-11-20',
  supporters: [
    {
      voter_id: 601,
      acno: 38,
      partno: 1,
      slnoinpart: 40,
      name: 'Ravi Gawande',
      name_v1: 'रवी गावंडे',
      epic_no: 'MHX7654321',
      house_no: '9',
      phone: '+919822000001',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

describe('poll day (/poll-day)', () => {
  let server: FakeServer;
  let marks: VoteMark[];
  beforeEach(() => {
    marks = [];
    server = installFakeServer({
      [PARTS]: {
        body: {
          partnolist: [
            { partno: 1, area_name: 'Rajapeth', area_name_v1: 'राजापेठ' },
            { partno: 2, area_name: 'Camp', area_name_v1: 'कॅम्प' },
          ],
        },
      },
      [VOTER]: (req) =>
        req.query.get('slnoinpart') === '12'
          ? { body: { poll_date: '2026-11-20', voter: SUNITA, mark: marks[0] ?? null } satisfies PollVoterResponse }
          : { body: { poll_date: '2026-11-20', voter: null, mark: null } },
      [MARKS]: () => ({ body: { poll_date: '2026-11-20', marks } satisfies MarksResponse }),
      [TURNOUT]: { body: TURNOUT_ANSWER },
      [SUPPORTERS]: { body: SUPPORTERS_ANSWER },
      [MARK]: (req) => {
        const body = req.body as { slnoinpart: number };
        if (body.slnoinpart !== 12) return { status: 404, body: { msg: 'Not found.', key: 'error.notFound' } };
        marks = [markOf(7)];
        return {
          body: { msg: 'Marked as voted: serial 12.', key: 'pollDay.marked', values: { serial: 12 }, state: 'marked', mark: marks[0] } satisfies MarkResponse,
        };
      },
      [`PUT ${BASE}/poll-day/undo/7`]: () => {
        const undone = { ...marks[0], undone_at: '2026-11-20T04:05:00Z' };
        marks = [];
        return { body: { msg: 'Mark undone: serial 12.', key: 'pollDay.undone', values: { serial: 12 }, state: 'undone', mark: undone } };
      },
      [BULK]: {
        body: {
          msg: '1 marked, 0 already marked, 1 not marked.',
          key: 'pollDay.bulkDone',
          values: { marked: 1, already: 0, failed: 1 },
          poll_date: '2026-11-20',
          counts: { marked: 1, already: 0, failed: 1 },
          results: [
            { entry: '12', kind: 'serial', state: 'marked', voter: SUNITA, mark_id: 7 },
            { entry: '999', kind: 'serial', state: 'notOnRoll', voter: null, mark_id: null },
          ],
        },
      },
    });
  });
  afterEach(() => jest.useRealTimers());

  const open = (locale: 'en' | 'mr' = 'en', url = '/poll-day') => openPage(<PollDayPage />, { auth: ADMIN_SESSION, path: '/poll-day', url, locale });
  const serialField = () => screen.getByLabelText('Serial number');

  it('shows who a serial names, marks the vote with Enter, lists it and undoes it', async () => {
    const { user } = open();
    expect(await screen.findByRole('option', { name: '1 - Rajapeth' })).toBeInTheDocument();
    await user.type(serialField(), '12');
    const preview = await screen.findByTestId('poll-day-preview');
    expect(preview).toHaveTextContent('Sunita Patil');
    expect(preview).toHaveTextContent('MHX1234567 · Age 42 · Female');
    expect(preview).toHaveTextContent('Not marked yet');
    expect(server.calls(VOTER).at(-1)!.query.toString()).toBe('acno=38&partno=1&slnoinpart=12');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('poll-day-status')).toHaveTextContent('Marked as voted: serial 12. Sunita Patil'));
    expect(server.calls(MARK)[0].body).toEqual({ acno: 38, partno: 1, slnoinpart: 12 });
    expect(serialField()).toHaveValue('');
    expect(serialField()).toHaveFocus();
    // the mark invalidates the marks: the last marks are asked again and show it, at 09:32 in India
    const recent = screen.getByTestId('poll-day-recent');
    const row = (await within(recent).findByText('Sunita Patil')).closest('tr')!;
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('09:32');
    expect(row).toHaveTextContent('Asha Patil');

    await user.click(within(row).getByRole('button', { name: 'Undo the mark of serial 12' }));
    await waitFor(() => expect(screen.getByTestId('poll-day-undo-status')).toHaveTextContent('Mark undone: serial 12. Sunita Patil'));
    expect(server.calls(`PUT ${BASE}/poll-day/undo/7`)).toHaveLength(1);
    await waitFor(() => expect(within(recent).queryByText('Sunita Patil')).toBeNull());
  });

  it('says at the field when no elector holds the serial, and refuses a serial that is not a number without asking', async () => {
    const { user } = open();
    await screen.findByRole('option', { name: '1 - Rajapeth' });
    await user.type(serialField(), '99');
    expect(await screen.findByTestId('poll-day-preview')).toHaveTextContent('No elector on the roll holds serial 99 in this part.');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(errorOf('Serial number')).toBe('No elector on the roll holds serial 99 in this part.'));
    expect(serialField()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(serialField());
    await user.type(serialField(), 'abc{Enter}');
    expect(errorOf('Serial number')).toBe('Enter a serial number in digits.');
    await user.clear(serialField());
    await user.type(serialField(), '{Enter}');
    expect(errorOf('Serial number')).toBe('Enter the serial number.');
    expect(server.calls(MARK)).toHaveLength(1);
  });

  it('shows a field error of the server in the page language', async () => {
    server.on(MARK, {
      status: 400,
      body: { msg: 'x', key: 'pollDay.futureDate', errors: [{ code: 'poll_date', key: 'pollDay.futureDate', message: 'x' }] },
    });
    const { user } = open();
    await screen.findByRole('option', { name: '1 - Rajapeth' });
    await user.type(serialField(), '12{Enter}');
    await waitFor(() => expect(errorOf('Serial number')).toBe('A vote cannot be marked for a day that has not come yet.'));
  });

  it('marks a list of the chosen part and answers each entry', async () => {
    const { user } = open('en', '/poll-day?part=2');
    await waitFor(() => expect(screen.getByLabelText('Part')).toHaveValue('2'));
    const list = screen.getByLabelText('Serial numbers of this part or EPIC numbers');
    await user.click(screen.getByRole('button', { name: 'Mark all' }));
    expect(errorOf('Serial numbers of this part or EPIC numbers')).toBe('Enter at least one serial or EPIC number.');
    await user.type(list, '12, 999{Enter}mhx1234567');
    await user.click(screen.getByRole('button', { name: 'Mark all' }));
    expect(await screen.findByTestId('poll-day-bulk-summary')).toHaveTextContent('1 marked, 0 already marked, 1 not marked.');
    expect(server.calls(BULK)[0].body).toEqual({ acno: 38, partno: 2, entries: ['12', '999', 'MHX1234567'] });
    const results = screen.getByTestId('poll-day-bulk-results');
    expect(within(results).getByText('999').closest('tr')).toHaveTextContent('Not on the roll');
    expect(within(results).getAllByText('12')[0].closest('tr')).toHaveTextContent('Marked');
    expect(list).toHaveValue('');
  });

  it('shows the turnout by part and hour and the supporters to call, and asks again on its rhythm', async () => {
    jest.useFakeTimers({ now: new Date(INDIA_NOON) });
    open();
    await waitFor(() => expect(screen.getByTestId('turnout-part')).toHaveTextContent('30 / 300 (10.0%)'));
    expect(screen.getByTestId('turnout-acno')).toHaveTextContent('150 / 600 (25.0%)');
    expect(within(screen.getByTestId('turnout-by-part')).getByText('2 - Camp').closest('tr')).toHaveTextContent('300120' + '40.0%');
    const hours = screen.getByTestId('turnout-by-hour');
    expect(within(hours).getByText('09:00–10:00').closest('tr')).toHaveTextContent('20');
    expect(within(hours).getByText('17:00–18:00')).toBeInTheDocument();
    const supporters = await screen.findByTestId('poll-day-supporters');
    expect(await within(supporters).findByRole('link', { name: '+919822000001' })).toHaveAttribute('href', 'tel:+919822000001');
    expect(screen.getByTestId('supporters-total')).toHaveTextContent('Still to vote: 1');

    const before = { turnout: server.calls(TURNOUT).length, supporters: server.calls(SUPPORTERS).length, marks: server.calls(MARKS).length };
    server.on(TURNOUT, { body: { ...TURNOUT_ANSWER, voted: 151, parts: [{ ...TURNOUT_ANSWER.parts[0], voted: 31 }, TURNOUT_ANSWER.parts[1]] } });
    await act(async () => {
      jest.advanceTimersByTime(POLL_REFRESH_MS);
    });
    await waitFor(() => expect(server.calls(TURNOUT).length).toBe(before.turnout + 1));
    expect(server.calls(SUPPORTERS).length).toBe(before.supporters + 1);
    expect(server.calls(MARKS).length).toBe(before.marks + 1);
    await waitFor(() => expect(screen.getByTestId('turnout-part')).toHaveTextContent('31 / 300 (10.3%)'));
  });

  it('offers no call link to a supporter outside the contact hours, and says why', async () => {
    fixClock(INDIA_LATE);
    open();
    const supporters = await screen.findByTestId('poll-day-supporters');
    const why = await within(supporters).findByTestId('contact-closed');
    expect(why).toHaveTextContent('Calls and messages only from 09:00 to 21:00 (India time).');
    expect(why.closest('td')).toHaveTextContent('+919822000001');
    expect(within(supporters).queryByRole('link')).toBeNull();
  });

  it("prints the part's call sheet from the server in the page's language, and says so when it fails", async () => {
    const saved: string[] = [];
    // jsdom neither makes object URLs nor downloads: keep the names of what would be downloaded
    (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:test';
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => {};
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const CALLS = `GET ${BASE}/poll-day/call-sheet`;
    server.on(CALLS, { body: '%PDF-1.7' });
    const { user } = open('mr');
    // a shared machine can be slow to paint the page and answer: wait longer than the default second
    const button = await screen.findByRole('button', { name: mr['paper.callSheet'] }, { timeout: 10000 });
    await user.click(button);
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10000 });
    const [call] = server.calls(CALLS);
    expect(saved[0]).toBe(`call-sheet-38-${call.query.get('partno')}-mr.pdf`);
    expect(Object.fromEntries(call.query)).toEqual({ acno: '38', partno: call.query.get('partno'), lang: 'mr' });
    server.on(CALLS, { status: 400, body: { msg: 'Enter a valid part number.', key: 'validation.partno', errors: [] } });
    // the file is saved before the first print settles: the button takes a click again once it has
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText(mr['paper.failed'], {}, { timeout: 10000 })).toBeInTheDocument();
    click.mockRestore();
  });

  it('speaks Marathi', async () => {
    const { user } = open('mr');
    expect(await screen.findByRole('heading', { name: mr['pollDay.title'] })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: '1 - राजापेठ' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(mr['pollDay.serial']), '12');
    const preview = await screen.findByTestId('poll-day-preview');
    // the Devanagari name first in Marathi
    expect(preview.querySelector('.voter-name-primary')).toHaveTextContent('सुनीता पाटील');
    expect(preview).toHaveTextContent(mr['pollDay.notVotedYet']);
    await user.click(screen.getByRole('button', { name: mr['pollDay.markButton'] }));
    await waitFor(() => expect(screen.getByTestId('poll-day-status')).toHaveTextContent('मतदान नोंदवले: अनुक्रमांक 12.'));
    expect(screen.getByRole('heading', { name: mr['pollDay.supportersTitle'] })).toBeInTheDocument();
  });
});

describe('the Poll Day menu entry', () => {
  const labels = (modules: string[], userType = 2) => buildMenu(pollDayRoutes, { installationType: 1, userType, modules }).map((n) => n.labelKey);

  it('shows to admins and to roles granted the Poll Day module only', () => {
    expect(labels([], 1)).toEqual(['pollDay.menu']);
    expect(labels(['Poll Day'])).toEqual(['pollDay.menu']);
    expect(labels(['Dashboard', 'Office'])).toEqual([]);
    // the super administrator has no organisation to mark votes in
    expect(labels([], 0)).toEqual([]);
  });
});

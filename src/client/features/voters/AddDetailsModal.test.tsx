// The add-details modal (entities Family member record, roles and permissions, constants) and the WhatsApp action (screens,
// validation rules) opened from a voter row, against a fake server that keeps what is saved, so reopening
// shows it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import VoterSearchPage from './VoterSearchPage';
import { detailsPayload, initialDetails } from './AddDetailsModal';
import { placeLink, slipMessage, whatsappDigits, whatsappUrl } from './whatsapp';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { closeSwal } from '../../test/queries';
import { ADMIN_SESSION, renderPage } from '../../test/renderPage';
import { BASE, VP, page, voter } from './testData';
import type { VoterInfoAddBody, VoterInfoRecord, VoterRow } from '../../../shared/api/voters';
import { createIntl } from 'react-intl';
import { messagesFor } from '../../i18n/messages';
import { INDIA_NOON, clockAt } from '../../test/clock';

// the contact buttons follow the contact hours: these tests run at noon in India
clockAt(INDIA_NOON);

const ADD = `POST ${BASE}/voter-info-add`;
const GROUPS = [
  { id: 7, voter_group_name: 'Market vendors' },
  { id: 9, voter_group_name: 'Youth wing' },
];

let server: FakeServer;
let saved: Map<number, VoterInfoRecord>;
let voters: VoterRow[];
let errorSpy: jest.SpyInstance;

const record = (id: number, body: Partial<VoterInfoAddBody>): VoterInfoRecord => ({
  id: 100 + id,
  voter_list_id: id,
  family_id: '1/14',
  align_with_party: null,
  align_with_candidate: null,
  phone_no: null,
  voter_group_id: null,
  address: null,
  location: null,
  category: null,
  religion: null,
  employment_types: null,
  family_types: null,
  income_groups: null,
  marital_statuses: null,
  house_types: null,
  building_types: null,
  updated_at: '2026-11-20T10:00:00Z',
  ...(body as object),
});
const withInfo = (v: VoterRow): VoterRow => {
  const r = saved.get(v.id);
  return {
    ...v,
    voterInfo: r
      ? {
          id: r.id,
          align_with_party: r.align_with_party,
          align_with_candidate: r.align_with_candidate,
          phone_no: r.phone_no,
          family_id: r.family_id,
          voter_list_id: v.id,
        }
      : null,
  };
};

beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  saved = new Map();
  // voter 1 and 2 share house 14; voter 3 lives alone and has a roll phone number
  voters = [
    voter(1),
    voter(2, { name: 'Sunita Sharma', name_v1: 'सुनीता शर्मा' }),
    voter(3, { family_key: '1/20', house_no: '20', mobile: '9822012345', center_id: 8 }),
  ];
  server = installFakeServer({
    [`GET ${VP}/partno-list`]: { body: { partnolist: [{ partno: 12, area_name: 'Badnera' }] } },
    [`POST ${VP}/update-count`]: { body: { msg: 'The WhatsApp send is counted.', key: 'voter.whatsappCounted', whatsapp_count: 1 } },
    [`GET ${VP}/search-acno-voters`]: () => ({ body: page(voters.map(withInfo)) }),
    [`GET ${VP}/voter-info-family-details`]: (r) => {
      const v = voters.find((x) => x.id === Number(r.query.get('id')))!;
      // voter 2 was met at the door on the 20th at 16:00 in India and handed the slip
      const visit =
        v.id === 2
          ? {
              outcome: 'met',
              slip_delivered: true,
              supporter_level: 2,
              phone: null,
              note: 'Wants the booth address',
              visited_at: '2026-11-20T10:30:00.000Z',
              visited_by: 7,
              visited_by_name: 'Asha Patil',
            }
          : null;
      const earlier = {
        outcome: 'not_home',
        slip_delivered: false,
        supporter_level: null,
        phone: null,
        note: null,
        visited_at: '2026-11-18T05:00:00.000Z',
        visited_by: 8,
        visited_by_name: 'Ravi More',
      };
      const visits = visit ? [visit, earlier] : [];
      return { body: { voter: withInfo(v), voter_info: saved.get(v.id) ?? null, family_members: [], voterslist: [], visit, visits } };
    },
    [`GET ${VP}/voters-family-details-familyidwise`]: (r) => {
      const v = voters.find((x) => x.id === Number(r.query.get('voter_list_id')))!;
      return { body: { voterslist: voters.filter((x) => x.family_key === v.family_key).map(withInfo), family_id: v.family_key } };
    },
    [`GET ${BASE}/religion`]: {
      body: {
        religions: [
          { id: 1, name: 'Hindu' },
          { id: 2, name: 'Buddhist' },
        ],
      },
    },
    [`GET ${BASE}/religion-category`]: {
      body: {
        religionCategories: [
          { id: 1, name: 'OBC' },
          { id: 2, name: 'SC' },
        ],
      },
    },
    [`GET ${BASE}/voters-group`]: { body: { voter_group: GROUPS } },
    [ADD]: (r) => {
      const body = r.body as VoterInfoAddBody;
      saved.set(body.user_id, record(body.user_id, body));
      for (const m of body.familyMembers ?? []) saved.set(m.voter_list_id, record(m.voter_list_id, m));
      return { body: { msg: 'Voter info added successfully!', voter_info: saved.get(body.user_id), family_members: [] } };
    },
    [`GET ${BASE}/candidate-dropdown-list`]: { body: { candidates: [{ id: 41, f_name: 'Ravi', l_name: 'Rana' }] } },
    [`GET ${VP}/voting-location-edit`]: (r) => ({
      body: {
        matdan_kendra: {
          center_id: Number(r.query.get('id')),
          ac_no: 38,
          partnos: [12],
          location_name: 'Z.P. School Badnera',
          location_name_v1: 'जि.प. शाळा बडनेरा',
          voting_center_location: Number(r.query.get('id')) === 8 ? { type: 'Point', coordinates: [77.7523039, 20.9319821] } : null,
        },
      },
    }),
  });
  // the consent panel above the form (its own test: ConsentPanel.test.tsx)
  for (const v of voters) {
    const consent = { voter_id: v.id, consent: null, consent_at: null, consent_by: null, consent_by_details: null, do_not_contact: false, contact_block: null };
    server.on(`GET ${BASE}/voter-consent/${v.id}`, { body: { consent } });
  }
});
afterEach(async () => {
  await closeSwal();
  errorSpy.mockRestore();
});

// the console's own modal (sweetalert2's popup is a role=dialog too)
const modalBox = () => document.querySelector('.modal-box') as HTMLElement | null;
const findModal = () =>
  waitFor(() => {
    const m = modalBox();
    if (!m) throw new Error('no modal');
    return m;
  });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const openDetails = async (name: string) => {
  fireEvent.click(within(await rowOf(name)).getByRole('button', { name: new RegExp(`details of ${name}`) }));
  const dialog = await findModal();
  await within(dialog).findByRole('button', { name: 'Save' });
  return dialog;
};
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('add details (installation type 1)', () => {
  it('offers the enumerations, saves the voter and the household, and shows them after reopening', async () => {
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    const dialog = await openDetails('Voter 1 Sharma');
    const d = within(dialog);
    // the voter groups come from GET /voters-group
    expect(optionTexts(d.getByLabelText('Voter group'))).toEqual(['Select', 'Market vendors', 'Youth wing']);
    expect(optionTexts(d.getByLabelText('Align with party'))).toEqual(['Select', 'Yes', 'No', 'Prefer Not to Say']);
    expect(optionTexts(d.getByLabelText('Align with candidate'))).toEqual(['Select', 'Yes', 'No', 'Prefer Not to Say']);
    expect(optionTexts(d.getByLabelText('Family type'))).toEqual(['Select', 'Nuclear', 'Joint']);
    expect(optionTexts(d.getByLabelText('Employment'))).toEqual(['Select', 'Self-employed', 'Unemployed', 'Salaried']);
    expect(optionTexts(d.getByLabelText('Income group'))).toEqual(['Select', 'Low', 'Middle', 'High']);
    expect(optionTexts(d.getByLabelText('Marital status'))).toEqual(['Select', 'Single', 'Married', 'Divorced']);
    expect(optionTexts(d.getByLabelText('House type'))).toEqual(['Select', 'Apartment', 'Villa']);
    expect(optionTexts(d.getByLabelText('Building type'))).toEqual(['Select', 'Commercial', 'Residential']);
    await waitFor(() => expect(optionTexts(d.getByLabelText('Religion'))).toEqual(['Select', 'Hindu', 'Buddhist']));
    await waitFor(() => expect(optionTexts(d.getByLabelText('Caste category'))).toEqual(['Select', 'OBC', 'SC']));
    expect(d.queryByLabelText(/Assembly constituency/)).toBeNull();
    // the household: the other member of house 14, not the voter again
    const household = d.getByTestId('household');
    expect(within(household).getByText('Sunita Sharma')).toBeInTheDocument();
    expect(within(household).queryByText('Voter 1 Sharma')).toBeNull();

    fireEvent.change(d.getByLabelText('Phone number'), { target: { value: '98220 12345' } });
    fireEvent.change(d.getByLabelText('Voter group'), { target: { value: '9' } });
    fireEvent.change(d.getByLabelText('Align with party'), { target: { value: 'yes' } });
    fireEvent.change(d.getByLabelText('Align with candidate'), { target: { value: 'prefer_not_to_say' } });
    fireEvent.change(d.getByLabelText('Family type'), { target: { value: 'joint' } });
    fireEvent.change(d.getByLabelText('Caste category'), { target: { value: 'OBC' } });
    fireEvent.change(d.getByLabelText('Religion'), { target: { value: 'Hindu' } });
    fireEvent.change(d.getByLabelText('Employment'), { target: { value: 'self-employed' } });
    fireEvent.change(d.getByLabelText('Income group'), { target: { value: 'middle' } });
    fireEvent.change(d.getByLabelText('Marital status'), { target: { value: 'Single' } });
    fireEvent.change(d.getByLabelText('House type'), { target: { value: 'villa' } });
    fireEvent.change(d.getByLabelText('Building type'), { target: { value: 'residential' } });
    fireEvent.change(d.getByLabelText('Phone number of Sunita Sharma'), { target: { value: '9000000002' } });
    fireEvent.change(d.getByLabelText('Party alignment of Sunita Sharma'), { target: { value: 'no' } });
    fireEvent.click(d.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.calls(ADD)).toHaveLength(1));
    expect(server.calls(ADD)[0].body).toEqual({
      user_id: 1,
      phone_no: '+919822012345',
      address: null,
      voter_group_id: 9,
      align_with_party: 'yes',
      align_with_candidate: 'prefer_not_to_say',
      family_types: 'joint',
      category: 'OBC',
      religion: 'Hindu',
      employment_types: 'self-employed',
      income_groups: 'middle',
      marital_statuses: 'Single',
      house_types: 'villa',
      building_types: 'residential',
      familyMembers: [{ voter_list_id: 2, phone_no: '+919000000002', align_with_party: 'no', align_with_candidate: null }],
    });
    await waitFor(() => expect(modalBox()).toBeNull());
    await waitFor(() => expect(Swal.getHtmlContainer()?.textContent).toBe('Voter info added successfully!'));
    // the list refetched: the row now carries the phone and says its details were added
    await waitFor(() => expect(within(screen.getByText('Voter 1 Sharma').closest('tr')!).getByText('+919822012345')).toBeInTheDocument());
    await closeSwal();

    const again = within(await openDetails('Voter 1 Sharma'));
    expect((again.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+919822012345');
    expect((again.getByLabelText('Align with party') as HTMLSelectElement).value).toBe('yes');
    expect((again.getByLabelText('Voter group') as HTMLSelectElement).value).toBe('9');
    expect((again.getByLabelText('Voter group') as HTMLSelectElement).selectedOptions[0].textContent).toBe('Youth wing');
    expect((again.getByLabelText('Marital status') as HTMLSelectElement).value).toBe('Single');
    expect((again.getByLabelText('Religion') as HTMLSelectElement).value).toBe('Hindu');
    expect((again.getByLabelText('Phone number of Sunita Sharma') as HTMLInputElement).value).toBe('+919000000002');
    expect((again.getByLabelText('Party alignment of Sunita Sharma') as HTMLSelectElement).value).toBe('no');
    fireEvent.click(again.getByText('Close'));
    expect(modalBox()).toBeNull();
    expect(server.calls(ADD)).toHaveLength(1);
  });

  it("shows the voter's latest visit and the slip delivered, or that nobody has called yet", async () => {
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    const visited = within(await openDetails('Sunita Sharma'));
    expect(visited.getByTestId('last-visit').textContent).toMatch(/^Last visit: Met, 20 Nov 2026, 04:00\spm Slip delivered$/);
    fireEvent.click(visited.getByText('Close'));
    const never = within(await openDetails('Voter 1 Sharma'));
    expect(never.getByTestId('last-visit').textContent).toBe('Not visited yet');
    expect(never.queryByTestId('voter-visits')).toBeNull();
  });

  it("lists the voter's visits newest first, each with who went, when and the note taken at the door", async () => {
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    const d = within(await openDetails('Sunita Sharma'));
    const items = within(d.getByTestId('voter-visits')).getAllByRole('listitem');
    expect(d.getByText('Visits (2)')).toBeTruthy();
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Met 20 Nov 2026, 04:00\spm, by Asha PatilSupporter level 2Wants the booth address$/),
      expect.stringMatching(/^Not at home 18 Nov 2026, 10:30\sam, by Ravi More$/),
    ]);
  });

  it('refuses to save an empty record and sends nothing', async () => {
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    const d = within(await openDetails('Voter 3 Sharma'));
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    expect(await d.findByTestId('details-empty')).toHaveTextContent('Fill in at least one detail before saving.');
    expect(server.calls(ADD)).toHaveLength(0);
    expect(modalBox()).not.toBeNull();
  });

  it('shows the server errors next to their fields and stays open', async () => {
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    const d = within(await openDetails('Voter 3 Sharma'));
    fireEvent.change(d.getByLabelText('Phone number'), { target: { value: '123' } });
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    // the shared schema catches it first: nothing is sent
    expect(await d.findByText('phone number must be 10 digits')).toBeInTheDocument();
    expect(server.calls(ADD)).toHaveLength(0);

    server.on(ADD, {
      status: 400,
      body: { msg: 'Invalid input.', errors: [{ code: 'religion', message: 'Choose a value from the list.', key: 'validation.choice' }] },
    });
    fireEvent.change(d.getByLabelText('Phone number'), { target: { value: '9822012345' } });
    await waitFor(() => expect(d.getByLabelText('Religion').querySelectorAll('option').length).toBe(3));
    fireEvent.change(d.getByLabelText('Religion'), { target: { value: 'Hindu' } });
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    const err = await d.findByText('Choose a value from the list.');
    expect(err.closest('.form-group')!.querySelector('select')).toBe(d.getByLabelText('Religion'));
    expect(modalBox()).not.toBeNull();
  });
});

describe('add details: the voter group (installation type 1)', () => {
  it("shows the server's refusal of a group next to the select", async () => {
    server.on(ADD, {
      status: 400,
      body: {
        msg: 'Choose a voter group from the list.',
        errors: [{ code: 'voter_group_id', message: 'Choose a voter group from the list.', key: 'validation.unknownVoterGroup' }],
      },
    });
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    const d = within(await openDetails('Voter 3 Sharma'));
    fireEvent.change(d.getByLabelText('Voter group'), { target: { value: '7' } });
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    const err = await d.findByText('Choose a voter group from the list.');
    expect(err.closest('.form-group')!.querySelector('select')).toBe(d.getByLabelText('Voter group'));
    expect(server.calls(ADD)[0].body).toMatchObject({ user_id: 3, voter_group_id: 7 });
    expect(modalBox()).not.toBeNull();
  });

  it('starts empty when the saved group has been deleted, and sends no group', async () => {
    saved.set(3, record(3, { voter_group_id: 5, phone_no: '+919822012345' }));
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    const d = within(await openDetails('Voter 3 Sharma'));
    expect((d.getByLabelText('Voter group') as HTMLSelectElement).value).toBe('');
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls(ADD)).toHaveLength(1));
    expect(server.calls(ADD)[0].body).toMatchObject({ user_id: 3, voter_group_id: null, phone_no: '+919822012345' });
  });

  it('keeps the saved group when the list may not be read (a role without the Group of Voters module)', async () => {
    server.on(`GET ${BASE}/voters-group`, { status: 403, body: { msg: 'Your role does not include this module.' } });
    saved.set(3, record(3, { voter_group_id: 7 }));
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    const d = within(await openDetails('Voter 3 Sharma'));
    const select = d.getByLabelText('Voter group') as HTMLSelectElement;
    expect(select.value).toBe('7');
    expect(optionTexts(select)).toEqual(['Select', 'Group 7']);
    expect(d.getByText('The voter groups could not be loaded.')).toBeInTheDocument();
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls(ADD)).toHaveLength(1));
    expect(server.calls(ADD)[0].body).toMatchObject({ user_id: 3, voter_group_id: 7 });
  });
});

describe('add details (installation type 2)', () => {
  it('picks the constituency 37/38/39, hides the campaign fields and asks Are You Sure? before saving', async () => {
    renderPage(<VoterSearchPage />, { auth: { ...ADMIN_SESSION, installation_type: 2 }, path: '/voter-search' });
    const d = within(await openDetails('Voter 1 Sharma'));
    const ac = d.getByLabelText(/Assembly constituency/) as HTMLSelectElement;
    expect(optionTexts(ac)).toEqual(['Choose a constituency', '37', '38', '39']);
    expect(ac.value).toBe('38'); // the session's default constituency
    expect(d.queryByLabelText('Align with party')).toBeNull();
    expect(d.queryByLabelText('Religion')).toBeNull();
    expect(d.queryByLabelText('Family type')).toBeNull();
    expect(server.calls(`GET ${BASE}/religion`)).toHaveLength(0);
    expect(d.queryByLabelText('Voter group')).toBeNull();
    expect(server.calls(`GET ${BASE}/voters-group`)).toHaveLength(0);

    fireEvent.change(ac, { target: { value: '39' } });
    fireEvent.change(d.getByLabelText('Phone number'), { target: { value: '9822012345' } });
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(Swal.getTitle()?.textContent).toBe('Are You Sure?'));
    expect(server.calls(ADD)).toHaveLength(0);
    // Cancel: nothing is sent, the form stays
    await act(async () => Swal.clickCancel());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(server.calls(ADD)).toHaveLength(0);

    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(Swal.getTitle()?.textContent).toBe('Are You Sure?'));
    await act(async () => Swal.clickConfirm());
    await waitFor(() => expect(server.calls(ADD)).toHaveLength(1));
    expect(server.calls(ADD)[0].body).toEqual({ user_id: 1, phone_no: '+919822012345', address: null, acno: 39, familyMembers: [] });
    await waitFor(() => expect(modalBox()).toBeNull());
  });
});

describe('WhatsApp', () => {
  let openSpy: jest.SpyInstance;
  beforeEach(() => {
    openSpy = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => openSpy.mockRestore());

  it('needs a phone: the action is disabled for a voter without one', async () => {
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    const row = await rowOf('Voter 1 Sharma');
    expect(within(row).getByRole('button', { name: /on WhatsApp/ })).toBeDisabled();
    expect(within(await rowOf('Voter 3 Sharma')).getByRole('button', { name: /on WhatsApp/ })).toBeEnabled();
  });

  it('type 1: asks for a candidate, then opens wa.me with the slip and the centre link', async () => {
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    fireEvent.click(within(await rowOf('Voter 3 Sharma')).getByRole('button', { name: /on WhatsApp/ }));
    const d = within(await findModal());
    await waitFor(() => expect(d.getByTestId('whatsapp-message')).toHaveTextContent('Location: https://www.google.com/maps?q=20.9319821,77.7523039'));
    fireEvent.click(d.getByRole('button', { name: 'Open WhatsApp' }));
    expect(await d.findByText('Please select a candidate.')).toBeInTheDocument();
    expect(openSpy).not.toHaveBeenCalled();

    await waitFor(() => expect(optionTexts(d.getByLabelText(/Candidate/))).toEqual(['Select a candidate', 'Ravi Rana']));
    fireEvent.change(d.getByLabelText(/Candidate/), { target: { value: '41' } });
    fireEvent.click(d.getByRole('button', { name: 'Open WhatsApp' }));
    expect(openSpy).toHaveBeenCalledTimes(1);
    const [url, target] = openSpy.mock.calls[0];
    expect(target).toBe('_blank');
    expect(url.startsWith('https://wa.me/919822012345?text=')).toBe(true);
    const text = decodeURIComponent(url.split('?text=')[1]);
    expect(text).toBe(
      [
        'Voter slip',
        'Name: Voter 3 Sharma (मतदार 3 शर्मा)',
        'EPIC No.: MTX1000003',
        'AC 38, Part 12, Serial 3',
        'Voting centre: Z.P. School Badnera',
        'Location: https://www.google.com/maps?q=20.9319821,77.7523039',
        '',
        'Your candidate: Ravi Rana',
      ].join('\n'),
    );
    expect(modalBox()).toBeNull();
    // the send is counted on the server, for this voter
    await waitFor(() => expect(server.calls(`POST ${VP}/update-count`)).toHaveLength(1));
    expect(server.calls(`POST ${VP}/update-count`)[0].body).toEqual({ voter_id: 3 });
  });

  it('type 2: no candidate is asked; the phone collected for the family is used', async () => {
    voters[0] = voter(1);
    saved.set(1, record(1, { phone_no: '+919111111111' }));
    renderPage(<VoterSearchPage />, { auth: { ...ADMIN_SESSION, installation_type: 2 }, path: '/voter-search' });
    fireEvent.click(within(await rowOf('Voter 1 Sharma')).getByRole('button', { name: /on WhatsApp/ }));
    const d = within(await findModal());
    expect(d.queryByLabelText(/Candidate/)).toBeNull();
    // centre 7 has no point yet: the message says nothing about a location
    await waitFor(() => expect(d.getByText(/no map link/)).toBeInTheDocument());
    fireEvent.click(d.getByRole('button', { name: 'Open WhatsApp' }));
    const url = openSpy.mock.calls[0][0] as string;
    expect(url.startsWith('https://wa.me/919111111111?text=')).toBe(true);
    expect(decodeURIComponent(url)).not.toContain('google.com/maps');
    expect(server.calls(`GET ${BASE}/candidate-dropdown-list`)).toHaveLength(0);
  });
});

describe('pure helpers', () => {
  const intl = createIntl({ locale: 'mr', messages: messagesFor('mr') });
  it('builds place links, wa.me digits and URLs', () => {
    expect(placeLink({ type: 'Point', coordinates: [77.75, 20.93] })).toBe('https://www.google.com/maps?q=20.93,77.75');
    expect(placeLink(null)).toBeNull();
    expect(whatsappDigits('98220 12345')).toBe('919822012345');
    expect(whatsappDigits('+91 98220-12345')).toBe('919822012345');
    expect(whatsappDigits('12345')).toBeNull();
    expect(whatsappUrl('919822012345', 'a b&c')).toBe('https://wa.me/919822012345?text=a%20b%26c');
  });
  it('writes the slip in Marathi with the Devanagari name first', () => {
    const text = slipMessage(intl, { voter: voter(5), centre: null, candidate: null });
    expect(text.split('\n')).toEqual([
      'मतदार चिठ्ठी',
      'नाव: मतदार 5 शर्मा (Voter 5 Sharma)',
      'EPIC क्रमांक: MTX1000005',
      'विधानसभा 38, भाग 12, अनुक्रमांक 5',
      'मतदान केंद्र: जि.प. शाळा बडनेरा',
    ]);
  });
  it('maps saved details to the form and back without losing emptied member values', () => {
    const v = voter(1);
    const member = {
      ...voter(2),
      voterInfo: { id: 9, align_with_party: 'yes' as const, align_with_candidate: null, phone_no: '+919000000002', family_id: '1/14', voter_list_id: 2 },
    };
    const values = initialDetails(v, null, [v, member, voter(4)], 38);
    expect(values.familyMembers.map((m) => m.voter_list_id)).toEqual([2, 4]);
    values.familyMembers[0].phone_no = '';
    values.familyMembers[0].align_with_party = '';
    const body = detailsPayload(values, 1);
    // member 2 had details: its emptied values are sent; member 4 had none and got none
    expect(body.familyMembers).toEqual([{ voter_list_id: 2, phone_no: null, align_with_party: null, align_with_candidate: null }]);
  });
});

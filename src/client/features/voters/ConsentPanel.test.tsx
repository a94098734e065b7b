// Consent and the DPDP Act in the voter search, against a fake server that keeps what is saved:
// a voter who withdrew consent or asked not to be contacted has the WhatsApp action disabled
// with the reason and no phone shown; consent is recorded from the details modal (who and when
// come back from the server); admins export the voter's data as JSON (and the PDF's rows, in
// Marathi) and erase the collected details after a confirmation; staff see none of that.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import { createIntl } from 'react-intl';
import VoterSearchPage from './VoterSearchPage';
import { contactBlockKey, voterPhone } from './whatsapp';
import { exportFileName, voterPdfRows } from './VoterExport';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, renderPage } from '../../test/renderPage';
import { messagesFor } from '../../i18n/messages';
import { BASE, VP, page, voter } from './testData';
import type { VoterRow } from '../../../shared/api/voters';
import type { VoterConsent, VoterExport } from '../../../shared/api/voterPrivacy';
import { contactBlockOf } from '../../../shared/schemas/voterPrivacy';
import { INDIA_LATE, INDIA_NOON, clockAt, fixClock } from '../../test/clock';

// the contact buttons follow the contact hours: these tests run at noon in India
clockAt(INDIA_NOON);

const SEARCH = `GET ${VP}/search-acno-voters`;
const consentUrl = (id: number) => `${BASE}/voter-consent/${id}`;

let server: FakeServer;
let voters: VoterRow[];
let consents: Map<number, VoterConsent>;
let errorSpy: jest.SpyInstance;

const noConsent = (id: number): VoterConsent => ({
  voter_id: id,
  consent: null,
  consent_at: null,
  consent_by: null,
  consent_by_details: null,
  do_not_contact: false,
  contact_block: null,
});

const EXPORT: VoterExport = {
  format: 'One voter as the organisation holds them.',
  exported_at: '2026-11-20T06:30:00Z',
  organisation: { id: 5, name: 'Loksevak Amravati' },
  voter: {
    id: 1,
    acno: 38,
    partno: 12,
    section_no: 1,
    section_name: 'Gandhi Nagar',
    section_name_v1: 'गांधी नगर',
    slnoinpart: 1,
    house_no: '14',
    family_key: '1/14',
    fm_name_en: 'Anil',
    lastname_en: 'Sharma',
    fm_name_v1: 'अनिल',
    lastname_v1: 'शर्मा',
    rln_type: 'F',
    rln_fm_nm_en: 'Ramesh',
    rln_l_nm_en: 'Sharma',
    rln_fm_nm_v1: 'रमेश',
    rln_l_nm_v1: 'शर्मा',
    epic_no: 'MTX1000001',
    gender: 'M',
    age: 31,
    dob: null,
    mobile: null,
    names_derived: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    deleted_at: null,
  },
  collected_details: {
    id: 101,
    family_id: '1/14',
    voter_group_id: 7,
    phone_no: '+919822012345',
    address: 'Rajapeth',
    category: 'OBC',
    religion: 'Hindu',
    align_with_party: 'yes',
    align_with_candidate: 'no',
    details: { family_types: 'joint' },
    created_by: 50,
    created_by_details: { f_name: 'Asha', l_name: 'Patil' },
    created_at: '2026-11-01T04:30:00Z',
    updated_at: '2026-11-02T04:30:00Z',
    deleted_at: null,
  },
  consent: {
    ...noConsent(1),
    consent: 'withdrawn',
    consent_at: '2026-11-03T04:30:00Z',
    consent_by: 50,
    consent_by_details: { f_name: 'Asha', l_name: 'Patil' },
    contact_block: 'withdrawn',
  },
  voter_group: {
    id: 7,
    voter_group_name: 'Market vendors',
    voter_group_description: '',
    area_id: 1,
    special_instructions: null,
    location: null,
    location_name: null,
    deleted_at: null,
  },
  survey_responses: [
    {
      id: 3,
      survey_id: 2,
      survey_name: 'Water survey',
      collected_by: 50,
      collected_by_details: { f_name: 'Asha', l_name: 'Patil' },
      collected_at: '2026-11-05T04:30:00Z',
      deleted_at: null,
      answers: [{ question_id: 4, question: 'Is water reaching your lane?', option: 2, option_text: 'Some days' }],
    },
  ],
  visits: [
    {
      id: 31,
      acno: 38,
      partno: 12,
      slnoinpart: 4,
      outcome: 'met',
      slip_delivered: true,
      supporter_level: 2,
      phone: '+919822012345',
      note: 'Wants the booth address',
      visited_by: 7,
      visited_by_details: { f_name: 'Asha', l_name: 'Patil' },
      visited_at: '2026-11-19T05:00:00.000Z',
      deleted_at: null,
    },
  ],
  vote_marks: [
    {
      id: 9,
      poll_date: '2026-12-10',
      acno: 38,
      partno: 12,
      slnoinpart: 1,
      marked_by: 50,
      marked_by_details: { f_name: 'Asha', l_name: 'Patil' },
      marked_at: '2026-12-10T05:00:00Z',
      deleted_at: null,
    },
  ],
  audit: [
    {
      id: 1,
      at: '2026-11-03T04:30:00Z',
      user_id: 50,
      user: { f_name: 'Asha', l_name: 'Patil' },
      action: 'consent',
      entity: 'voter_info',
      entity_id: '101',
      changed: { voter_id: 1, consent: 'withdrawn' },
      previous: null,
    },
  ],
};

beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  consents = new Map();
  voters = [
    voter(1, { mobile: '9822012345' }),
    voter(2, { name: 'Sunita Sharma', name_v1: 'सुनीता शर्मा', mobile: null, contact_block: 'withdrawn' }),
    voter(3, { family_key: '1/20', mobile: null, contact_block: 'do_not_contact' }),
  ];
  // rows as the server writes them: a voter who may not be contacted carries no phone
  const row = (v: VoterRow): VoterRow => {
    const c = consents.get(v.id);
    const block = c ? c.contact_block : (v.contact_block ?? null);
    return { ...v, contact_block: block, mobile: block ? null : v.mobile };
  };
  server = installFakeServer({
    [`GET ${VP}/partno-list`]: { body: { partnolist: [{ partno: 12, area_name: 'Badnera' }] } },
    [SEARCH]: () => ({ body: page(voters.map(row)) }),
    [`GET ${VP}/voter-info-family-details`]: (r) => {
      const v = voters.find((x) => x.id === Number(r.query.get('id')))!;
      return { body: { voter: row(v), voter_info: null, family_members: [], voterslist: [] } };
    },
    [`GET ${VP}/voters-family-details-familyidwise`]: (r) => {
      const v = voters.find((x) => x.id === Number(r.query.get('voter_list_id')))!;
      return { body: { voterslist: voters.filter((x) => x.family_key === v.family_key).map(row), family_id: v.family_key } };
    },
    [`GET ${BASE}/religion`]: { body: { religions: [] } },
    [`GET ${BASE}/religion-category`]: { body: { religionCategories: [] } },
    [`GET ${BASE}/voters-group`]: { body: { voter_group: [] } },
    [`GET ${BASE}/candidate-dropdown-list`]: { body: { candidates: [] } },
  });
  for (const id of [1, 2, 3]) {
    server.on(`GET ${consentUrl(id)}`, () => ({ body: { consent: consents.get(id) ?? noConsent(id) } }));
    server.on(`PUT ${consentUrl(id)}`, (r) => {
      const body = r.body as { consent: VoterConsent['consent']; do_not_contact: boolean };
      const before = consents.get(id) ?? noConsent(id);
      const consent = body.consent ?? before.consent;
      const changed = consent !== before.consent;
      const next: VoterConsent = {
        ...before,
        consent,
        consent_at: changed ? '2026-11-20T06:30:00Z' : before.consent_at,
        consent_by: changed ? 50 : before.consent_by,
        consent_by_details: changed ? { f_name: 'Asha', l_name: 'Patil' } : before.consent_by_details,
        do_not_contact: body.do_not_contact,
        contact_block: contactBlockOf(consent, body.do_not_contact),
      };
      consents.set(id, next);
      return { body: { msg: 'Consent saved.', key: 'consent.saved', consent: next } };
    });
  }
});
afterEach(() => {
  Swal.close();
  errorSpy.mockRestore();
  jest.restoreAllMocks();
});

const modalBox = () => document.querySelector('.modal-box') as HTMLElement | null;
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const whatsappOf = async (name: string) => within(await rowOf(name)).getByRole('button', { name: /on WhatsApp/ });
const openDetails = async (name: string) => {
  fireEvent.click(within(await rowOf(name)).getByRole('button', { name: new RegExp(`details of ${name}`) }));
  await waitFor(() => expect(modalBox()).not.toBeNull());
  const d = within(modalBox()!);
  await d.findByLabelText('Consent to be contacted');
  return d;
};

describe('contact hours', () => {
  it('disables WhatsApp outside the contact hours and says why', async () => {
    fixClock(INDIA_LATE);
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    const button = await whatsappOf('Voter 1 Sharma');
    await waitFor(() => expect(server.calls(`GET ${BASE}/settings/contact-hours`).length).toBeGreaterThan(0));
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Calls and messages only from 09:00 to 21:00 (India time).');
  });

  it("follows the organisation's own hours", async () => {
    fixClock(INDIA_LATE);
    server.on(`GET ${BASE}/settings/contact-hours`, {
      body: { contact: { contact_from: '07:00', contact_to: '23:00', silence_hours: 48, polls: [{ acno: 38, poll_date: '2026-11-11', poll_close: '18:00' }] } },
    });
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search', locale: 'hi' });
    // one voter may be called in the silence period before the close of poll, within the hours
    const row = (await screen.findByText('मतदार 1 शर्मा')).closest('tr')!;
    await waitFor(() => expect(within(row).getByRole('button', { name: /व्हाट्सऐप/ })).toBeEnabled());
  });

  it('says it in Marathi', async () => {
    fixClock(INDIA_LATE);
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search', locale: 'mr' });
    const row = (await screen.findByText('मतदार 1 शर्मा')).closest('tr')!;
    const button = within(row).getByRole('button', { name: /व्हॉट्सॲप/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'कॉल आणि संदेश फक्त 09:00 ते 21:00 (भारतीय वेळ).');
  });
});

describe('contact blocked by consent', () => {
  it('disables WhatsApp with the reason, and shows the reason where the phone would be', async () => {
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    expect(await whatsappOf('Voter 1 Sharma')).toBeEnabled();
    expect(within(await rowOf('Voter 1 Sharma')).getByText('9822012345')).toBeInTheDocument();

    const withdrawn = await whatsappOf('Sunita Sharma');
    expect(withdrawn).toBeDisabled();
    expect(withdrawn).toHaveAttribute('title', 'Consent withdrawn: no calls or WhatsApp messages');
    expect(within(await rowOf('Sunita Sharma')).getByTestId('contact-block')).toHaveTextContent('Consent withdrawn');

    const dnc = await whatsappOf('Voter 3 Sharma');
    expect(dnc).toBeDisabled();
    expect(dnc).toHaveAttribute('title', 'Do not contact: no calls or WhatsApp messages');
  });

  it('says it in Marathi', async () => {
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search', locale: 'mr' });
    const row = (await screen.findByText('सुनीता शर्मा')).closest('tr')!;
    const button = within(row).getByRole('button', { name: /व्हॉट्सॲप/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'संमती मागे घेतली: कॉल किंवा व्हॉट्सॲप संदेश नाही');
    expect(within(row).getByTestId('contact-block')).toHaveTextContent('संमती मागे घेतली');
  });

  it('reads the consent again when WhatsApp opens: a row read before the withdrawal cannot send', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    server.on(`GET ${VP}/voting-location-edit`, {
      body: { matdan_kendra: { center_id: 7, ac_no: 38, partnos: [12], location_name: 'Hall', voting_center_location: null } },
    });
    renderPage(<VoterSearchPage />, { auth: { ...ADMIN_SESSION, installation_type: 2 }, path: '/voter-search' });
    const button = await whatsappOf('Voter 1 Sharma');
    expect(button).toBeEnabled();
    // withdrawn meanwhile, by someone else
    consents.set(1, { ...noConsent(1), consent: 'withdrawn', contact_block: 'withdrawn' });
    fireEvent.click(button);
    await waitFor(() => expect(modalBox()).not.toBeNull());
    const d = within(modalBox()!);
    expect(await d.findByText('Consent withdrawn: no calls or WhatsApp messages')).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Open WhatsApp' })).toBeDisabled();
    fireEvent.click(d.getByRole('button', { name: 'Open WhatsApp' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('keeps no phone for a blocked voter in the helpers either', () => {
    const blocked = voter(9, { mobile: '9822012345', contact_block: 'do_not_contact' });
    expect(voterPhone(blocked)).toBeNull();
    expect(contactBlockKey(blocked)).toBe('consent.blocked.do_not_contact');
    expect(voterPhone(voter(9, { mobile: '9822012345' }))).toBe('9822012345');
    expect(contactBlockKey(voter(9))).toBeNull();
  });
});

describe('consent in the details modal', () => {
  it('records a withdrawal; the server says who and when, and the WhatsApp action is disabled after it', async () => {
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    expect(await whatsappOf('Voter 1 Sharma')).toBeEnabled();
    const d = await openDetails('Voter 1 Sharma');
    const select = d.getByLabelText('Consent to be contacted') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Not asked yet', 'Given', 'Withdrawn']);
    expect(d.getByRole('button', { name: 'Record consent' })).toBeDisabled();

    const searches = server.calls(SEARCH).length;
    fireEvent.change(select, { target: { value: 'withdrawn' } });
    fireEvent.click(d.getByRole('button', { name: 'Record consent' }));
    await waitFor(() => expect(server.calls(`PUT ${consentUrl(1)}`)).toHaveLength(1));
    // only the state and the flag travel: who and when are the server's
    expect(server.calls(`PUT ${consentUrl(1)}`)[0].body).toEqual({ consent: 'withdrawn', do_not_contact: false });
    expect(await d.findByText('Withdrawn on 20 Nov 2026, 12:00 pm, recorded by Asha Patil')).toBeInTheDocument();
    expect(d.getByTestId('contact-block')).toHaveTextContent('Consent withdrawn: no calls or WhatsApp messages');
    expect(d.getByRole('status')).toHaveTextContent('Consent saved.');
    // once recorded, "not asked" is no longer offered
    expect([...(d.getByLabelText('Consent to be contacted') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Given', 'Withdrawn']);

    // the list reloaded: the row now has no phone and its WhatsApp action is disabled
    await waitFor(() => expect(server.calls(SEARCH).length).toBeGreaterThan(searches));
    fireEvent.click(d.getByText('Close'));
    await waitFor(async () => expect(await whatsappOf('Voter 1 Sharma')).toBeDisabled());
    expect(within(await rowOf('Voter 1 Sharma')).queryByText('9822012345')).toBeNull();
  });

  it('sets do-not-contact on its own, and shows a server refusal next to the field', async () => {
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    const d = await openDetails('Voter 1 Sharma');
    server.on(`PUT ${consentUrl(1)}`, {
      status: 400,
      body: {
        msg: 'Do not contact must be yes or no.',
        key: 'consent.invalidFlag',
        errors: [{ code: 'do_not_contact', key: 'consent.invalidFlag', message: 'x' }],
      },
    });
    fireEvent.click(d.getByLabelText('Do not contact'));
    fireEvent.click(d.getByRole('button', { name: 'Record consent' }));
    expect(await d.findByText('Do not contact must be yes or no.')).toBeInTheDocument();
    expect(server.calls(`PUT ${consentUrl(1)}`)[0].body).toEqual({ consent: null, do_not_contact: true });
    expect(modalBox()).not.toBeNull();
  });

  it('asks why when a withdrawal is lifted, and sends the reason with it', async () => {
    consents.set(1, { ...noConsent(1), consent: 'withdrawn', consent_at: '2026-11-19T06:30:00Z', consent_by: 50, contact_block: 'withdrawn' });
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    const d = await openDetails('Voter 1 Sharma');
    expect(d.queryByLabelText('Why the voter may be contacted again')).toBeNull();
    fireEvent.change(d.getByLabelText('Consent to be contacted'), { target: { value: 'given' } });
    const reason = d.getByLabelText('Why the voter may be contacted again');
    fireEvent.change(reason, { target: { value: 'Wrote to the office asking for calls again' } });
    fireEvent.click(d.getByRole('button', { name: 'Record consent' }));
    await waitFor(() => expect(server.calls(`PUT ${consentUrl(1)}`)).toHaveLength(1));
    expect(server.calls(`PUT ${consentUrl(1)}`)[0].body).toEqual({
      consent: 'given',
      do_not_contact: false,
      reason: 'Wrote to the office asking for calls again',
    });
  });

  it('shows a household member who may not be contacted without a phone field', async () => {
    voters[1] = { ...voters[1], family_key: '1/14' };
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    const d = await openDetails('Voter 1 Sharma');
    const household = await d.findByTestId('household');
    const member = within(household).getByText('Sunita Sharma').closest('tr')!;
    expect(within(member).queryByRole('textbox')).toBeNull();
    expect(within(member).getByText('Consent withdrawn')).toHaveAttribute('title', 'Consent withdrawn: no calls or WhatsApp messages');
  });
});

describe("the voter's data (admins)", () => {
  let downloads: Array<{ name: string; blob: Blob }>;
  beforeEach(() => {
    downloads = [];
    let blob: Blob | null = null;
    // jsdom neither makes object URLs nor downloads: keep what would be downloaded
    (URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = (b: Blob) => {
      blob = b;
      return 'blob:test';
    };
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => {};
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, blob: blob! });
    });
    server.on(`GET ${BASE}/voter-export/1`, { body: EXPORT });
    server.on(`PUT ${BASE}/voter-erase/1`, {
      body: { msg: 'Erased.', key: 'voterPrivacy.erased', consent: noConsent(1), erased: { details: true, survey_responses: 1 } },
    });
  });
  const textOf = (blob: Blob) =>
    new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(blob);
    });

  it('downloads everything held about the voter as JSON, asking the server each time', async () => {
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    const d = await openDetails('Voter 1 Sharma');
    fireEvent.click(d.getByRole('button', { name: 'Download JSON' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toBe('voter-MTX1000001-2026-11-20.json');
    expect(JSON.parse(await textOf(downloads[0].blob))).toEqual(EXPORT);
    await waitFor(() => expect(d.getByRole('button', { name: 'Download JSON' })).toBeEnabled());
    fireEvent.click(d.getByRole('button', { name: 'Download JSON' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(server.calls(`GET ${BASE}/voter-export/1`)).toHaveLength(2);
  });

  it('erases the collected details after a confirmation that names the voter, then closes', async () => {
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
    const d = await openDetails('Voter 1 Sharma');
    fireEvent.click(d.getByRole('button', { name: 'Erase collected details' }));
    await waitFor(() => expect(Swal.getTitle()?.textContent).toBe('Erase the collected details?'));
    expect(Swal.getHtmlContainer()?.textContent).toContain('collected about Voter 1 Sharma will be erased for good');
    await act(async () => Swal.clickCancel());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(server.calls(`PUT ${BASE}/voter-erase/1`)).toHaveLength(0);

    fireEvent.click(d.getByRole('button', { name: 'Erase collected details' }));
    await waitFor(() => expect(Swal.getTitle()?.textContent).toBe('Erase the collected details?'));
    await act(async () => Swal.clickConfirm());
    await waitFor(() => expect(server.calls(`PUT ${BASE}/voter-erase/1`)).toHaveLength(1));
    await waitFor(() => expect(modalBox()).toBeNull());
    await waitFor(() => expect(Swal.getHtmlContainer()?.textContent).toBe("The details collected about the voter were erased; the roll's entry stays."));
  });

  it('is not offered to staff, who hold the Voters module only', async () => {
    renderPage(<VoterSearchPage />, { auth: { ...ADMIN_SESSION, type: 2, user: { modules: ['Voters'] } as never }, path: '/voter-search' });
    const d = await openDetails('Voter 1 Sharma');
    expect(d.queryByRole('button', { name: 'Download JSON' })).toBeNull();
    expect(d.queryByRole('button', { name: 'Erase collected details' })).toBeNull();
    // staff record consent as they collect details
    expect(d.getByLabelText('Consent to be contacted')).toBeInTheDocument();
  });

  it('writes the PDF rows in the page language: labels from the catalogue, names in Devanagari, times in India', () => {
    const intl = createIntl({ locale: 'mr', messages: messagesFor('mr') });
    const rows = voterPdfRows(intl, EXPORT);
    const find = (record: string, item: string) => rows.find((r) => r[0] === record && r[1] === item)?.[2];
    expect(find('मतदार यादी', 'देवनागरीतील नाव')).toBe('अनिल शर्मा');
    expect(find('मतदार यादी', 'लिंग')).toBe('पुरुष');
    expect(find('गोळा केलेला तपशील', 'फोन नंबर')).toBe('+919822012345');
    expect(find('गोळा केलेला तपशील', 'मतदार गट')).toBe('Market vendors');
    expect(find('संमती', 'संपर्कासाठी संमती')).toBe('मागे घेतली');
    expect(rows.some((r) => r[0] === 'सर्वेक्षण: Water survey' && r[1] === 'Is water reaching your lane?' && r[2] === 'Some days (2)')).toBe(true);
    // 04:30 UTC is 10:00 in India
    expect(find('संमती', 'नोंदवल्याची तारीख')).toMatch(/१०:००/);
    const audit = rows.filter((r) => r[0] === 'लेखापरीक्षण नोंद');
    expect(audit).toHaveLength(1);
    expect(audit[0][2]).toContain('संमती नोंदवली');
    expect(exportFileName(EXPORT, 'pdf')).toBe('voter-MTX1000001-2026-11-20.pdf');
    // nothing left untranslated: every label is text, never a catalogue key
    expect(rows.flat().some((cell) => /^(voterPrivacy|consent|voterInfo|voterSearch)\./.test(cell))).toBe(false);
  });
});

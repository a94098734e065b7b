// The roll editions screen against a fake server: a part's two editions listed, compared (counts
// with the reasons, the rows of the change chosen), ours who were deleted with what is known, and
// an edition's dates refused by the server shown under the field, in English and Marathi.
import { screen, waitFor, within } from '@testing-library/react';
import type { CompareResponse, Edition, OursDeletedResponse } from '../../../shared/api/editions';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import mr from '../../../../i18n/mr.json';
import { EditionsPage } from './pages';

const BASE = '/api/v1/admin/5';
const edition = (id: number, over: Partial<Edition> = {}): Edition => ({
  id,
  acno: 38,
  partno: 1,
  kind: 'final',
  roll_date: '2027-01-06',
  qualifying_date: '2027-01-01',
  source: 'final.csv',
  electors: 287,
  removed: 13,
  imported_at: '2027-01-06T05:00:00Z',
  ...over,
});
const DRAFT = edition(1, { kind: 'draft', roll_date: '2026-10-29', electors: 300, removed: 0, imported_at: '2026-10-29T05:00:00Z', source: 'draft.csv' });
const FINAL = edition(2);
const row = {
  voter_id: 9,
  change: 'deleted' as const,
  reason: 'dead' as const,
  reason_note: 'Expired',
  before: { acno: 38, partno: 1, section_no: 1, slnoinpart: 6 },
  after: null,
  name: 'Sudhir Thakare',
  name_v1: 'सुधीर ठाकरे',
  relative: 'Umesh Thakare',
  epic_no: 'KDV8603354',
  age: 26,
  gender: 'M',
  house_no: '16',
  fields: [],
};
const COMPARE: CompareResponse = {
  from: DRAFT,
  to: FINAL,
  counts: { added: 0, deleted: 13, moved: 2, changed: 1, reasons: { dead: 1, none: 12 } },
  rows: [row],
  total: 1,
  page: 1,
  pageSize: 50,
};
const OURS: OursDeletedResponse = {
  from: DRAFT,
  to: FINAL,
  rows: [
    {
      ...row,
      known: { supporter: true, supporter_level: 2, details: true, visits: 3, group: null, user: null },
      phone: '+919876500006',
      family: [{ voter_id: 10, name: 'Shanta Thakare', slnoinpart: 4 }],
      last_visit: '2026-11-02T06:30:00Z',
      last_outcome: 'met',
      in_charge: ['Pratik Bhuyar'],
    },
  ],
};

describe('the roll editions screen', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = installFakeServer({
      [`GET ${BASE}/5/0/partno-list`]: { body: { partnolist: [{ partno: 1, area_name: 'Rajapeth', area_name_v1: 'राजापेठ' }] } },
      [`GET ${BASE}/editions`]: { body: { editions: [FINAL, DRAFT] } },
      [`GET ${BASE}/editions/compare`]: { body: COMPARE },
      [`GET ${BASE}/editions/ours-deleted`]: { body: OURS },
      [`PUT ${BASE}/editions/1`]: {
        status: 400,
        body: { msg: 'bad', key: 'editions.qualifyingInvalid', errors: [{ code: 'qualifying_date', key: 'editions.qualifyingInvalid', message: 'bad' }] },
      },
    });
  });

  it("compares a part's editions and lists ours deleted", async () => {
    const { user } = openPage(<EditionsPage />, { auth: ADMIN_SESSION, path: '/roll-editions', url: '/roll-editions?part=1' });
    const counts = await screen.findByTestId('editions-counts');
    expect(counts).toHaveTextContent('13 Deleted');
    expect(counts).toHaveTextContent('1 dead');
    expect(counts).toHaveTextContent('12 no reason given');
    const diff = screen.getByTestId('editions-diff');
    expect(within(diff).getByText('Deleted: dead')).toBeInTheDocument();
    expect(within(diff).getByText('AC 38, part 1, section 1, serial 6')).toBeInTheDocument();
    // the older and the newer edition of the part asked for
    const compare = server.calls(`GET ${BASE}/editions/compare`).at(-1)!;
    expect(Object.fromEntries(compare.query)).toMatchObject({ acno: '38', partno: '1', from: '1', to: '2' });
    // only the moves, from the first page
    await user.selectOptions(screen.getByLabelText('Show'), 'moved');
    await waitFor(() => expect(server.calls(`GET ${BASE}/editions/compare`).at(-1)!.query.get('change')).toBe('moved'));

    const ours = screen.getByTestId('editions-ours');
    expect(within(ours).getByText('+919876500006')).toBeInTheDocument();
    expect(within(ours).getByText('4 Shanta Thakare')).toBeInTheDocument();
    expect(within(ours).getByText(/supporter, level 2 at the door, details collected, 3 visits/)).toBeInTheDocument();
    expect(within(ours).getByText('Pratik Bhuyar')).toBeInTheDocument();
  });

  it("shows the server's refusal of an edition's date under the field", async () => {
    const { user } = openPage(<EditionsPage />, { auth: ADMIN_SESSION, path: '/roll-editions', url: '/roll-editions?part=1' });
    await user.click(await screen.findByRole('button', { name: /^Edition: Draft roll of/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('edition-save'));
    expect(await within(dialog).findByText('A qualifying date is 1 January, 1 April, 1 July or 1 October.')).toBeInTheDocument();
    expect(server.calls(`PUT ${BASE}/editions/1`)).toHaveLength(1);
  });

  it('speaks Marathi', async () => {
    openPage(<EditionsPage />, { auth: ADMIN_SESSION, path: '/roll-editions', url: '/roll-editions?part=1', locale: 'mr' });
    const counts = await screen.findByTestId('editions-counts');
    expect(counts).toHaveTextContent(`13 ${mr['editions.change.deleted']}`);
    expect(screen.getByRole('heading', { name: mr['editions.compareTitle'] })).toBeInTheDocument();
  });
});

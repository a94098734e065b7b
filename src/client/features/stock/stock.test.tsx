// Stock against a fake server: the transaction form (a material row stays, quantities as numbers,
// the donor required for an inward), and the approval flow: no from-office refused, a 422 answered
// with "Do you want to continue ?" and Yes sending the forced approval, a rejection only with a
// reason.
import { screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import type { StockTransaction } from '../../../shared/api/stock';
import { installFakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import { closeSwal, field, swalText, swalTitle, sentBody } from '../../test/queries';
import { StockPage } from './pages';

const BASE = '/api/v1/admin/5';
const REQUEST: StockTransaction = {
  id: 12,
  transaction_type: 2,
  from_office: null,
  to_office: 2,
  from_office_name: null,
  to_office_name: 'Camp Office',
  handover_by: null,
  handover_to: null,
  handover_to_details: null,
  created_by_details: { f_name: 'Amol', l_name: 'Gawande' },
  status: 0,
  forced: false,
  rejection_reason: null,
  created_at: '2026-11-25T06:30:00Z',
  resources: [{ id: 3, resource_name: 'Voter slip booklet', quantity: 200 }],
};

function stockServer() {
  return installFakeServer({
    [`GET ${BASE}/inward-stocks`]: { body: { inward_stock: [REQUEST] } },
    [`GET ${BASE}/office`]: {
      body: {
        offices: [
          { id: 1, office_name: 'Rajapeth Karyalay' },
          { id: 2, office_name: 'Camp Office' },
        ],
      },
    },
    [`GET ${BASE}/resources`]: {
      body: {
        resources: [
          { id: 3, resource_name: 'Voter slip booklet' },
          { id: 4, resource_name: 'Party flag' },
        ],
      },
    },
    [`GET ${BASE}/users-list`]: { body: { users: [] } },
    [`POST ${BASE}/inward-stocks/add`]: () => ({ status: 201, body: { msg: 'x', key: 'stock.added' } }),
    [`GET ${BASE}/inward-stocks/accept`]: () => ({
      status: 422,
      body: {
        msg: 'Stock not found!',
        key: 'stock.notFound',
        reason: 'stock_not_found',
        errors: [{ code: 'from_office', key: 'stock.notFound', message: 'x' }],
      },
    }),
    [`GET ${BASE}/inward-stocks/stock-not-found`]: () => ({ body: { msg: 'x', key: 'stock.approved', inward_stock: { ...REQUEST, status: 1, forced: true } } }),
    [`GET ${BASE}/inward-stocks/deny`]: () => ({ body: { msg: 'x', key: 'stock.rejected', inward_stock: { ...REQUEST, status: 2 } } }),
  });
}

const confirm = async (button: string) => {
  await waitFor(() => expect(document.querySelector('.swal2-popup')).not.toBeNull());
  (within(document.querySelector('.swal2-popup') as HTMLElement).getByRole('button', { name: button }) as HTMLButtonElement).click();
};

describe('stock (/stock)', () => {
  afterEach(() => Swal.close());

  it('records an inward: the donor first, then the materials with their quantities as numbers', async () => {
    const server = stockServer();
    const { user } = openPage(<StockPage />, { auth: ADMIN_SESSION, path: '/stock' });
    await screen.findByRole('option', { name: 'Camp Office' });
    await user.click(screen.getByRole('button', { name: 'Add stock inward' }));
    expect(await screen.findByText('Name the donor.')).toBeInTheDocument();
    expect(screen.getByText('Choose the office receiving the stock.')).toBeInTheDocument();
    // one material row always stays
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();

    await user.selectOptions(field(/^To office/), '2');
    await user.type(field(/^Donor/), 'Kale family');
    await user.selectOptions(screen.getAllByLabelText(/^Material/)[0], '4');
    await user.clear(screen.getAllByLabelText(/^Quantity/)[0]);
    await user.type(screen.getAllByLabelText(/^Quantity/)[0], '25');
    await user.click(screen.getByRole('button', { name: 'Add material' }));
    expect(screen.getAllByLabelText(/^Quantity/)[1]).toHaveValue(1);
    await user.selectOptions(screen.getAllByLabelText(/^Material/)[1], '3');
    await user.click(screen.getByRole('button', { name: 'Add stock inward' }));
    expect(await sentBody(server, `POST ${BASE}/inward-stocks/add`)).toEqual({
      transaction_type: 1,
      from_office: null,
      to_office: 2,
      handover_by: 'Kale family',
      handover_to: null,
      resources: [
        { id: 4, quantity: 25 },
        { id: 3, quantity: 1 },
      ],
    });
    await waitFor(() => expect(swalText()).toBe('Stock inward added successfully!'));
  });

  it('approves only with a from-office, asks to continue after "Stock not found!", and sends the forced approval on Yes', async () => {
    const server = stockServer();
    const { user } = openPage(<StockPage />, { auth: ADMIN_SESSION, path: '/stock' });
    await user.click(screen.getByRole('tab', { name: 'Stock requests' }));
    // the tab rides in the address, so a reload stays on it
    expect(screen.getByTestId('location').dataset.search).toBe('?tab=requests');
    const row = (await screen.findByText('Voter slip booklet × 200')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Approve request 12' }));
    await waitFor(() => expect(swalText()).toBe('Please select from office first!'));
    expect(server.calls(`GET ${BASE}/inward-stocks/accept`)).toHaveLength(0);
    await closeSwal();

    await user.selectOptions(within(row).getByRole('combobox', { name: 'From office for request 12' }), '1');
    await user.click(within(row).getByRole('button', { name: 'Approve request 12' }));
    await waitFor(() => expect(swalTitle()).toBe('Stock not found!'));
    expect(swalText()).toBe('Do you want to continue ?');
    await confirm('Yes');
    await waitFor(() => expect(server.calls(`GET ${BASE}/inward-stocks/stock-not-found`)).toHaveLength(1));
    const forced = server.requests.find((r) => r.path === `${BASE}/inward-stocks/stock-not-found`)!;
    expect(Object.fromEntries(forced.query)).toEqual({ id: '12', from_office: '1', type: 'stock_not_found' });
    await waitFor(() => expect(swalText()).toBe('Stock Request approved successfully!'));
  });

  it.each([
    ['en', 'Below zero', '1 stock line is below zero'],
    ['mr', 'शून्यापेक्षा कमी', '1 स्टॉक ओळ शून्यापेक्षा कमी आहे'],
  ] as const)('marks stock below zero after a forced approval, in words as well as colour (%s)', async (locale, badge, note) => {
    const server = stockServer();
    server.on(`GET ${BASE}/inward-stocks/balance`, {
      body: {
        stock: [
          { office_id: 1, office_name: 'Rajapeth Karyalay', resource_id: 3, resource_name: 'Voter slip booklet', quantity: -200 },
          { office_id: 2, office_name: 'Camp Office', resource_id: 3, resource_name: 'Voter slip booklet', quantity: 200 },
        ],
      },
    });
    // the stock in hand's tab opened from the address
    openPage(<StockPage />, { auth: ADMIN_SESSION, path: '/stock', url: '/stock?tab=balance', locale });
    expect(screen.getAllByRole('tab')[2]).toHaveAttribute('aria-selected', 'true');
    const negative = await screen.findByTestId('stock-negative');
    expect(negative).toHaveTextContent(`-200 ${badge}`);
    expect(negative.closest('tr')).toHaveTextContent('Rajapeth Karyalay');
    expect(screen.getAllByTestId('stock-negative')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(note);
  });

  it('rejects only with a reason', async () => {
    const server = stockServer();
    const { user } = openPage(<StockPage />, { auth: ADMIN_SESSION, path: '/stock' });
    await user.click(screen.getByRole('tab', { name: 'Stock requests' }));
    const row = (await screen.findByText('Voter slip booklet × 200')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Reject request 12' }));
    await confirm('OK');
    await waitFor(() => expect(document.querySelector('.swal2-validation-message')?.textContent).toBe('You need to write something!'));
    await user.type(document.querySelector('.swal2-textarea') as HTMLElement, 'Not this week');
    await confirm('OK');
    await waitFor(() => expect(server.calls(`GET ${BASE}/inward-stocks/deny`)).toHaveLength(1));
    expect(server.requests.find((r) => r.path === `${BASE}/inward-stocks/deny`)!.query.get('rejection_reason')).toBe('Not this week');
    await waitFor(() => expect(swalText()).toBe('Stock request rejected successfully!'));
  });
});

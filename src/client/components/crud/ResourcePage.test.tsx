// The kit's generic behaviour over every registered plain domain (describe.each): the list,
// add and edit through the modal form with the shared schema, server field errors, and a
// soft delete after confirmation that refreshes the list through tag invalidation, and the list's
// page kept in the address.
import { act, screen, waitFor, within, fireEvent } from '@testing-library/react';
import type { ComponentType } from 'react';
import Swal from 'sweetalert2';
import { routeEntries } from '../../resources';
import { fillPath } from '../../../shared/api/contract';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { renderPage, ADMIN_SESSION } from '../../test/renderPage';
import { crudLoaders } from './crudRoute';
import type { CrudDecls } from '../../../shared/api/crud';

const BASE = '/api/v1/admin/5';

// resources.ts registers every domain's routes; crudRoute records the plain ones.
expect(routeEntries.length).toBeGreaterThan(0);

// jsdom has no layout, so Swal.isVisible() is always false: read the popup's texts instead.
const confirmSwal = async () => {
  await act(async () => Swal.clickConfirm());
};

describe.each(crudLoaders.map((l) => [l.path, l] as const))('plain domain at %s', (_path, loader) => {
  let decls: CrudDecls<unknown>;
  let Page: ComponentType;
  let server: FakeServer;
  let rows: Array<Record<string, unknown>>;
  // the paths and keys the fake server answers at
  const p = () => ({ ...decls.keys, list: decls.list.path, add: decls.add.path, update: decls.update.path, remove: decls.remove.path });

  beforeAll(async () => {
    ({ decls, Page } = await loader.load());
  });

  beforeEach(() => {
    rows = [
      { id: 1, name: 'Admin', status: 1, type: 1, modules: [] },
      { id: 2, name: 'First item', status: 1, type: 1, modules: ['Task'] },
    ];
    const { list, add, update, remove, listKey, updateIdField } = p();
    server = installFakeServer({
      [`GET ${BASE}${list}`]: () => ({ body: { [listKey]: rows.filter((r) => !r.deleted) } }),
      [`POST ${BASE}${add}`]: (req) => {
        const body = req.body as Record<string, unknown>;
        if (body.name === 'Taken')
          return { status: 409, body: { msg: 'dup', errors: [{ code: 'name', message: 'This name already exists.', key: 'validation.duplicate' }] } };
        rows.push({ id: 3, status: 1, type: 1, modules: [], ...body });
        return { status: 201, body: { msg: 'ok' } };
      },
      [`PUT ${BASE}${fillPath(remove, { id: 2 })}`]: () => {
        rows[1].deleted = true;
        return { body: { msg: 'ok', id: 2 } };
      },
      [`PUT ${BASE}${updateIdField ? update : fillPath(update, { id: 2 })}`]: (req) => {
        Object.assign(rows[1], req.body as object);
        return { body: { msg: 'ok' } };
      },
    });
  });

  afterEach(() => Swal.close());

  it('lists rows, protects Admin, adds through the modal and the list refreshes', async () => {
    renderPage(<Page />, { auth: ADMIN_SESSION, path: '/x' });
    expect(await screen.findByText('First item')).toBeInTheDocument();
    const adminRow = screen.getByText('Admin').closest('tr')!;
    expect(within(adminRow).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(adminRow).getByText('Protected')).toBeInTheDocument();

    fireEvent.click(screen.getAllByRole('button', { name: /^Add/ })[0]);
    const dialog = await screen.findByRole('dialog');
    // required name: nothing is sent
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(server.calls(`POST ${BASE}${p().add}`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This name already exists.')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Brand new' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Brand new')).toBeInTheDocument();
    expect(document.querySelector('.modal-box')).toBeNull();
    await waitFor(() => expect(Swal.getHtmlContainer()?.textContent).toMatch(/added successfully!$/));
    expect(server.calls(`GET ${BASE}${p().list}`).length).toBeGreaterThanOrEqual(2);
  });

  it('edits a row', async () => {
    renderPage(<Page />, { auth: ADMIN_SESSION, path: '/x' });
    const row = (await screen.findByText('First item')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(/^Name/) as HTMLInputElement;
    expect(input.value).toBe('First item');
    fireEvent.change(input, { target: { value: 'Renamed item' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Renamed item')).toBeInTheDocument();
  });

  it('soft-deletes after confirmation and the list refreshes without a reload', async () => {
    renderPage(<Page />, { auth: ADMIN_SESSION, path: '/x' });
    const row = (await screen.findByText('First item')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(Swal.getTitle()?.textContent).toBe('Are you sure?'));
    expect(Swal.getHtmlContainer()?.textContent).toBe("You won't be able to revert this!");
    expect(Swal.getConfirmButton()?.textContent).toBe('Yes, delete it!');
    await confirmSwal();
    await waitFor(() => expect(screen.queryByText('First item')).toBeNull());
    await waitFor(() => expect(Swal.getTitle()?.textContent).toBe('Deleted!'));
    expect(server.calls(`PUT ${BASE}${fillPath(p().remove, { id: 2 })}`)).toHaveLength(1);
  });

  it('keeps its page in the address: a link opens page 2, and Previous writes page 1', async () => {
    rows = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}`, status: 1, type: 1, modules: [] }));
    renderPage(<Page />, { auth: ADMIN_SESSION, path: '/x', url: '/x?page=2' });
    expect(await screen.findByText('Item 11')).toBeInTheDocument();
    expect(screen.queryByText('Item 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Item 1')).toBeInTheDocument();
    expect(screen.getByTestId('location').dataset.search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location').dataset.search).toBe('?page=2');
  });
});

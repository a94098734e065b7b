// Materials (/resources) against a fake server: the list with each material's type and photo, the
// add popup (name and type required, next to their fields and in a "Missing Data" dialog; the photo sent as base64), and an edit
// that sends the stored photo's name back so the photo stays.
import { screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import type { Resource } from '../../../shared/api/resources';
import { installFakeServer } from '../../test/fakeServer';
import { PNG_BYTES, stubObjectUrls } from '../../test/objectUrls';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import { closeSwal, expectTexts, field, swalText, swalTitle, sentBody } from '../../test/queries';
import ResourcePage from '../../components/crud/ResourcePage';
import resource from './material';

const BASE = '/api/v1/admin/5';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const FLAG: Resource = {
  id: 3,
  resource_name: 'Lotus flag',
  resources_type_id: 2,
  resourcestype: { name: 'Banners', name_local: 'बॅनर' },
  image: '0123456789abcdef0123456789abcdef.png',
};

function materialServer() {
  stubObjectUrls();
  return installFakeServer({
    [`GET ${BASE}/uploads/${FLAG.image}`]: { body: PNG_BYTES },
    [`GET ${BASE}/resources`]: { body: { resources: [FLAG] } },
    [`GET ${BASE}/resources-type`]: { body: { resources: [{ id: 2, name: 'Banners', name_local: 'बॅनर' }] } },
    [`POST ${BASE}/resources/add`]: () => ({ status: 201, body: { msg: 'Resource added successfully!', key: 'resource.added' } }),
    [`PUT ${BASE}/resources/update`]: () => ({ body: { msg: 'Resource updated successfully!', key: 'resource.updated' } }),
  });
}

describe('materials (/resources)', () => {
  afterEach(() => Swal.close());

  it('lists each material with its type and photo, and adds one: name and type first, the photo as base64', async () => {
    const server = materialServer();
    const { user } = openPage(<ResourcePage resource={resource} />, { auth: ADMIN_SESSION, path: '/resources' });
    const row = (await screen.findByText('Lotus flag')).closest('tr')!;
    expectTexts(row, ['Banners']);
    // the photo read with the session's token, shown from an object URL
    await waitFor(() => expect(within(row).getByAltText('Lotus flag')).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    expect(server.calls(`GET ${BASE}/uploads/${FLAG.image}`)[0].headers.get('authorization')).toBe('Bearer test-token');

    await user.click(screen.getByRole('button', { name: 'Add material' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Resource name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a material type.')).toBeInTheDocument();
    expect(server.calls(`POST ${BASE}/resources/add`)).toHaveLength(0);
    // and in a dialog, as the specification words it
    await waitFor(() => expect(swalTitle()).toBe('Missing Data'));
    expect(swalText()).toBe('Please fill in all required fields.');
    await closeSwal();

    await user.selectOptions(field(/Material type/), '2');
    await user.type(field(/Resource name/), 'Pamphlet A5');
    await user.upload(field(/^Photo/) as HTMLInputElement, new File([PNG], 'pamphlet.png', { type: 'image/png' }));
    await waitFor(() => expect(within(dialog).getByAltText('Preview of Photo')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await sentBody(server, `POST ${BASE}/resources/add`)).toEqual({
      resource_name: 'Pamphlet A5',
      resources_type_id: 2,
      // base64 without the data-URL prefix
      image: expect.stringMatching(/^iVBORw0KGgo/),
    });
    await waitFor(() => expect(swalText()).toBe('Resource added successfully!'));
  });

  it('edits a material with its stored photo shown and sent back unchanged', async () => {
    const server = materialServer();
    const { user } = openPage(<ResourcePage resource={resource} />, { auth: ADMIN_SESSION, path: '/resources' });
    const row = (await screen.findByText('Lotus flag')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByAltText('Preview of Photo')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await user.clear(field(/Resource name/));
    await user.type(field(/Resource name/), 'Lotus flag (large)');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await sentBody(server, `PUT ${BASE}/resources/update`)).toEqual({
      id: 3,
      resource_name: 'Lotus flag (large)',
      resources_type_id: 2,
      image: FLAG.image,
    });
    await waitFor(() => expect(swalText()).toBe('Resource updated successfully!'));
  });
});

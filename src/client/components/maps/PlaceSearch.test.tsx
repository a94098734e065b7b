import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlaceSearch from './PlaceSearch';
import { installFakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, renderPage } from '../../test/renderPage';

const BASE = '/api/v1/admin/5';
const CONFIG = 'GET /api/v1/admin/public/config';
const PLACES = [
  { name: 'Amravati', district: 'Amravati', state: 'Maharashtra', postcode: '444601', lat: 20.9374, lng: 77.7796 },
  { name: 'Amravati Camp', district: 'Amravati', state: 'Maharashtra', postcode: '444602', lat: 20.94, lng: 77.76 },
];

function gazetteer() {
  return installFakeServer({
    [CONFIG]: { body: { googleMapsKey: null, tileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png' } },
    [`GET ${BASE}/places`]: (req) => ({
      body: { places: PLACES.filter((p) => p.name.toLowerCase().startsWith(String(req.query.get('q')).toLowerCase())), attribution: 'GeoNames (CC-BY 4.0)' },
    }),
  });
}

describe('PlaceSearch without a Google key (the server gazetteer)', () => {
  it('asks after 2 characters, debounced, lists the places and picks one with the mouse', async () => {
    const server = gazetteer();
    const onPick = jest.fn();
    const user = userEvent.setup();
    renderPage(<PlaceSearch onPick={onPick} />, { auth: ADMIN_SESSION });
    const input = screen.getByRole('combobox', { name: 'Search a place' });
    expect(screen.getByText('Place names: GeoNames (CC-BY 4.0)')).toBeInTheDocument();

    await user.type(input, 'A');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(server.calls(`GET ${BASE}/places`)).toHaveLength(0);

    await user.type(input, 'mr');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['AmravatiMaharashtra, 444601', 'Amravati CampAmravati, Maharashtra, 444602']);
    // one request for the settled text, not one per keystroke
    expect(server.calls(`GET ${BASE}/places`).map((r) => r.query.get('q'))).toEqual(['Amr']);
    expect(server.calls(`GET ${BASE}/places`)[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.click(options[1]);
    expect(onPick).toHaveBeenCalledWith({ lat: 20.94, lng: 77.76, label: 'Amravati Camp, Amravati, Maharashtra 444602' });
    expect(input).toHaveValue('Amravati Camp, Amravati, Maharashtra 444602');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('is keyboard accessible: arrows move the highlight, Enter picks without submitting the form, Escape closes', async () => {
    gazetteer();
    const onPick = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const user = userEvent.setup();
    renderPage(
      <form onSubmit={onSubmit}>
        <PlaceSearch onPick={onPick} labelKey="office.address" />
      </form>,
      { auth: ADMIN_SESSION },
    );
    const input = screen.getByRole('combobox', { name: 'Address (search a place in India)' });
    await user.type(input, 'Amr');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getAllByRole('option')[1];
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({ lat: 20.9374, lng: 77.7796, label: 'Amravati, Maharashtra 444601' });
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'Amra');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches, in Marathi too', async () => {
    gazetteer();
    const user = userEvent.setup();
    renderPage(<PlaceSearch onPick={jest.fn()} />, { auth: ADMIN_SESSION, locale: 'mr' });
    await user.type(screen.getByRole('combobox', { name: 'ठिकाण शोधा' }), 'Zzz');
    expect(await screen.findByText('कोणतेही ठिकाण सापडले नाही')).toBeInTheDocument();
    expect(screen.getByText('ठिकाणांची नावे: GeoNames (CC-BY 4.0)')).toBeInTheDocument();
  });
});

describe('PlaceSearch with a Google key', () => {
  it('does not use the gazetteer (the Places script is loaded instead)', async () => {
    const server = installFakeServer({ [CONFIG]: { body: { googleMapsKey: 'test-key', tileUrl: 'x' } } });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage(<PlaceSearch onPick={jest.fn()} />, { auth: ADMIN_SESSION });
    // the Google input is a plain text box: no combobox, no GeoNames attribution
    const input = await screen.findByRole('textbox', { name: 'Search a place' });
    expect(screen.queryByText(/GeoNames/)).toBeNull();
    await user.type(input, 'Amravati');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(server.calls(`GET ${BASE}/places`)).toHaveLength(0);
    // the loader adds Google's script with the key; jsdom never runs it
    await waitFor(() => expect(document.querySelector('script[src*="maps.googleapis.com"]')?.getAttribute('src')).toContain('key=test-key'));
    errors.mockRestore();
  });
});

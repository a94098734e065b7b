import { useLayoutEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { MapContainer } from 'react-leaflet';
import { TileLayerFromConfig } from './TileLayerFromConfig';
import { publicConfigApi } from './publicConfigApi';
import { makeStore } from '../../store/store';
import { messagesFor } from '../../i18n/messages';
import { installFakeServer } from '../../test/fakeServer';
import { giveMapsASize } from '../../test/mapSize';

const TILE_URL = 'http://tiles.invalid/{z}/{x}/{y}.png';

/** The tiles in the document when a sibling after the tile layer runs its layout effect. */
function TilesAtLayout({ seen }: { seen: number[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelectorAll('img.leaflet-tile').length);
  }, [seen]);
  return null;
}

async function showMap(seen: number[] = []) {
  installFakeServer({ 'GET /api/v1/admin/public/config': { body: { googleMapsKey: null, tileUrl: TILE_URL } } });
  // the tile URL already in the store, as on a dashboard whose configuration came before its first render
  const store = makeStore();
  await store.dispatch(publicConfigApi.endpoints.publicConfig.initiate());
  return render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <MapContainer center={[20.93, 77.75]} zoom={13} style={{ height: 400 }}>
          <TileLayerFromConfig />
          <TilesAtLayout seen={seen} />
        </MapContainer>
      </IntlProvider>
    </Provider>,
  );
}

describe('TileLayerFromConfig', () => {
  let restoreSizes: () => void;
  beforeEach(() => {
    restoreSizes = giveMapsASize();
  });
  afterEach(() => restoreSizes());

  it('asks for its tiles in the commit that opens the map, before the effects that run after a paint', async () => {
    const seen: number[] = [];
    const { container } = await showMap(seen);
    expect(seen[0]).toBeGreaterThan(0);
    const tiles = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(tiles.every((t) => t.src.startsWith('http://tiles.invalid/13/'))).toBe(true);
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent('OpenStreetMap');
  });

  it('says so when its tiles fail, and not once one has come', async () => {
    const { container, unmount } = await showMap();
    const tiles = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void fireEvent.error(tiles[0]));
    expect(screen.getByRole('status')).toHaveTextContent(messagesFor('en')['map.noTiles']);
    act(() => void fireEvent.load(tiles[1]));
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
  });
});

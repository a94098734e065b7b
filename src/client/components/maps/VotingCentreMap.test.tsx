import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { VotingCentreMap, pointFromGeoJson } from './VotingCentreMap';
import { publicConfigApi } from './publicConfigApi';
import { makeStore } from '../../store/store';
import { messagesFor } from '../../i18n/messages';
import { installFakeServer } from '../../test/fakeServer';
import { giveMapsASize } from '../../test/mapSize';

function show(points: Parameters<typeof VotingCentreMap>[0]['points'], store = makeStore()) {
  return render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <VotingCentreMap points={points} />
      </IntlProvider>
    </Provider>,
  );
}

describe('pointFromGeoJson', () => {
  it('reads [longitude, latitude] and drops anything that is not a point', () => {
    expect(pointFromGeoJson({ type: 'Point', coordinates: [77.75, 20.93] })).toEqual({ lat: 20.93, lng: 77.75 });
    expect(pointFromGeoJson(null)).toBeNull();
    expect(pointFromGeoJson({ type: 'Polygon', coordinates: [] })).toBeNull();
    expect(pointFromGeoJson({ type: 'Point', coordinates: [200, 20] })).toBeNull();
    expect(pointFromGeoJson({ type: 'Point', coordinates: ['x', 20] })).toBeNull();
  });
});

describe('VotingCentreMap', () => {
  it('draws a lone marker without a cluster group, with the bundled default icon, 400 px high', async () => {
    const server = installFakeServer({ 'GET /api/v1/admin/public/config': { body: { googleMapsKey: null, tileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png' } } });
    const { container, getByTestId } = show([{ key: 1, lat: 20.93, lng: 77.75, title: 'Town Hall' }]);
    const marker = container.querySelector('img.leaflet-marker-icon');
    expect(marker).toHaveAttribute('title', 'Town Hall');
    // jest maps png imports to the file stub: the icon URL comes from the import, not from CSS
    expect(marker?.getAttribute('src')).toBe('stub-file');
    expect(container.querySelector('.marker-cluster')).toBeNull();
    expect(getByTestId('voting-centre-map')).toHaveStyle({ height: '400px' });
    // the tile layer follows the configured URL (jsdom never fetches the images)
    await waitFor(() => expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull());
    expect(server.calls('GET /api/v1/admin/public/config')).toHaveLength(1);
  });

  it('clusters markers before the tile configuration has arrived (the map has its own maxZoom)', async () => {
    // the configuration never answers: no tile layer, so nothing else gives the map a maxZoom
    installFakeServer({ 'GET /api/v1/admin/public/config': () => new Promise(() => {}) });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = show([
      { key: 1, lat: 20.93, lng: 77.75, title: 'A' },
      { key: 2, lat: 20.9301, lng: 77.7501, title: 'B' },
    ]);
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).toBeNull();
    expect(container.querySelector('.leaflet-container')).not.toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/maxZoom/);
    errors.mockRestore();
  });

  it('opens on the points it is given, asking no tile of the default centre', async () => {
    const restoreSizes = giveMapsASize();
    try {
      installFakeServer({ 'GET /api/v1/admin/public/config': { body: { googleMapsKey: null, tileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png' } } });
      // every tile the map adds, also those it drops again when its view changes
      const asked: string[] = [];
      const watch = new MutationObserver((changes) => {
        for (const c of changes) for (const n of c.addedNodes) if (n instanceof HTMLImageElement && n.classList.contains('leaflet-tile')) asked.push(n.src);
      });
      watch.observe(document.body, { childList: true, subtree: true });
      // the tile URL already there, as on a dashboard whose data came before its first render: the
      // tile layer starts with the map
      const store = makeStore();
      await store.dispatch(publicConfigApi.endpoints.publicConfig.initiate());
      // two centres in Mumbai, far from the default centre (Amravati)
      const { container } = show(
        [
          { key: 1, lat: 19.07, lng: 72.87, title: 'A' },
          { key: 2, lat: 19.1, lng: 72.9, title: 'B' },
        ],
        store,
      );
      await waitFor(() => expect(container.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0));
      watch.disconnect();
      const columns = asked.map((src) => {
        const [z, x] = /\/(\d+)\/(\d+)\/\d+\.png$/.exec(src)!.slice(1).map(Number);
        return { z, x, mumbai: Math.floor(((72.885 + 180) / 360) * 2 ** z) };
      });
      expect(columns.every((c) => c.z > 10 && Math.abs(c.x - c.mumbai) <= 3)).toBe(true);
    } finally {
      restoreSizes();
    }
  });

  it('works with no markers and no configuration (the default centre, no tiles asked for)', async () => {
    const server = installFakeServer();
    const { container } = show([]);
    expect(container.querySelector('.leaflet-container')).not.toBeNull();
    expect(container.querySelector('.leaflet-marker-icon')).toBeNull();
    await waitFor(() => expect(server.calls('GET /api/v1/admin/public/config')).toHaveLength(1));
  });
});

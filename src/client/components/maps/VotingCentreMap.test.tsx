import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { VotingCentreMap, pointFromGeoJson } from './VotingCentreMap';
import { makeStore } from '../../store/store';
import { messagesFor } from '../../i18n/messages';
import { installFakeServer } from '../../test/fakeServer';

function show(points: Parameters<typeof VotingCentreMap>[0]['points']) {
  return render(
    <Provider store={makeStore()}>
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

  it('works with no markers and no configuration (the default centre, no tiles asked for)', async () => {
    const server = installFakeServer();
    const { container } = show([]);
    expect(container.querySelector('.leaflet-container')).not.toBeNull();
    expect(container.querySelector('.leaflet-marker-icon')).toBeNull();
    await waitFor(() => expect(server.calls('GET /api/v1/admin/public/config')).toHaveLength(1));
  });
});

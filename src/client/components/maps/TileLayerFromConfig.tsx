// The base map layer, from the tile URL the server configures (OpenStreetMap by default).
// Nothing is drawn until the configuration is known, so no tile server is asked twice; when
// the configuration cannot be read the OpenStreetMap default is used. When no tile arrives
// (no tile server reachable: an offline office, a closed network) the map says so instead of
// staying grey, and its markers and shapes still work over the empty background.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { TileLayer, useMap } from 'react-leaflet';
import { useIntl } from 'react-intl';
import { OSM_TILE_URL, usePublicConfigQuery } from './publicConfigApi';

export function TileLayerFromConfig() {
  const intl = useIntl();
  const map = useMap();
  const { data, isError } = usePublicConfigQuery();
  const [tiles, setTiles] = useState({ loaded: false, failed: false });
  const url = data?.tileUrl || (isError ? OSM_TILE_URL : null);
  if (!url) return null;
  return (
    <>
      <TileLayer
        url={url}
        maxZoom={19}
        attribution={intl.formatMessage({ id: 'map.attribution' })}
        eventHandlers={{
          tileload: () => !tiles.loaded && setTiles({ loaded: true, failed: false }),
          tileerror: () => !tiles.loaded && !tiles.failed && setTiles({ loaded: false, failed: true }),
        }}
      />
      {tiles.failed &&
        !tiles.loaded &&
        createPortal(
          <div className="map-no-tiles" role="status">
            {intl.formatMessage({ id: 'map.noTiles' })}
          </div>,
          map.getContainer(),
        )}
    </>
  );
}

// The base map layer, from the tile URL the server configures (OpenStreetMap by default).
// Nothing is drawn until the configuration is known, so no tile server is asked twice; when
// the configuration cannot be read the OpenStreetMap default is used. When no tile arrives
// (no tile server reachable: an offline office, a closed network) the map says so instead of
// staying grey, and its markers and shapes still work over the empty background.
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import { useIntl } from 'react-intl';
import { L } from './leafletSetup';
import { OSM_TILE_URL, usePublicConfigQuery } from './publicConfigApi';

type Tiles = { loaded: boolean; failed: boolean };

export function TileLayerFromConfig() {
  const intl = useIntl();
  const map = useMap();
  const { data, isError } = usePublicConfigQuery();
  const [tiles, setTiles] = useState<Tiles>({ loaded: false, failed: false });
  const url = data?.tileUrl || (isError ? OSM_TILE_URL : null);
  const attribution = intl.formatMessage({ id: 'map.attribution' });

  // Added in a layout effect, not in react-leaflet's TileLayer (a passive effect, run after the
  // browser has painted): the tiles are asked for in the commit that opens the map, so they load
  // while the page paints instead of after.
  useLayoutEffect(() => {
    if (!url) return;
    const layer = L.tileLayer(url, { maxZoom: 19, attribution });
    // a state returned unchanged renders nothing again: only the first load or failure counts
    layer.on({
      tileload: () => setTiles((t) => (t.loaded ? t : { loaded: true, failed: false })),
      tileerror: () => setTiles((t) => (t.loaded || t.failed ? t : { loaded: false, failed: true })),
    });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, url, attribution]);

  if (!url || !tiles.failed || tiles.loaded) return null;
  return createPortal(
    <div className="map-no-tiles" role="status">
      {intl.formatMessage({ id: 'map.noTiles' })}
    </div>,
    map.getContainer(),
  );
}

// The base map layer, from the tile URL the server configures (OpenStreetMap by default).
// Nothing is drawn until the configuration is known, so no tile server is asked twice; when
// the configuration cannot be read the OpenStreetMap default is used.
import { TileLayer } from 'react-leaflet';
import { useIntl } from 'react-intl';
import { OSM_TILE_URL, usePublicConfigQuery } from './publicConfigApi';

export function TileLayerFromConfig() {
  const intl = useIntl();
  const { data, isError } = usePublicConfigQuery();
  const url = data?.tileUrl || (isError ? OSM_TILE_URL : null);
  if (!url) return null;
  return <TileLayer url={url} maxZoom={19} attribution={intl.formatMessage({ id: 'map.attribution' })} />;
}

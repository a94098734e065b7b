// A map of voting-centre points, clustered (screens, constants: a cluster needs at least 2 markers).
// Domain-free: callers hand in points with a label and popup content, so the dashboard, the
// voting-centre screens and the reports can all use it.
import { useEffect, useMemo, useState } from 'react';
import type { MapPoint, VotingCentreMapProps } from './points';
import { CircleMarker, MapContainer, Marker, Popup, Tooltip, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { L, defaultIcon } from './leafletSetup';
import { TileLayerFromConfig } from './TileLayerFromConfig';
import { AREA_MAP_ZOOM, CLUSTER_MIN_MARKERS, MAP_CENTRE } from '../../../shared/domain/constants';

export const MAX_ZOOM = 19;

export { pointFromGeoJson, type MapPoint, type VotingCentreMapProps } from './points';

const FIT = { padding: [24, 24] as [number, number], maxZoom: 15 };

/** The view that shows every point: their bounds, or one point at a street's zoom at least. */
type View = { bounds: L.LatLngBounds } | { bounds?: undefined; center: [number, number]; zoom: number };
function viewOf(points: readonly MapPoint[], zoom: number): View {
  if (points.length === 1) return { center: [points[0].lat, points[0].lng], zoom: Math.max(zoom, AREA_MAP_ZOOM) };
  return { bounds: L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])) };
}

function FitToPoints({ points, opened }: { points: readonly MapPoint[]; opened: readonly MapPoint[] }) {
  const map = useMap();
  useEffect(() => {
    // the map opened on these points already: no second view (and no second set of tiles)
    if (points.length === 0 || points === opened) return;
    const view = viewOf(points, map.getZoom());
    if (view.bounds) map.fitBounds(view.bounds, FIT);
    else map.setView(view.center, view.zoom);
  }, [map, points, opened]);
  return null;
}

export function VotingCentreMap({ points, center = MAP_CENTRE, zoom = AREA_MAP_ZOOM, height = 400, fitToPoints = true, label }: VotingCentreMapProps) {
  const markers = useMemo(
    () =>
      points.map((p) =>
        p.colour ? (
          <CircleMarker key={p.key} center={[p.lat, p.lng]} radius={9} pathOptions={{ color: '#ffffff', weight: 2, fillColor: p.colour, fillOpacity: 0.9 }}>
            <Tooltip>{p.title}</Tooltip>
            {p.popup && <Popup>{p.popup}</Popup>}
          </CircleMarker>
        ) : (
          <Marker key={p.key} position={[p.lat, p.lng]} icon={defaultIcon} title={p.title} alt={p.title}>
            {p.popup && <Popup>{p.popup}</Popup>}
          </Marker>
        ),
      ),
    [points],
  );
  // Points known when the map opens (a page whose data came first): the map opens on them rather
  // than on the default centre, whose tiles it would fetch and then fly away from.
  const [opened] = useState(() => (fitToPoints ? points : []));
  const initial: View = opened.length ? viewOf(opened, zoom) : { center: [center.lat, center.lng], zoom };
  return (
    <div className="map-frame" role="region" aria-label={label} style={{ height }} data-testid="voting-centre-map" data-markers={points.length}>
      {/* maxZoom on the map itself: the cluster group needs it and the tile layer (which would
          otherwise supply it) waits for the configuration. */}
      <MapContainer
        {...(initial.bounds ? { bounds: initial.bounds, boundsOptions: FIT } : { center: initial.center, zoom: initial.zoom })}
        minZoom={3}
        maxZoom={MAX_ZOOM}
        style={{ height: '100%', width: '100%' }}
        scrollWheelZoom={false}
      >
        <TileLayerFromConfig />
        {points.length >= CLUSTER_MIN_MARKERS && !points.some((p) => p.colour) ? (
          <MarkerClusterGroup chunkedLoading showCoverageOnHover={false}>
            {markers}
          </MarkerClusterGroup>
        ) : (
          markers
        )}
        {fitToPoints && <FitToPoints points={points} opened={opened} />}
      </MapContainer>
    </div>
  );
}

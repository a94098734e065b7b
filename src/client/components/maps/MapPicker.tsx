// Picks one point: a click on the map or a place search puts the marker there, and the marker
// can be dragged. Used for the office location (screens) and the area's voting centre
// (screens); domain-free, it hands back { lat, lng } and, for a search, the place's label.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { useIntl } from 'react-intl';
import { defaultIcon } from './leafletSetup';
import { TileLayerFromConfig } from './TileLayerFromConfig';
import PlaceSearch, { type PickedPlace, type PlaceSearchProps } from './PlaceSearch';
import { MAP_CENTRE, AREA_MAP_ZOOM, PICKED_ZOOM } from '../../../shared/domain/constants';
import './pickers.css';

export interface LatLng {
  lat: number;
  lng: number;
}

/** A request to move the view; a new object each time, so the same place can be shown twice. */
export interface ViewTarget extends LatLng {
  zoom: number;
}

/** Moves the map when `target` changes (a search pick, a loaded record). */
export function SetView({ target }: { target: ViewTarget | null }) {
  const map = useMap();
  useEffect(() => {
    if (target) map.setView([target.lat, target.lng], target.zoom);
  }, [map, target]);
  return null;
}

function ClickToPick({ onPick }: { onPick: (p: LatLng) => void }) {
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

export interface MapPickerProps {
  value: LatLng | null;
  onChange: (p: LatLng) => void;
  /** i18n key of the map's accessible name and heading. */
  labelKey: string;
  center?: LatLng;
  zoom?: number;
  /** Zoom after a search pick (screens: 17). */
  pickedZoom?: number;
  height?: number;
  /** A place search above the map; its pick also moves the marker. */
  search?: Omit<PlaceSearchProps, 'onPick'> & { onPick?: (place: PickedPlace) => void };
  /** Error text (translated) shown under the map. */
  error?: string;
  children?: ReactNode;
  testId?: string;
}

const fmt = (n: number) => n.toFixed(6);

export default function MapPicker({
  value,
  onChange,
  labelKey,
  center = MAP_CENTRE,
  zoom = AREA_MAP_ZOOM,
  pickedZoom = PICKED_ZOOM,
  height = 400,
  search,
  error,
  children,
  testId,
}: MapPickerProps) {
  const intl = useIntl();
  const helpId = useId();
  // a stored point is where the map opens; afterwards only searches move the view
  const [start] = useState(() => (value ? { center: value, zoom: pickedZoom } : { center, zoom }));
  const [target, setTarget] = useState<ViewTarget | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  const eventHandlers = useMemo(
    () => ({
      dragend: (e: { target: { getLatLng: () => LatLng } }) => {
        const p = e.target.getLatLng();
        change.current({ lat: p.lat, lng: p.lng });
      },
    }),
    [],
  );

  const onSearchPick = (place: PickedPlace) => {
    setTarget({ lat: place.lat, lng: place.lng, zoom: pickedZoom });
    onChange({ lat: place.lat, lng: place.lng });
    search?.onPick?.(place);
  };

  const label = intl.formatMessage({ id: labelKey });
  return (
    <div className={`map-picker${error ? ' is-invalid' : ''}`} data-testid={testId}>
      {search && <PlaceSearch {...search} onPick={onSearchPick} />}
      <div className="form-label">{label}</div>
      <div className="map-frame" role="region" aria-label={label} aria-describedby={helpId} style={{ height }}>
        <MapContainer center={[start.center.lat, start.center.lng]} zoom={start.zoom} style={{ height: '100%', width: '100%' }} scrollWheelZoom>
          <TileLayerFromConfig />
          <ClickToPick onPick={(p) => onChange(p)} />
          <SetView target={target} />
          {value && (
            <Marker
              position={[value.lat, value.lng]}
              draggable
              icon={defaultIcon}
              eventHandlers={eventHandlers}
              title={intl.formatMessage({ id: 'map.dragMarker' })}
              alt={intl.formatMessage({ id: 'map.dragMarker' })}
            />
          )}
          {children}
        </MapContainer>
      </div>
      <p id={helpId} className="map-picker-help">
        {value ? (
          <span className="map-picker-coords" data-testid={testId ? `${testId}-coords` : undefined}>
            {intl.formatMessage({ id: 'map.pickedAt' }, { lat: fmt(value.lat), lng: fmt(value.lng) })}
          </span>
        ) : (
          intl.formatMessage({ id: 'map.pickHelp' })
        )}
      </p>
      {error && (
        <div className="invalid-feedback" role="alert" style={{ display: 'block' }}>
          {error}
        </div>
      )}
    </div>
  );
}

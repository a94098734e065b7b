// Draws and edits one polygon with leaflet-draw, inside a react-leaflet map. There is no
// maintained React wrapper for leaflet-draw 1.x (STACK.md), so the control is wired by hand with
// useMap() and removed in the effect's cleanup. Rings go out as GeoJSON positions
// [longitude, latitude], open (the form closes them on save).
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { useIntl } from 'react-intl';
// leaflet first: leaflet-draw patches the global L that leaflet defines
import { L } from './leafletSetup';
import 'leaflet-draw';
import 'leaflet-draw/dist/leaflet.draw.css';
import './pickers.css';
import type { Position } from '../../../shared/geo';

export interface PolygonEditorProps {
  /** The ring as [lng, lat] positions (closed or not), or null for none. */
  value: Position[] | null;
  onChange: (ring: Position[] | null) => void;
  /** Zoom the map to the ring when it arrives from outside (an edit form's stored area). */
  fitOnLoad?: boolean;
}

/** A drawn polygon's outer ring as [lng, lat] positions (Leaflet keeps rings open). */
export function layerRing(layer: L.Polygon): Position[] {
  const rings = layer.getLatLngs() as L.LatLng[][] | L.LatLng[];
  const outer = (Array.isArray(rings[0]) ? rings[0] : rings) as L.LatLng[];
  return outer.map((ll) => [ll.lng, ll.lat] as Position);
}

/** [lng, lat] positions as Leaflet's latlngs, without the closing repeat. */
export function ringLatLngs(ring: Position[]): L.LatLngExpression[] {
  const open = ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring.slice(0, -1) : ring;
  return open.map(([lng, lat]) => [lat, lng] as L.LatLngTuple);
}

const sameRing = (a: Position[] | null, b: Position[] | null) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const SHAPE = { color: '#2563eb', weight: 3, fillOpacity: 0.15 };

/** Translations for leaflet-draw's toolbar and tooltips (its texts live in one global object). */
function useDrawTexts() {
  const intl = useIntl();
  useEffect(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const local = L.drawLocal;
    local.draw.toolbar.buttons.polygon = t('draw.polygon');
    local.draw.toolbar.actions.title = t('draw.cancelTitle');
    local.draw.toolbar.actions.text = t('draw.cancel');
    local.draw.toolbar.finish.title = t('draw.finishTitle');
    local.draw.toolbar.finish.text = t('draw.finish');
    local.draw.toolbar.undo.title = t('draw.undoTitle');
    local.draw.toolbar.undo.text = t('draw.undo');
    local.draw.handlers.polygon.tooltip.start = t('draw.tipStart');
    local.draw.handlers.polygon.tooltip.cont = t('draw.tipCont');
    local.draw.handlers.polygon.tooltip.end = t('draw.tipEnd');
    local.draw.handlers.polyline.error = t('draw.crossing');
    local.edit.toolbar.buttons.edit = t('draw.edit');
    local.edit.toolbar.buttons.editDisabled = t('draw.editDisabled');
    local.edit.toolbar.buttons.remove = t('draw.remove');
    local.edit.toolbar.buttons.removeDisabled = t('draw.removeDisabled');
    local.edit.toolbar.actions.save.title = t('draw.saveTitle');
    local.edit.toolbar.actions.save.text = t('draw.save');
    local.edit.toolbar.actions.cancel.title = t('draw.cancelEditTitle');
    local.edit.toolbar.actions.cancel.text = t('draw.cancel');
    local.edit.toolbar.actions.clearAll.title = t('draw.clearAllTitle');
    local.edit.toolbar.actions.clearAll.text = t('draw.clearAll');
    local.edit.handlers.edit.tooltip.text = t('draw.editTip');
    local.edit.handlers.edit.tooltip.subtext = t('draw.editSubtip');
    local.edit.handlers.remove.tooltip.text = t('draw.removeTip');
  }, [intl]);
  return intl.locale;
}

export default function PolygonEditor({ value, onChange, fitOnLoad = true }: PolygonEditorProps) {
  const map = useMap();
  const locale = useDrawTexts();
  const items = useRef<L.FeatureGroup | null>(null);
  const emitted = useRef<Position[] | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  const fit = useRef(fitOnLoad);
  fit.current = fitOnLoad;

  // the control is rebuilt when the language changes, so its buttons speak it
  useEffect(() => {
    const group = items.current ?? new L.FeatureGroup();
    items.current = group;
    map.addLayer(group);
    const control = new L.Control.Draw({
      position: 'topright',
      draw: {
        // showArea stays off: leaflet-draw 1.0.4's area readout throws ("type is not defined")
        polygon: { allowIntersection: false, showArea: false, shapeOptions: SHAPE },
        polyline: false,
        rectangle: false,
        circle: false,
        marker: false,
        circlemarker: false,
      },
      edit: { featureGroup: group, remove: true },
    });
    map.addControl(control);

    const emit = () => {
      const layer = group.getLayers()[0] as L.Polygon | undefined;
      const ring = layer ? layerRing(layer) : null;
      emitted.current = ring;
      change.current(ring);
    };
    // one area is one polygon: a new drawing replaces the old one
    const onCreated = (e: L.LeafletEvent) => {
      group.clearLayers();
      group.addLayer((e as L.DrawEvents.Created).layer);
      emit();
    };
    map.on(L.Draw.Event.CREATED, onCreated);
    map.on(L.Draw.Event.EDITED, emit);
    map.on(L.Draw.Event.DELETED, emit);
    return () => {
      map.off(L.Draw.Event.CREATED, onCreated);
      map.off(L.Draw.Event.EDITED, emit);
      map.off(L.Draw.Event.DELETED, emit);
      map.removeControl(control);
      map.removeLayer(group);
    };
  }, [map, locale]);

  // a ring from outside (the stored area, a reset form) is drawn; our own echo is not
  useEffect(() => {
    const group = items.current;
    if (!group || sameRing(value, emitted.current)) return;
    emitted.current = value;
    group.clearLayers();
    if (!value || value.length === 0) return;
    const polygon = L.polygon(ringLatLngs(value), SHAPE);
    group.addLayer(polygon);
    if (fit.current && value.length >= 3) map.fitBounds(polygon.getBounds(), { padding: [24, 24], maxZoom: 16 });
  }, [map, value]);

  return null;
}

// An area's stored geometry as the form edits it, and back.
import { asPolygon, closeRing, samePosition, type GeoPoint, type GeoPolygon, type Position } from '../../../shared/geo';
import type { Area } from './api';

/** The outer ring as [lng, lat] positions, whether stored as GeoJSON or as {lat, lng} points. */
export function ringOf(area: Area['area'] | undefined): Position[] | null {
  if (!area) return null;
  if (Array.isArray(area) && area.length > 0 && typeof area[0] === 'object' && !Array.isArray(area[0]) && 'lat' in area[0]) {
    return (area as Array<{ lat: number; lng: number }>).map((p) => [Number(p.lng), Number(p.lat)] as Position);
  }
  const poly = asPolygon(area);
  return poly ? poly.coordinates[0].map((p) => [p[0], p[1]] as Position) : null;
}

/** Distinct corners of a ring: the closing repeat (and repeated clicks) do not count. */
export function cornerCount(ring: Position[] | null): number {
  if (!ring) return 0;
  const open = ring.length > 1 && samePosition(ring[0], ring[ring.length - 1]) ? ring.slice(0, -1) : ring;
  return new Set(open.map((p) => `${p[0]},${p[1]}`)).size;
}

/** The polygon is sent closed (first point repeated), in [lng, lat] order. */
export const toPolygon = (ring: Position[]): GeoPolygon => ({ type: 'Polygon', coordinates: [closeRing(ring)] });

export const toPoint = (p: { lat: number; lng: number }): GeoPoint => ({ type: 'Point', coordinates: [p.lng, p.lat] });

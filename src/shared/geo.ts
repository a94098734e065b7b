// The little geometry the console needs, written once for the client (closing a drawn ring)
// and the server (rejecting rings and points it cannot use). GeoJSON order: [longitude, latitude].

export type Position = [number, number];
export interface GeoPoint {
  type: 'Point';
  coordinates: Position;
}
export interface GeoPolygon {
  type: 'Polygon';
  coordinates: Position[][];
}

/** India's bounding box, generous enough for its islands and borders. */
export const INDIA_BOUNDS = { minLng: 68, maxLng: 98, minLat: 6, maxLat: 37.5 } as const;
/** More positions than a hand-drawn area ever has; keeps the O(n²) crossing check cheap. */
export const MAX_RING_POSITIONS = 2000;

export const isPosition = (p: unknown): p is Position =>
  Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number' && Number.isFinite(p[0]) && Number.isFinite(p[1]);

export const samePosition = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

export const inIndia = ([lng, lat]: Position) =>
  lng >= INDIA_BOUNDS.minLng && lng <= INDIA_BOUNDS.maxLng && lat >= INDIA_BOUNDS.minLat && lat <= INDIA_BOUNDS.maxLat;

/** The ring closed by repeating its first position (unchanged when already closed). */
export function closeRing(ring: Position[]): Position[] {
  if (ring.length === 0 || samePosition(ring[0], ring[ring.length - 1])) return ring;
  return [...ring, ring[0]];
}

/** Consecutive repeated positions removed (a double click while drawing adds them). */
function dropRepeats(ring: Position[]): Position[] {
  return ring.filter((p, i) => i === 0 || !samePosition(p, ring[i - 1]));
}

const cross = (o: Position, a: Position, b: Position) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
const sign = (v: number) => (v > 0 ? 1 : v < 0 ? -1 : 0);
const onSegment = (p: Position, a: Position, b: Position) =>
  Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);

/** True when segments ab and cd share any point (touching counts). */
export function segmentsMeet(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = sign(cross(c, d, a));
  const d2 = sign(cross(c, d, b));
  const d3 = sign(cross(a, b, c));
  const d4 = sign(cross(a, b, d));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  if (d1 === 0 && onSegment(a, c, d)) return true;
  if (d2 === 0 && onSegment(b, c, d)) return true;
  if (d3 === 0 && onSegment(c, a, b)) return true;
  if (d4 === 0 && onSegment(d, a, b)) return true;
  return false;
}

/**
 * True when a closed ring crosses or touches itself: two non-adjacent edges meet, or an edge
 * doubles back over the one before it (a spike).
 */
export function ringSelfIntersects(closed: Position[]): boolean {
  const n = closed.length - 1; // edges
  for (let i = 0; i < n; i++) {
    const a = closed[i];
    const b = closed[i + 1];
    // the next edge (the last one's next is the first): a spike goes back along the same line
    const c = i + 2 <= n ? closed[i + 2] : closed[1];
    if (cross(a, b, c) === 0 && (a[0] - b[0]) * (c[0] - b[0]) + (a[1] - b[1]) * (c[1] - b[1]) > 0) return true;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // first and last edges share the closing position
      if (segmentsMeet(a, b, closed[j], closed[j + 1])) return true;
    }
  }
  return false;
}

/**
 * Why a ring cannot be used (an i18n key), or null. The ring must already be closed: the
 * client closes it, so an open ring here means the payload is not what it looks like.
 */
export function ringProblem(ring: unknown): string | null {
  if (!Array.isArray(ring) || !ring.every(isPosition)) return 'validation.areaPolygon';
  const positions = ring.map((p) => [p[0], p[1]] as Position);
  if (positions.length > MAX_RING_POSITIONS) return 'validation.areaTooManyPoints';
  if (!positions.every((p) => Math.abs(p[0]) <= 180 && Math.abs(p[1]) <= 90)) return 'validation.lngLatOrder';
  if (!positions.every(inIndia)) {
    // [lat, lng] pairs of Indian places fall outside as [lng, lat]: say which mistake it is
    return positions.every(([x, y]) => inIndia([y, x])) ? 'validation.lngLatOrder' : 'validation.outsideIndia';
  }
  const clean = dropRepeats(positions);
  if (clean.length < 4) return clean.length >= 3 && !samePosition(clean[0], clean[clean.length - 1]) ? 'validation.areaOpenRing' : 'validation.areaPolygon';
  if (!samePosition(clean[0], clean[clean.length - 1])) return 'validation.areaOpenRing';
  // every point on one line encloses nothing (a bow-tie also sums to zero area, so test lines)
  if (clean.every((p) => cross(clean[0], clean[1], p) === 0)) return 'validation.areaPolygon';
  if (ringSelfIntersects(clean)) return 'validation.areaSelfCrossing';
  return null;
}

/** A GeoJSON Polygon or a bare ring as a Polygon (rings untouched), or null when it is neither. */
export function asPolygon(value: unknown): GeoPolygon | null {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const v = value as { type?: unknown; coordinates?: unknown };
    if (v.type !== 'Polygon' || !Array.isArray(v.coordinates) || v.coordinates.length === 0) return null;
    return { type: 'Polygon', coordinates: v.coordinates as Position[][] };
  }
  if (Array.isArray(value) && value.length > 0 && isPosition(value[0])) return { type: 'Polygon', coordinates: [value as Position[]] };
  return null;
}

/** Why a polygon cannot be used (an i18n key), or null. Every ring (outer and holes) is checked. */
export function polygonProblem(value: unknown): string | null {
  const poly = asPolygon(value);
  if (!poly) return 'validation.areaPolygon';
  for (const ring of poly.coordinates) {
    const problem = ringProblem(ring);
    if (problem) return problem;
  }
  return null;
}

/** A GeoJSON Point or a bare [lng, lat] pair as a Point, or null. */
export function asPoint(value: unknown): GeoPoint | null {
  if (isPosition(value)) return { type: 'Point', coordinates: [value[0], value[1]] };
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const v = value as { type?: unknown; coordinates?: unknown };
    if (v.type === 'Point' && isPosition(v.coordinates)) return { type: 'Point', coordinates: [v.coordinates[0], v.coordinates[1]] };
  }
  return null;
}

/** Why a point cannot be used (an i18n key), or null. */
export function pointProblem(value: unknown): string | null {
  const p = asPoint(value);
  if (!p) return 'validation.point';
  const [lng, lat] = p.coordinates;
  if (Math.abs(lng) > 180 || Math.abs(lat) > 90) return 'validation.lngLatOrder';
  if (!inIndia(p.coordinates)) return inIndia([lat, lng]) ? 'validation.lngLatOrder' : 'validation.outsideIndia';
  return null;
}

/** True when a position lies inside a ring (ray casting; a position on an edge may fall either way). */
export function inRing([x, y]: Position, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** True when a point lies inside a polygon: inside its outer ring and in none of its holes. */
export function pointInPolygon(point: unknown, polygon: unknown): boolean {
  const p = asPoint(point);
  const poly = asPolygon(polygon);
  if (!p || !poly || !poly.coordinates[0]?.every(isPosition)) return false;
  const [outer, ...holes] = poly.coordinates;
  return inRing(p.coordinates, outer) && !holes.some((h) => Array.isArray(h) && h.every(isPosition) && inRing(p.coordinates, h));
}

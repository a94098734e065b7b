// The map's points and their reading from GeoJSON, without Leaflet: a page shows its figures
// before the map's code has arrived (the dashboard loads the map on its own).
import type { ReactNode } from 'react';

export interface MapPoint {
  key: string | number;
  lat: number;
  lng: number;
  /** Marker tooltip (title attribute) and accessible name. */
  title: string;
  popup?: ReactNode;
  /** A coloured dot instead of the pin (a figure shown by colour); coloured points are never clustered. */
  colour?: string;
}

export interface VotingCentreMapProps {
  points: readonly MapPoint[];
  center?: { lat: number; lng: number };
  zoom?: number;
  height?: number;
  /** Fit the view to the markers once they are known (keeps the default centre when there are none). */
  fitToPoints?: boolean;
  label?: string;
}

/** GeoJSON points are [longitude, latitude]; anything else is dropped. */
export function pointFromGeoJson(p: { type?: string; coordinates?: unknown } | null | undefined): { lat: number; lng: number } | null {
  if (!p || p.type !== 'Point' || !Array.isArray(p.coordinates)) return null;
  const [lng, lat] = p.coordinates.map(Number);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

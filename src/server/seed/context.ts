// What every part of the demo seed shares: where it writes and as whom, the demo's constituency
// and password, and the shapes and times it lays out around the map's centre.
import type { Database } from '../db/client';
import type { Actor } from '../db/audit';

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_ACNO = 38;

export interface SeedContext {
  database: Database;
  actor: Actor;
  tenantId: number;
  adminId: number;
}

/** A row the seed made, kept for the rows that point at it. */
export interface Made {
  id: number;
}

export const point = (lat: number, lng: number) => ({ type: 'Point' as const, coordinates: [lng, lat] as [number, number] });
/** A small square ring around a point (closed, longitude first). */
export const square = (lat: number, lng: number, d: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [lng - d, lat - d],
      [lng + d, lat - d],
      [lng + d, lat + d],
      [lng - d, lat + d],
      [lng - d, lat - d],
    ],
  ] as [number, number][][],
});

/** Times relative to now, so some events and tasks are always upcoming: `hour`:00 in India (UTC+5:30). */
export const at = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86400000);
  d.setUTCHours(hour - 6, 30, 0, 0);
  return d.toISOString();
};

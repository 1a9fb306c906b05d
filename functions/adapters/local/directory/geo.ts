/** A position in degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371;
export const KM_PER_MILE = 1.609344;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The point at a distance (km) and bearing (radians) from another, flat-earth approximation. */
export function offset(from: LatLon, km: number, bearing: number): LatLon {
  const dLat = (km * Math.cos(bearing)) / 111.32;
  const dLon = (km * Math.sin(bearing)) / (111.32 * Math.cos(rad(from.lat)) || 1);
  return { lat: round(from.lat + dLat), lon: round(from.lon + dLon) };
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** "43.65,-79.38" → a position, or null. */
export function parseLatLon(text: string): LatLon | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

/**
 * The drive from the shop in Bonner to an area, estimated from coordinates kept in the content:
 * the great-circle distance, times a road factor (roads in the valleys wind; 1.3 is a common
 * ratio of road to straight-line distance in rural areas), at an average speed for Montana's
 * two-lane highways. An estimate, and the pages say so; nothing here is typed by hand.
 */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

export const EARTH_RADIUS_MILES = 3958.8;
export const ROAD_FACTOR = 1.3;
export const AVERAGE_SPEED_MPH = 50;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function straightLineMiles(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface DriveEstimate {
  /** Estimated road miles, rounded to the mile. */
  miles: number;
  /** Estimated minutes of driving, rounded up to 5 (0 when the area is the shop's own town). */
  minutes: number;
}

export function estimateDrive(from: Coordinates, to: Coordinates): DriveEstimate {
  const roadMiles = straightLineMiles(from, to) * ROAD_FACTOR;
  const minutes = (roadMiles / AVERAGE_SPEED_MPH) * 60;
  return { miles: Math.round(roadMiles), minutes: minutes < 2.5 ? 0 : Math.ceil(minutes / 5) * 5 };
}

/** "about 25 minutes", "about 1 hour 35 minutes", "about 2 hours". */
export function durationPhrase(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '', rest ? `${rest} minutes` : ''].filter(Boolean);
  return `about ${parts.join(' ')}`;
}

/** The `count` places nearest to `from`, nearest first (straight line). */
export function nearest<T extends { coordinates: Coordinates }>(from: Coordinates, places: T[], count: number): T[] {
  return [...places].sort((a, b) => straightLineMiles(from, a.coordinates) - straightLineMiles(from, b.coordinates)).slice(0, count);
}

/**
 * The estimator's price table and the price guidance given to the AI (spec: assistant-and-admin,
 * section 9). Plain data: the chat islands, the functions and the knowledge base all read it here.
 */

export const SERVICE_TYPES = ['outlets', 'panel', 'lighting', 'circuits', 'troubleshoot', 'fan', 'generator', 'smarthome', 'other'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Service options, id to label. */
export const SERVICE_LABELS: Record<ServiceType, string> = {
  outlets: 'Outlet Installation',
  panel: 'Panel Upgrade/Replacement',
  lighting: 'Lighting Installation',
  circuits: 'Circuit Installation/Repair',
  troubleshoot: 'Electrical Troubleshooting',
  fan: 'Ceiling Fan Installation',
  generator: 'Generator Installation',
  smarthome: 'Smart Home Setup',
  other: 'Other Service',
};

export const BUILDING_TYPES = ['residential', 'commercial', 'industrial'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

export const HOME_AGES = ['new', '1-10', '11-30', '31-50', '51-80', '80+', 'unknown'] as const;
export const PANEL_AGES = ['new', '5-15', '16-30', '30+', 'fuse', 'unknown'] as const;
export const WIRING_OPTIONS = ['good', 'outdated', 'damaged', 'unknown', 'none'] as const;

export interface PriceRange {
  min: number;
  max: number;
}

/** Fallback price ranges in USD. Outlets and lighting are per item (times the quantity). */
export const FALLBACK_PRICES: Record<ServiceType | 'unknown', PriceRange> = {
  outlets: { min: 150, max: 300 },
  lighting: { min: 100, max: 400 },
  panel: { min: 1200, max: 4000 },
  circuits: { min: 400, max: 1200 },
  troubleshoot: { min: 150, max: 500 },
  fan: { min: 200, max: 500 },
  generator: { min: 4000, max: 15000 },
  smarthome: { min: 500, max: 5000 },
  other: { min: 300, max: 1500 },
  unknown: { min: 300, max: 1500 },
};

/** Services whose range is per item and multiplied by the quantity. */
export const PER_ITEM_SERVICES: ReadonlySet<string> = new Set(['outlets', 'lighting']);

/** Commercial and industrial buildings multiply the ranges of the other services by this. */
export const NON_RESIDENTIAL_MULTIPLIER = 1.5;

/** Share of the minimum price given as labour and as materials in a fallback breakdown. */
export const LABOR_SHARE = 0.6;
export const MATERIALS_SHARE = 0.4;

/** Outlet prices the AI is told to use. */
export const OUTLET_PRICE_GUIDANCE: { kind: string; label: string; min: number; max: number }[] = [
  { kind: 'standard', label: 'Standard outlet replacement', min: 100, max: 200 },
  { kind: 'gfci', label: 'GFCI outlet', min: 120, max: 250 },
  { kind: 'usb', label: 'USB outlet', min: 150, max: 275 },
  { kind: 'smart', label: 'Smart outlet', min: 150, max: 300 },
];

export function formatUsd(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

/** "Standard outlet replacement $100-200 per outlet; GFCI outlet $120-250; ..." */
export function outletPriceGuidanceText(): string {
  return OUTLET_PRICE_GUIDANCE.map(({ label, min, max }) => `${label}: $${min}-${max} per outlet`).join('; ');
}

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value);
}

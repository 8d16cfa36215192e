/**
 * The estimator wizard's rules (spec: assistant-and-admin, sections 2, 3, 5 and 8): which fields
 * each service shows, the option lists with labels, the form defaults, and the result the
 * wizard shows, from the server's estimate or, when none comes back, the local preliminary one.
 * Plain TypeScript: the Estimate tab and the unit tests share it.
 */
import { fallbackEstimate, fallbackTimeEstimate, type Breakdown } from './estimator.ts';
import type { EstimateAnswer, EstimateRequestPayload } from './payloads.ts';
import { detectEmergency } from './emergency.ts';
import { HOME_AGES, PANEL_AGES, SERVICE_LABELS, SERVICE_TYPES, WIRING_OPTIONS, isServiceType } from './prices.ts';

export const WIZARD_STEPS = ['Service Type', 'Project Details', 'Final Info'] as const;

/** The wizard's form: the estimate request of payloads.ts, every field filled. */
export type WizardForm = EstimateRequestPayload;

export const INITIAL_FORM: WizardForm = {
  serviceType: '',
  buildingType: 'residential',
  quantity: 1,
  details: '',
  homeAge: 'unknown',
  roomCount: 1,
  existingWiring: 'unknown',
  panelAge: 'unknown',
  complications: '',
};

export const SERVICE_OPTIONS = SERVICE_TYPES.map((id) => ({ id, label: SERVICE_LABELS[id] }));

export const BUILDING_OPTIONS: { id: WizardForm['buildingType']; label: string }[] = [
  { id: 'residential', label: 'Residential' },
  { id: 'commercial', label: 'Commercial' },
  { id: 'industrial', label: 'Industrial' },
];

const HOME_AGE_LABELS: Record<(typeof HOME_AGES)[number], string> = {
  new: 'New construction',
  '1-10': '1-10 years',
  '11-30': '11-30 years',
  '31-50': '31-50 years',
  '51-80': '51-80 years',
  '80+': 'Over 80 years',
  unknown: 'Not sure',
};
export const HOME_AGE_OPTIONS = HOME_AGES.map((id) => ({ id, label: HOME_AGE_LABELS[id] }));

const PANEL_AGE_LABELS: Record<(typeof PANEL_AGES)[number], string> = {
  new: 'New (under 5 years)',
  '5-15': '5-15 years',
  '16-30': '16-30 years',
  '30+': 'Over 30 years',
  fuse: 'Fuse box',
  unknown: 'Not sure',
};
export const PANEL_AGE_OPTIONS = PANEL_AGES.map((id) => ({ id, label: PANEL_AGE_LABELS[id] }));

const WIRING_LABELS: Record<(typeof WIRING_OPTIONS)[number], string> = {
  good: 'Good condition',
  outdated: 'Outdated',
  damaged: 'Damaged',
  unknown: 'Not sure',
  none: 'None (new installation)',
};
export const WIRING_CHOICES = WIRING_OPTIONS.map((id) => ({ id, label: WIRING_LABELS[id] }));

/** Quantity: outlets, lighting, fan. */
export const showsQuantity = (service: string) => ['outlets', 'lighting', 'fan'].includes(service);
/** Rooms: outlets, lighting, circuits, smarthome. */
export const showsRooms = (service: string) => ['outlets', 'lighting', 'circuits', 'smarthome'].includes(service);
/** Panel age: panel, circuits, generator. */
export const showsPanelAge = (service: string) => ['panel', 'circuits', 'generator'].includes(service);
/** Wiring condition: outlets, lighting, circuits, fan. */
export const showsWiring = (service: string) => ['outlets', 'lighting', 'circuits', 'fan'].includes(service);

/** Quantity and rooms never go below 1. */
export function stepCount(value: number, delta: number): number {
  return Math.max(1, Math.floor(value) + delta);
}

/** The form as sent: fields the chosen service does not show go back to their defaults. */
export function requestOf(form: WizardForm): WizardForm {
  const service = form.serviceType || 'other';
  return {
    ...form,
    serviceType: service,
    quantity: showsQuantity(service) ? form.quantity : 1,
    roomCount: showsRooms(service) ? form.roomCount : 1,
    panelAge: showsPanelAge(service) ? form.panelAge : 'unknown',
    existingWiring: showsWiring(service) ? form.existingWiring : 'unknown',
    details: form.details.trim(),
    complications: form.complications.trim(),
  };
}

/** What the result card shows. */
export interface WizardResult {
  serviceLabel: string;
  buildingType: string;
  details: string;
  min: number;
  max: number;
  breakdown: Breakdown;
  timeEstimate: string;
  explanation: string;
  /** true when the server gave no estimate and the local preliminary estimate is shown */
  preliminary: boolean;
  /** The safety reply, instead of a price, when the form describes an emergency. */
  safety?: string;
  generatedAt: string;
}

/** The /api/estimate answer as the wizard reads it (any field may be missing from a bad answer). */
export type EstimateResponse = Partial<Omit<EstimateAnswer, 'estimate'>> & { estimate?: { min: number; max: number; breakdown: Breakdown } | null };

export function serviceLabel(service: string): string {
  return isServiceType(service) ? SERVICE_LABELS[service] : SERVICE_LABELS.other;
}

/**
 * The result card from the server's answer; with no estimate in it, the local preliminary
 * estimate (its explanation says it is preliminary and gives the phone number).
 */
export function wizardResult(form: WizardForm, response: EstimateResponse | null, phone: string, now: Date = new Date()): WizardResult {
  const request = requestOf(form);
  const base = {
    serviceLabel: serviceLabel(request.serviceType),
    buildingType: request.buildingType,
    details: request.details,
    generatedAt: now.toISOString(),
  };
  // Safety first: a form that describes an emergency (sparks, smoke, a hot panel ...) gets the
  // safety reply and no price, from the server or, without one, from the same classifier here.
  const emergency = detectEmergency(`${request.details}\n${request.complications}`, { display: phone, tel: `+1${phone.replace(/\D/g, '').slice(-10)}` });
  if (response?.source === 'emergency' || emergency) {
    return {
      ...base,
      min: 0,
      max: 0,
      breakdown: { labor: 0, materials: 0 },
      timeEstimate: '',
      explanation: '',
      preliminary: false,
      safety: response?.source === 'emergency' && response.explanation ? response.explanation : emergency!.text,
    };
  }
  const estimate = response?.estimate;
  if (estimate && Number.isFinite(estimate.min) && Number.isFinite(estimate.max) && estimate.max > 0) {
    return {
      ...base,
      min: estimate.min,
      max: estimate.max,
      breakdown: estimate.breakdown,
      timeEstimate: response?.timeEstimate || fallbackTimeEstimate(request.serviceType, request.quantity),
      explanation: response?.explanation || '',
      preliminary: false,
    };
  }
  const local = fallbackEstimate(request, phone);
  return {
    ...base,
    min: local.minPrice,
    max: local.maxPrice,
    breakdown: local.breakdown,
    timeEstimate: local.timeEstimate,
    explanation: local.explanation,
    preliminary: true,
  };
}

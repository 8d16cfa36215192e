/**
 * The estimator's fallback rules (spec: assistant-and-admin, sections 8 and 9): the estimate the
 * assistant gives when no AI provider is configured, or when the AI's reply holds no estimate.
 */
import { FALLBACK_PRICES, LABOR_SHARE, MATERIALS_SHARE, NON_RESIDENTIAL_MULTIPLIER, PER_ITEM_SERVICES, SERVICE_LABELS, isServiceType, outletPriceGuidanceText } from './prices.ts';
import type { EstimateRequestPayload } from './payloads.ts';

/**
 * An estimate request: the zod shape of payloads.ts (imported as a type only, so the wizard's
 * bundle does not carry zod), with every field but the service optional.
 */
export type EstimateRequest = Pick<EstimateRequestPayload, 'serviceType'> & Partial<Omit<EstimateRequestPayload, 'serviceType'>>;

export interface Breakdown {
  labor: number;
  materials: number;
  permits?: number;
  other?: number;
}

/** The guided estimate result of the spec. */
export interface GuidedEstimate {
  minPrice: number;
  maxPrice: number;
  breakdown: Breakdown;
  timeEstimate: string;
  explanation: string;
}

/** Default texts of the spec. */
export const DEFAULT_EXPLANATION = 'Based on your description, this is our estimated price range.';
export const DEFAULT_DETAILS = 'Please contact us for more detailed information about this service.';
export const ERROR_SERVICE_DETAILS = 'Error processing service details. Please try again with more information.';

export function preliminaryExplanation(phone: string): string {
  return `This is a preliminary estimate based on typical projects of this kind. Prices vary with the details of your project, so please contact us at ${phone} for a detailed quote after an on-site assessment. Estimates are free.`;
}
/**
 * The two panel figures, said the same way every time (docs/decisions/0006-panel-figures.md):
 * the FAQ's typical price of a finished panel upgrade, and the estimator's preliminary range.
 */
export const FAQ_PANEL_RANGE = { min: 1500, max: 4000 } as const;
const usd = (value: number) => `$${value.toLocaleString('en-US')}`;
export const PANEL_FIGURES_TEXT = `Two figures, for two purposes: most panel upgrades cost about ${usd(FAQ_PANEL_RANGE.min)} to ${usd(FAQ_PANEL_RANGE.max)} (the typical price in our FAQ), and our online estimator's preliminary range for a panel, before anyone has seen it, is ${usd(FALLBACK_PRICES.panel.min)} - ${usd(FALLBACK_PRICES.panel.max)}. The free on-site estimate sets your price.`;

export function unparseableEstimateText(phone: string): string {
  return `I couldn't generate a precise estimate from your description. Could you tell me more about the scope of work, the location and any special requirements? You can also call us at ${phone} for a detailed quote.`;
}
export function estimateErrorText(phone: string): string {
  return `I encountered an error while trying to generate an estimate. Please try again in a moment, or call us at ${phone} for a detailed quote.`;
}

function positiveInteger(value: unknown, fallback = 1): number {
  const number = Math.floor(Number(value));
  return Number.isFinite(number) && number >= 1 ? number : fallback;
}

export function isNonResidential(buildingType: unknown): boolean {
  return buildingType === 'commercial' || buildingType === 'industrial';
}

/** The fallback time estimate for a service and quantity. */
export function fallbackTimeEstimate(serviceType: string, quantity = 1): string {
  const count = positiveInteger(quantity);
  switch (serviceType) {
    case 'outlets':
      return count <= 2 ? '2-3 hours' : count <= 5 ? '4-6 hours' : '1-2 days';
    case 'lighting':
      return count <= 2 ? '1-3 hours' : count <= 5 ? '4-8 hours' : '1-2 days';
    case 'panel':
      return '1-2 days';
    case 'circuits':
      return '4-8 hours';
    case 'troubleshoot':
      return '1-4 hours';
    case 'fan':
      return '2-4 hours per fan';
    case 'generator':
      return '1-3 days';
    case 'smarthome':
      return '4 hours to 2 days';
    default:
      return 'Varies based on project details';
  }
}

/** The fallback price range: the table, times the quantity for outlets and lighting, 1.5 for commercial or industrial on the others. */
export function fallbackRange(serviceType: string, buildingType: unknown = 'residential', quantity = 1): { min: number; max: number } {
  const key = isServiceType(serviceType) ? serviceType : 'unknown';
  const base = FALLBACK_PRICES[key];
  if (PER_ITEM_SERVICES.has(key)) {
    const count = positiveInteger(quantity);
    return { min: base.min * count, max: base.max * count };
  }
  const factor = isNonResidential(buildingType) ? NON_RESIDENTIAL_MULTIPLIER : 1;
  return { min: Math.round(base.min * factor), max: Math.round(base.max * factor) };
}

/** Labour 60% and materials 40% of the minimum. */
export function fallbackBreakdown(min: number): Breakdown {
  return { labor: Math.round(min * LABOR_SHARE), materials: Math.round(min * MATERIALS_SHARE) };
}

/** The local preliminary estimate of the wizard and of the chat when no AI estimate is available. */
export function fallbackEstimate(request: EstimateRequest, phone: string): GuidedEstimate {
  const { min, max } = fallbackRange(request.serviceType, request.buildingType, request.quantity);
  return {
    minPrice: min,
    maxPrice: max,
    breakdown: fallbackBreakdown(min),
    timeEstimate: fallbackTimeEstimate(request.serviceType, request.quantity),
    explanation:
      request.serviceType === 'panel'
        ? `${preliminaryExplanation(phone)} ${PANEL_FIGURES_TEXT}`
        : request.serviceType === 'outlets'
          ? // The site's prices by kind of outlet (a GFCI or USB outlet costs more than a standard one).
            `${preliminaryExplanation(phone)} Typical outlet prices: ${outletPriceGuidanceText()}.`
          : preliminaryExplanation(phone),
  };
}

/** Estimate average: (min+max)/2, missing numbers counted as 0. */
export function averageOf(min: unknown, max: unknown): number {
  const low = Number.isFinite(Number(min)) ? Number(min) : 0;
  const high = Number.isFinite(Number(max)) ? Number(max) : 0;
  return (low + high) / 2;
}

/** "Outlet Installation (3 outlets, commercial building)" style summary of a request. */
export function describeRequest(request: EstimateRequest): string {
  const label = isServiceType(request.serviceType) ? SERVICE_LABELS[request.serviceType] : SERVICE_LABELS.other;
  const parts: string[] = [];
  if (PER_ITEM_SERVICES.has(request.serviceType) || request.serviceType === 'fan') parts.push(`quantity ${positiveInteger(request.quantity)}`);
  parts.push(`${request.buildingType || 'residential'} building`);
  return `${label} (${parts.join(', ')})`;
}

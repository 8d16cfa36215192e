/**
 * Estimates from the model checked before anyone sees them: the parsing pipeline's result is
 * rejected when a number was cut off, the minimum is above the maximum, the range lies outside the
 * price table's sanity bounds (the guard's price rule), or labour plus materials is far from the
 * minimum. A rejected estimate gives way to the spec's fallback rules, and the reason is logged.
 */
import { priceBounds } from './guard-rules.ts';
import { fieldsFromText, firstJsonBlock, markdownToObject, parseAiEstimate, parseAmount, type AiEstimate } from './parse-estimate.ts';
import { isServiceType } from '../../domain/assistant/prices.ts';
import { detectBuildingType, detectQuantity, detectServiceType } from './service-detection.ts';
import type { EstimateRequestPayload } from '../../domain/assistant/payloads.ts';

export type EstimateRejection = 'no-estimate' | 'truncated-number' | 'min-above-max' | 'out-of-range' | 'breakdown';

export type CheckedEstimate = { ok: true; estimate: AiEstimate } | { ok: false; reason: EstimateRejection; detail: string };

/** Labour plus materials must lie between half the minimum and the maximum. */
export const BREAKDOWN_LOWER_FACTOR = 0.5;

const PRICE_FIELDS = ['estimateMin', 'estimateMax', 'laborCost', 'materialsCost', 'permitsCost', 'otherCost'];

/** A price written with a thousands group cut short ("$1,4", "1,45"), or a reply cut off in the middle of a number. */
export function truncatedNumber(reply: string): string | undefined {
  const cut = /\$?\d+,\d{1,2}(?![\d,])|\$?\d+,\s*$/.exec(reply);
  if (cut) return cut[0];
  const block = firstJsonBlock(reply);
  if (block && !block.complete) {
    // The model stopped mid-number: the last field's value is not the number it meant.
    const tail = /"(\w+)"\s*:\s*"?\$?[\d,.]*$/.exec(block.block.trimEnd());
    if (tail && PRICE_FIELDS.includes(tail[1])) return tail[0];
  }
  return undefined;
}

/** The model's minimum and maximum as written, before the pipeline puts them in order. */
function writtenRange(reply: string): { min: number; max: number } | undefined {
  const fields = fieldsFromText(reply) ?? markdownToObject(reply);
  if (!fields || fields.estimateMin === undefined || fields.estimateMax === undefined) return undefined;
  return { min: parseAmount(fields.estimateMin), max: parseAmount(fields.estimateMax) };
}

export interface EstimateContext {
  message: string;
  hint?: string;
  request?: EstimateRequestPayload;
}

/** Runs the parsing pipeline on the model's reply, then the sanity checks. */
export function checkedAiEstimate(reply: string, context: EstimateContext): CheckedEstimate {
  const parsed = parseAiEstimate(reply);
  if (!parsed.found || parsed.estimate.estimateMax <= 0) return { ok: false, reason: 'no-estimate', detail: `stage ${parsed.stage}` };
  const truncated = truncatedNumber(reply);
  if (truncated) return { ok: false, reason: 'truncated-number', detail: truncated };
  const written = writtenRange(reply);
  if (written && written.max > 0 && written.min > written.max) return { ok: false, reason: 'min-above-max', detail: `${written.min} > ${written.max}` };

  const estimate = parsed.estimate;
  const detected = detectServiceType(context.message, context.hint);
  const serviceType = context.request?.serviceType ?? (detected !== 'unknown' ? detected : isServiceType(estimate.serviceType) ? estimate.serviceType : 'unknown');
  const buildingType = context.request?.buildingType ?? detectBuildingType(context.message);
  const quantity = context.request?.quantity ?? detectQuantity(context.message);
  const { lower, upper } = priceBounds({ serviceType, buildingType, quantity });
  if (estimate.estimateMin < lower || estimate.estimateMax > upper) {
    return { ok: false, reason: 'out-of-range', detail: `${estimate.estimateMin}-${estimate.estimateMax} outside ${lower}-${upper} for ${serviceType}` };
  }
  const parts = estimate.laborCost + estimate.materialsCost;
  if (parts > 0 && (parts < estimate.estimateMin * BREAKDOWN_LOWER_FACTOR || parts > estimate.estimateMax)) {
    return { ok: false, reason: 'breakdown', detail: `labour + materials ${parts} against ${estimate.estimateMin}-${estimate.estimateMax}` };
  }
  return { ok: true, estimate };
}

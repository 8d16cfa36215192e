/**
 * The AI estimate parsing pipeline (spec: assistant-and-admin, section 4): parse the reply as JSON;
 * else convert markdown-style labelled values; else extract the first JSON-looking block; if that is
 * truncated, repair it by closing quotes and braces, or build the object from the fields found;
 * if nothing is found, return the zero estimate.
 */
import { z } from 'zod';
import { DEFAULT_DETAILS, DEFAULT_EXPLANATION } from '../../domain/assistant/estimator.ts';

export const DETAILS_MAX_LENGTH = 300;

export interface AiEstimate {
  serviceType: string;
  details: string;
  estimateMin: number;
  estimateMax: number;
  laborCost: number;
  materialsCost: number;
  permitsCost?: number;
  otherCost?: number;
  explanation: string;
  timeEstimate: string;
}

export type ParseStage = 'json' | 'markdown' | 'block' | 'repaired' | 'fields' | 'none';

export interface ParsedEstimate {
  estimate: AiEstimate;
  stage: ParseStage;
  /** False for the zero estimate: nothing usable was found. */
  found: boolean;
}

/** A numeric-range parser: the midpoint of two numbers, otherwise the first number; 0 when none. */
export function parseAmount(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const numbers = [...value.replace(/(\d),(\d{3})/g, '$1$2').matchAll(/\d+(?:\.\d+)?\s*(k)?/gi)].map((match) => Number.parseFloat(match[0]) * (match[1] ? 1000 : 1));
  if (numbers.length >= 2) return (numbers[0] + numbers[1]) / 2;
  return numbers[0] ?? 0;
}

const amount = z
  .unknown()
  .optional()
  .transform((value) => Math.round(parseAmount(value)));
const optionalAmount = z
  .unknown()
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? undefined : Math.round(parseAmount(value))));
const text = (fallback: string) =>
  z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : fallback));

/** The AI-reply estimate fields, validated and normalised. */
export const aiEstimateSchema = z
  .object({
    serviceType: text('unknown'),
    details: text(DEFAULT_DETAILS),
    estimateMin: amount,
    estimateMax: amount,
    laborCost: amount,
    materialsCost: amount,
    permitsCost: optionalAmount,
    otherCost: optionalAmount,
    explanation: text(DEFAULT_EXPLANATION),
    timeEstimate: text(''),
  })
  .transform((estimate): AiEstimate => {
    const result: AiEstimate = { ...estimate, details: estimate.details.slice(0, DETAILS_MAX_LENGTH) };
    if (result.estimateMin > result.estimateMax && result.estimateMax > 0) {
      [result.estimateMin, result.estimateMax] = [result.estimateMax, result.estimateMin];
    }
    if (result.permitsCost === undefined) delete result.permitsCost;
    if (result.otherCost === undefined) delete result.otherCost;
    return result;
  });

const FIELD_NAMES = ['serviceType', 'details', 'estimateMin', 'estimateMax', 'laborCost', 'materialsCost', 'permitsCost', 'otherCost', 'explanation', 'timeEstimate'] as const;

/** Labels a model may write in prose or markdown, mapped to the field names. */
const LABEL_ALIASES: [RegExp, (typeof FIELD_NAMES)[number]][] = [
  [/^service\s*type$|^service$/, 'serviceType'],
  [/^(service\s*)?details$|^description$|^scope$/, 'details'],
  [/^(estimate|estimated|price|cost)?\s*(min|minimum)(\s*(estimate|price|cost))?$|^low$|^low\s*end$/, 'estimateMin'],
  [/^(estimate|estimated|price|cost)?\s*(max|maximum)(\s*(estimate|price|cost))?$|^high$|^high\s*end$/, 'estimateMax'],
  [/^labou?r(\s*cost)?$/, 'laborCost'],
  [/^materials?(\s*cost)?$/, 'materialsCost'],
  [/^permits?(\s*(cost|fees?))?$/, 'permitsCost'],
  [/^other(\s*(cost|costs|fees?))?$/, 'otherCost'],
  [/^explanation$|^notes?$|^summary$/, 'explanation'],
  [/^time(\s*estimate)?$|^timeline$|^duration$|^estimated\s*time$/, 'timeEstimate'],
];

export function zeroEstimate(): AiEstimate {
  return {
    serviceType: 'unknown',
    details: DEFAULT_DETAILS,
    estimateMin: 0,
    estimateMax: 0,
    laborCost: 0,
    materialsCost: 0,
    explanation: DEFAULT_EXPLANATION,
    timeEstimate: '',
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object counts as an estimate when it carries at least one of the price fields. */
function looksLikeEstimate(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const source = isPlainObject(value.estimate) ? { ...value, ...value.estimate } : value;
  return ['estimateMin', 'estimateMax', 'laborCost', 'materialsCost'].some((key) => source[key] !== undefined);
}

function normalise(value: Record<string, unknown>): AiEstimate {
  const source = isPlainObject(value.estimate) ? { ...value, ...value.estimate } : value;
  return aiEstimateSchema.parse(source);
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Markdown or prose with labelled values ("**Estimate Min:** $150", "- Labor cost: 90"). */
export function markdownToObject(text: string): Record<string, unknown> | undefined {
  const found: Record<string, unknown> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine
      .replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, '')
      .replace(/[*_`#]/g, '')
      .trim();
    const match = /^([A-Za-z][A-Za-z ]{1,30}?)\s*[:=–-]\s*(.+)$/.exec(line);
    if (!match) continue;
    const label = match[1].trim().toLowerCase().replace(/\s+/g, ' ');
    const camel = FIELD_NAMES.find((name) => name.toLowerCase() === label.replace(/ /g, ''));
    const field = camel ?? LABEL_ALIASES.find(([pattern]) => pattern.test(label))?.[1];
    if (field && found[field] === undefined) found[field] = match[2].trim().replace(/^["']|["'],?$/g, '');
  }
  return looksLikeEstimate(found) ? found : undefined;
}

/** The first balanced {...} block, or the text from the first "{" to the end when it never closes. */
export function firstJsonBlock(text: string): { block: string; complete: boolean } | undefined {
  const start = text.indexOf('{');
  if (start < 0) return undefined;
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return { block: text.slice(start, index + 1), complete: true };
    }
  }
  return { block: text.slice(start).replace(/\s*```\s*$/, ''), complete: false };
}

/** Closes an open string, drops a dangling key or comma, and closes brackets and braces. */
export function repairTruncatedJson(block: string): string {
  const closers: string[] = [];
  let inString = false;
  let escaped = false;
  for (const char of block) {
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') closers.push('}');
    else if (char === '[') closers.push(']');
    else if (char === '}' || char === ']') closers.pop();
  }
  let repaired = block.replace(/\\$/, '');
  if (inString) repaired += '"';
  // A key without a value ("laborCost": or "laborC") or a trailing comma cannot stand.
  repaired = repaired
    .replace(/,\s*"[^"]*"\s*:\s*$/, '')
    .replace(/,\s*"[^"]*"\s*$/, '')
    .replace(/[,:]\s*$/, '');
  return repaired + closers.reverse().join('');
}

/** Fields found anywhere in the text as "name": value pairs, even in a broken block. */
export function fieldsFromText(text: string): Record<string, unknown> | undefined {
  const found: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) {
    const pattern = new RegExp(`"?${name}"?\\s*:\\s*("((?:[^"\\\\]|\\\\.)*)"?|-?[\\d.,]+)`);
    const match = pattern.exec(text);
    if (match) found[name] = match[2] ?? match[1];
  }
  return looksLikeEstimate(found) ? found : undefined;
}

/** Runs the pipeline on a model's reply. */
export function parseAiEstimate(reply: string | null | undefined): ParsedEstimate {
  const text = (reply ?? '').trim();
  if (text) {
    const whole = tryJson(text);
    if (looksLikeEstimate(whole)) return { estimate: normalise(whole), stage: 'json', found: true };

    const block = firstJsonBlock(text);
    const markdown = block?.complete && looksLikeEstimate(tryJson(block.block)) ? undefined : markdownToObject(text);
    if (markdown) return { estimate: normalise(markdown), stage: 'markdown', found: true };

    if (block) {
      if (block.complete) {
        const parsed = tryJson(block.block);
        if (looksLikeEstimate(parsed)) return { estimate: normalise(parsed), stage: 'block', found: true };
      }
      const repaired = tryJson(repairTruncatedJson(block.block));
      if (looksLikeEstimate(repaired)) return { estimate: normalise(repaired), stage: 'repaired', found: true };
      const fields = fieldsFromText(block.block);
      if (fields) return { estimate: normalise(fields), stage: 'fields', found: true };
    }
  }
  return { estimate: zeroEstimate(), stage: 'none', found: false };
}

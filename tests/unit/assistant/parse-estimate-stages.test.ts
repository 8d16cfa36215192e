import { describe, expect, it } from 'vitest';
import {
  aiEstimateSchema,
  fieldsFromText,
  firstJsonBlock,
  markdownToObject,
  parseAiEstimate,
  parseAmount,
  repairTruncatedJson,
} from '../../../src/server/assistant/parse-estimate.ts';

const DEFAULT_DETAILS = 'Please contact us for more detailed information about this service.';
const DEFAULT_EXPLANATION = 'Based on your description, this is our estimated price range.';

describe('the AI estimate fields', () => {
  it('fills the spec defaults and keeps the optional costs out when not given', () => {
    expect(aiEstimateSchema.parse({ estimateMin: 150 })).toEqual({
      serviceType: 'unknown',
      details: DEFAULT_DETAILS,
      estimateMin: 150,
      estimateMax: 0,
      laborCost: 0,
      materialsCost: 0,
      explanation: DEFAULT_EXPLANATION,
      timeEstimate: '',
    });
    for (const empty of [undefined, null, '']) expect(aiEstimateSchema.parse({ permitsCost: empty, otherCost: empty })).not.toHaveProperty('permitsCost');
    expect(aiEstimateSchema.parse({ permitsCost: '$120', otherCost: 0 })).toMatchObject({ permitsCost: 120, otherCost: 0 });
    expect(aiEstimateSchema.parse({ otherCost: 'about 50' }).otherCost).toBe(50);
  });

  it('trims texts, writes numbers as text, and falls back for blank ones', () => {
    expect(aiEstimateSchema.parse({ serviceType: '  panel ', details: '   ', explanation: 12, timeEstimate: ' 1-2 days ' })).toMatchObject({
      serviceType: 'panel',
      details: DEFAULT_DETAILS,
      explanation: '12',
      timeEstimate: '1-2 days',
    });
    expect(aiEstimateSchema.parse({ serviceType: true }).serviceType).toBe('unknown');
    expect(aiEstimateSchema.parse({ details: 'd'.repeat(400) }).details).toHaveLength(300);
  });

  it('swaps a minimum above the maximum, but not when the maximum is missing', () => {
    expect(aiEstimateSchema.parse({ estimateMin: 4000, estimateMax: 1200 })).toMatchObject({ estimateMin: 1200, estimateMax: 4000 });
    expect(aiEstimateSchema.parse({ estimateMin: 4000, estimateMax: 0 })).toMatchObject({ estimateMin: 4000, estimateMax: 0 });
    expect(aiEstimateSchema.parse({ estimateMin: 1200, estimateMax: 1200 })).toMatchObject({ estimateMin: 1200, estimateMax: 1200 });
  });
});

describe('amounts', () => {
  it.each([
    ['$1,200 - $4,000', 2600],
    ['1,5', 3],
    ['2.5k', 2500],
    ['1.5', 1.5],
    ['12.', 12],
    ['about 300', 300],
    ['none', 0],
  ])('%s is %s', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });
});

describe('the stages of the parser', () => {
  it('reads a whole JSON reply, the estimate nested or not', () => {
    expect(parseAiEstimate('{"estimate": {"estimateMin": 100, "estimateMax": 200}, "serviceType": "fan"}')).toMatchObject({
      stage: 'json',
      found: true,
      estimate: { serviceType: 'fan', estimateMin: 100, estimateMax: 200 },
    });
    for (const key of ['estimateMin', 'estimateMax', 'laborCost', 'materialsCost']) {
      expect(parseAiEstimate(JSON.stringify({ [key]: 10 })).found, key).toBe(true);
    }
    expect(parseAiEstimate('{"serviceType": "fan"}')).toMatchObject({ stage: 'none', found: false });
    expect(parseAiEstimate('[{"estimateMin": 1}]').stage).not.toBe('json');
  });

  it('reads markdown labels, list markers and emphasis included', () => {
    const reply = [
      '## Estimate',
      '1. **Estimate Min:** $150',
      '2) Estimate Max = $300',
      '- Labor cost: "90",',
      '* Materials – 60',
      '• Service type: outlets',
      '+ Notes: Two outlets',
    ].join('\n');
    expect(parseAiEstimate(reply)).toMatchObject({
      stage: 'markdown',
      estimate: { estimateMin: 150, estimateMax: 300, laborCost: 90, materialsCost: 60, serviceType: 'outlets', explanation: 'Two outlets' },
    });
    expect(markdownToObject('Low: 100\nLow: 999\nHigh: 200')).toEqual({ estimateMin: '100', estimateMax: '200' });
    expect(markdownToObject('EstimateMin: 5')).toEqual({ estimateMin: '5' });
    expect(markdownToObject('Estimate   Min :  7')).toEqual({ estimateMin: '7' });
    expect(markdownToObject('Colour: blue\nPrice: 300')).toBeUndefined();
    expect(markdownToObject('x Labor: 90')).toBeUndefined();
  });

  it('finds a JSON block inside prose, braces and quotes in strings included', () => {
    const reply = 'Here you go: {"details": "a {tricky} \\"quoted\\" text", "estimateMin": 150, "estimateMax": 300} Thanks!';
    expect(parseAiEstimate(reply)).toMatchObject({ stage: 'block', estimate: { details: 'a {tricky} "quoted" text', estimateMin: 150, estimateMax: 300 } });
    expect(firstJsonBlock('no block')).toBeUndefined();
    expect(firstJsonBlock('a {"b": {"c": 1}} d')).toEqual({ block: '{"b": {"c": 1}}', complete: true });
    expect(firstJsonBlock('{"a": "\\\\"} tail')).toEqual({ block: '{"a": "\\\\"}', complete: true });
    expect(firstJsonBlock('```json\n{"a": 1\n```')).toEqual({ block: '{"a": 1', complete: false });
  });

  it('repairs a truncated block: open strings, dangling keys and commas, nested brackets', () => {
    expect(repairTruncatedJson('{"estimateMin": 150, "notes": ["a", 2')).toBe('{"estimateMin": 150, "notes": ["a", 2]}');
    expect(repairTruncatedJson('{"estimateMin": 150, "laborCost":')).toBe('{"estimateMin": 150}');
    expect(repairTruncatedJson('{"estimateMin": 150, "laborC')).toBe('{"estimateMin": 150}');
    expect(repairTruncatedJson('{"estimateMin": 150,')).toBe('{"estimateMin": 150}');
    expect(repairTruncatedJson('{"details": "ends with \\')).toBe('{"details": "ends with "}');
    expect(repairTruncatedJson('{"a": {"b": [1, {"c": 2}], "d": "}')).toBe('{"a": {"b": [1, {"c": 2}], "d": "}"}}');
    expect(parseAiEstimate('Sure! {"estimateMin": 150, "estimateMax": 300, "explanation": "Two outl')).toMatchObject({
      stage: 'repaired',
      estimate: { estimateMin: 150, estimateMax: 300, explanation: 'Two outl' },
    });
  });

  it('falls back to fields found in a broken block', () => {
    expect(fieldsFromText('{"estimateMin": 1,200, "estimateMax": "3,000", "serviceType": "panel"')).toEqual({ serviceType: 'panel', estimateMin: '1,200,', estimateMax: '3,000' });
    expect(parseAiEstimate('{estimateMin: 150, estimateMax: 300, "details": "x"')).toMatchObject({
      stage: 'fields',
      estimate: { estimateMin: 150, estimateMax: 300, details: 'x' },
    });
    expect(fieldsFromText('{"serviceType": "panel"}')).toBeUndefined();
  });

  it('gives the zero estimate for nothing usable', () => {
    for (const reply of [null, undefined, '', '   ', 'No numbers here.']) {
      expect(parseAiEstimate(reply)).toEqual({
        stage: 'none',
        found: false,
        estimate: {
          serviceType: 'unknown',
          details: DEFAULT_DETAILS,
          estimateMin: 0,
          estimateMax: 0,
          laborCost: 0,
          materialsCost: 0,
          explanation: DEFAULT_EXPLANATION,
          timeEstimate: '',
        },
      });
    }
  });
});

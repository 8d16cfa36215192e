import { describe, expect, it } from 'vitest';
import { checkedAiEstimate, truncatedNumber } from '../../../src/server/assistant/estimate-sanity.ts';

const panel = { message: 'How much to upgrade my electrical panel?' };
const json = (fields: Record<string, unknown>) => JSON.stringify({ serviceType: 'panel', ...fields });

describe('truncated numbers', () => {
  it('finds a thousands group cut short, or a reply cut off inside a price', () => {
    expect(truncatedNumber('{"estimateMin": "$1,4')).toBe('$1,4');
    expect(truncatedNumber('**Estimate Max:** $14,0\n')).toBe('$14,0');
    expect(truncatedNumber('{"estimateMin": 1200, "estimateMax": 14')).toBe('"estimateMax": 14');
    expect(truncatedNumber('Estimate Max: $1,')).toBe('$1,');
  });
  it('leaves whole numbers alone', () => {
    expect(truncatedNumber('{"estimateMin": "$1,400", "estimateMax": 4000, "laborCost": 840,"materialsCost":560}')).toBeUndefined();
    expect(truncatedNumber('{"estimateMin": 1200, "explanation": "About 1,200 to 4,000 dollars')).toBeUndefined();
  });
});

describe('checked AI estimates', () => {
  it('accepts an estimate exactly at the bounds with a breakdown equal to the minimum', () => {
    const result = checkedAiEstimate(json({ estimateMin: 600, estimateMax: 12000, laborCost: 360, materialsCost: 240 }), panel);
    expect(result).toMatchObject({ ok: true, estimate: { estimateMin: 600, estimateMax: 12000 } });
  });
  it('rejects a dollar beyond either bound', () => {
    expect(checkedAiEstimate(json({ estimateMin: 599, estimateMax: 3000 }), panel)).toMatchObject({ ok: false, reason: 'out-of-range' });
    expect(checkedAiEstimate(json({ estimateMin: 1200, estimateMax: 12001 }), panel)).toMatchObject({ ok: false, reason: 'out-of-range' });
  });
  it('scales the bounds for commercial work and quantity as the spec does', () => {
    expect(checkedAiEstimate(json({ estimateMin: 1500, estimateMax: 18000 }), { message: 'panel upgrade for our office' })).toMatchObject({ ok: true });
    expect(checkedAiEstimate(JSON.stringify({ serviceType: 'outlets', estimateMin: 1500, estimateMax: 9000 }), { message: 'install 10 outlets' })).toMatchObject({ ok: true });
    expect(checkedAiEstimate(JSON.stringify({ serviceType: 'outlets', estimateMin: 1500, estimateMax: 9001 }), { message: 'install 10 outlets' })).toMatchObject({
      ok: false,
      reason: 'out-of-range',
    });
  });
  it('rejects a minimum above the maximum, and a breakdown far from the minimum', () => {
    expect(checkedAiEstimate(json({ estimateMin: 4000, estimateMax: 1500 }), panel)).toMatchObject({ ok: false, reason: 'min-above-max' });
    expect(checkedAiEstimate(json({ estimateMin: 2000, estimateMax: 4000, laborCost: 500, materialsCost: 400 }), panel)).toMatchObject({ ok: false, reason: 'breakdown' });
    expect(checkedAiEstimate(json({ estimateMin: 2000, estimateMax: 4000, laborCost: 3000, materialsCost: 1001 }), panel)).toMatchObject({ ok: false, reason: 'breakdown' });
    expect(checkedAiEstimate(json({ estimateMin: 2000, estimateMax: 4000, laborCost: 600, materialsCost: 400 }), panel)).toMatchObject({ ok: true });
  });
  it('reports a reply with no estimate', () => {
    expect(checkedAiEstimate('I cannot say.', panel)).toMatchObject({ ok: false, reason: 'no-estimate' });
  });
});

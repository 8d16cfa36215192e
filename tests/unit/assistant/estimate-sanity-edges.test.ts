import { describe, expect, it } from 'vitest';
import { checkedAiEstimate, truncatedNumber } from '../../../src/server/assistant/estimate-sanity.ts';

const reply = (fields: Record<string, unknown>) => JSON.stringify({ serviceType: 'panel', estimateMin: 1200, estimateMax: 4000, laborCost: 720, materialsCost: 480, ...fields });

describe('estimate sanity checks, edges', () => {
  it('names the reason of each rejection, with its detail', () => {
    expect(checkedAiEstimate('no numbers', { message: 'panel' })).toEqual({ ok: false, reason: 'no-estimate', detail: 'stage none' });
    expect(checkedAiEstimate(reply({ estimateMin: 0, estimateMax: 0 }), { message: 'panel' })).toEqual({ ok: false, reason: 'no-estimate', detail: 'stage json' });
    expect(checkedAiEstimate('{"estimateMin": 1200, "estimateMax": 4,0', { message: 'panel' })).toMatchObject({ ok: false, reason: 'truncated-number' });
    expect(checkedAiEstimate(reply({ estimateMin: 4000, estimateMax: 1200 }), { message: 'panel' })).toEqual({ ok: false, reason: 'min-above-max', detail: '4000 > 1200' });
    expect(checkedAiEstimate(reply({ estimateMin: 100, estimateMax: 4000 }), { message: 'panel upgrade' })).toEqual({
      ok: false,
      reason: 'out-of-range',
      detail: '100-4000 outside 600-12000 for panel',
    });
    expect(checkedAiEstimate(reply({ laborCost: 100, materialsCost: 100 }), { message: 'panel' })).toEqual({
      ok: false,
      reason: 'breakdown',
      detail: 'labour + materials 200 against 1200-4000',
    });
  });

  it('allows a breakdown from half the minimum to the maximum, or none', () => {
    expect(checkedAiEstimate(reply({ laborCost: 300, materialsCost: 300 }), { message: 'panel' }).ok).toBe(true);
    expect(checkedAiEstimate(reply({ laborCost: 299, materialsCost: 300 }), { message: 'panel' }).ok).toBe(false);
    expect(checkedAiEstimate(reply({ laborCost: 2000, materialsCost: 2000 }), { message: 'panel' }).ok).toBe(true);
    expect(checkedAiEstimate(reply({ laborCost: 2000, materialsCost: 2001 }), { message: 'panel' }).ok).toBe(false);
    expect(checkedAiEstimate(reply({ laborCost: 0, materialsCost: 0 }), { message: 'panel' }).ok).toBe(true);
  });

  it("bounds by the wizard's form first, then the message, then the model's service type", () => {
    const tenOutlets = reply({ serviceType: 'outlets', estimateMin: 1500, estimateMax: 3000, laborCost: 900, materialsCost: 600 });
    expect(checkedAiEstimate(tenOutlets, { message: 'panel', request: { serviceType: 'outlets', buildingType: 'residential', quantity: 10 } as never }).ok).toBe(true);
    expect(checkedAiEstimate(tenOutlets, { message: 'install 10 outlets' }).ok).toBe(true);
    expect(checkedAiEstimate(tenOutlets, { message: 'install an outlet' })).toMatchObject({ ok: false, reason: 'out-of-range' });
    expect(checkedAiEstimate(tenOutlets, { message: 'hello', hint: 'outlets' })).toMatchObject({ ok: false, reason: 'out-of-range' });
    expect(checkedAiEstimate(reply({ serviceType: 'generator', estimateMin: 6000, estimateMax: 20000, laborCost: 4000, materialsCost: 3000 }), { message: 'hello' }).ok).toBe(true);
    expect(checkedAiEstimate(reply({ serviceType: 'generator', estimateMin: 6000, estimateMax: 20000, laborCost: 4000, materialsCost: 3000 }), { message: 'a fan' }).ok).toBe(
      false,
    );
  });

  it('finds a number cut off at the end of a broken block only in a price field', () => {
    expect(truncatedNumber('{"estimateMin": 1200, "laborCost": 7')).toBe('"laborCost": 7');
    expect(truncatedNumber('{"estimateMin": 1200, "details": "12')).toBeUndefined();
    expect(truncatedNumber('{"estimateMin": 1200}')).toBeUndefined();
    expect(truncatedNumber('It costs $1,4')).toBe('$1,4');
    expect(truncatedNumber('It costs 1,')).toBe('1,');
    expect(truncatedNumber('It costs $1,400')).toBeUndefined();
  });
});

/**
 * More edges of the estimate checks (src/server/assistant/estimate-sanity.ts) and of the parsing
 * pipeline (src/server/assistant/parse-estimate.ts): numbers cut short, the range as written, the
 * service the bounds are taken from, labelled lines, strings inside a JSON block, and the repair of
 * a block cut off.
 */
import { describe, expect, it } from 'vitest';
import { checkedAiEstimate, truncatedNumber } from '../../../src/server/assistant/estimate-sanity.ts';
import { firstJsonBlock, markdownToObject, parseAiEstimate, parseAmount, repairTruncatedJson } from '../../../src/server/assistant/parse-estimate.ts';

const reply = (fields: Record<string, unknown>) => JSON.stringify({ serviceType: 'panel', estimateMin: 1200, estimateMax: 4000, laborCost: 720, materialsCost: 480, ...fields });

describe('a number cut short', () => {
  it.each([
    ['about 1,45 in all', '1,45'],
    ['a price of $1,45 in all', '$1,45'],
    ['it costs 12,', '12,'],
    ['{"estimateMin": 100, "estimateMax" : 4', '"estimateMax" : 4'],
    ['{"estimateMin": 100, "estimateMax":  4', '"estimateMax":  4'],
    ['{"estimateMin": 100, "estimateMax": 4   ', '"estimateMax": 4'],
  ])('"%s" is cut at %s', (text, evidence) => {
    expect(truncatedNumber(text)).toBe(evidence);
  });
});

describe('the checks on a parsed estimate', () => {
  it('accepts a minimum equal to the maximum', () => {
    expect(checkedAiEstimate(reply({ estimateMin: 2000, estimateMax: 2000, laborCost: 1200, materialsCost: 800 }), { message: 'panel' }).ok).toBe(true);
  });

  it('checks the range of an estimate that gives no minimum', () => {
    expect(checkedAiEstimate(JSON.stringify({ serviceType: 'panel', estimateMax: 4000 }), { message: 'panel' })).toEqual({
      ok: false,
      reason: 'out-of-range',
      detail: '0-4000 outside 600-12000 for panel',
    });
  });

  it("bounds by the model's service type when the message names none", () => {
    expect(checkedAiEstimate(reply({ serviceType: 'fan', estimateMin: 2000, estimateMax: 3000, laborCost: 1200, materialsCost: 800 }), { message: 'hello' })).toEqual({
      ok: false,
      reason: 'out-of-range',
      detail: '2000-3000 outside 100-1500 for fan',
    });
  });

  it('bounds by the whole table, and says so, when neither names a service', () => {
    expect(checkedAiEstimate(reply({ serviceType: 'gizmo', estimateMin: 10, estimateMax: 300, laborCost: 0, materialsCost: 0 }), { message: 'hello' })).toEqual({
      ok: false,
      reason: 'out-of-range',
      detail: '10-300 outside 50-45000 for unknown',
    });
  });
});

describe('the parsing pipeline', () => {
  it('reads a decimal amount whole', () => {
    expect(parseAmount('12.75')).toBe(12.75);
  });

  it('leaves out the optional costs the model did not give', () => {
    const { estimate } = parseAiEstimate(reply({}));
    expect(Object.keys(estimate)).not.toContain('otherCost');
    expect(Object.keys(estimate)).not.toContain('permitsCost');
    expect(parseAiEstimate(reply({ otherCost: 50 })).estimate.otherCost).toBe(50);
  });

  it('finds nothing in a reply of null', () => {
    expect(parseAiEstimate('null')).toMatchObject({ stage: 'none', found: false });
  });

  it('prefers a complete JSON block to labelled lines around it', () => {
    const parsed = parseAiEstimate('Here: {"estimateMin": 100, "estimateMax": 200}\nLabor: 50');
    expect(parsed.stage).toBe('block');
    expect(parsed.estimate).toMatchObject({ estimateMin: 100, estimateMax: 200, laborCost: 0 });
  });

  it('reads labelled lines however they are listed, numbered, indented or spaced', () => {
    expect(markdownToObject('Estimate min - 100\nEstimate max - 200\nLabor cost - 90')).toMatchObject({ estimateMin: '100', estimateMax: '200', laborCost: '90' });
    expect(markdownToObject('10) Labor cost: 90\n11) Materials: 40')).toEqual({ laborCost: '90', materialsCost: '40' });
    expect(markdownToObject('   Labor cost: 90')).toEqual({ laborCost: '90' });
    expect(markdownToObject('Labor cost:90')).toEqual({ laborCost: '90' });
  });

  it('takes the quotes off a value, and only those around it', () => {
    expect(markdownToObject('Details: "Panel upgrade"\nLabor: 90')).toEqual({ details: 'Panel upgrade', laborCost: '90' });
    expect(markdownToObject('Details: the "best" panel\nLabor: 90')).toEqual({ details: 'the "best" panel', laborCost: '90' });
  });
});

describe('the first JSON block', () => {
  it('skips braces and escaped quotes inside strings', () => {
    const text = 'x {"details": "a } b \\"c\\" {", "estimateMax": 5} y';
    expect(firstJsonBlock(text)).toEqual({ block: '{"details": "a } b \\"c\\" {", "estimateMax": 5}', complete: true });
    expect(firstJsonBlock('{"details": "\\\\", "estimateMax": 5} tail')).toEqual({ block: '{"details": "\\\\", "estimateMax": 5}', complete: true });
  });

  it('does not end at a brace inside a string after an escaped quote, nor at an empty key', () => {
    expect(firstJsonBlock('{"details": "a \\"} b", "estimateMax": 5} tail')).toEqual({ block: '{"details": "a \\"} b", "estimateMax": 5}', complete: true });
    expect(firstJsonBlock('{"": 1, "estimateMax": 5} tail')).toEqual({ block: '{"": 1, "estimateMax": 5}', complete: true });
  });

  it('of a block never closed, keeps a code fence inside a string', () => {
    expect(firstJsonBlock('{"details": "```x", "estimateMax": 5')).toEqual({ block: '{"details": "```x", "estimateMax": 5', complete: false });
  });

  it('of a block never closed, drops the code fence after it', () => {
    expect(firstJsonBlock('```json\n{"estimateMax": 5\n\n```  ')).toEqual({ block: '{"estimateMax": 5', complete: false });
  });
});

describe('the repair of a block cut off', () => {
  it('closes an open string with an escaped quote in it', () => {
    expect(repairTruncatedJson('{"details": "say \\"hi\\" now')).toBe('{"details": "say \\"hi\\" now"}');
    expect(JSON.parse(repairTruncatedJson('{"details": "say \\"hi\\" now'))).toEqual({ details: 'say "hi" now' });
  });

  it('tells an escaped quote from the end of a string, and an empty key from an open string', () => {
    expect(repairTruncatedJson('{"details": "a \\"} b')).toBe('{"details": "a \\"} b"}');
    expect(repairTruncatedJson('{"": 1, "laborC')).toBe('{"": 1}');
    expect(repairTruncatedJson('{"details": "a \\"b", "list": [1, 2')).toBe('{"details": "a \\"b", "list": [1, 2]}');
  });

  it('drops a dangling backslash at the end only', () => {
    expect(repairTruncatedJson('{"details": "a \\"b\\" \\')).toBe('{"details": "a \\"b\\" "}');
  });

  it('drops a key left without a value, however it is spaced', () => {
    expect(repairTruncatedJson('{"a": 1,  "laborCost":')).toBe('{"a": 1}');
    expect(repairTruncatedJson('{"a": 1, "laborCost" :')).toBe('{"a": 1}');
  });

  it('keeps a backslash-escaped backslash and closes the string after it', () => {
    expect(JSON.parse(repairTruncatedJson('{"details": "c:\\\\dir'))).toEqual({ details: 'c:\\dir' });
  });
});

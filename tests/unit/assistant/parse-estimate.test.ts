import { describe, expect, it } from 'vitest';
import { parseAiEstimate, parseAmount, repairTruncatedJson } from '../../../src/server/assistant/parse-estimate.ts';

const valid = JSON.stringify({
  serviceType: 'outlets',
  details: 'Install three GFCI outlets in the kitchen',
  estimateMin: 360,
  estimateMax: 750,
  laborCost: 216,
  materialsCost: 144,
  permitsCost: 50,
  explanation: 'Three GFCI outlets at $120-250 each.',
  timeEstimate: '4-6 hours',
});

describe('the AI estimate parsing pipeline', () => {
  it.each([
    {
      name: 'valid JSON',
      reply: valid,
      stage: 'json',
      expected: { serviceType: 'outlets', estimateMin: 360, estimateMax: 750, laborCost: 216, materialsCost: 144, permitsCost: 50, timeEstimate: '4-6 hours' },
    },
    {
      name: 'JSON with amounts written as text',
      reply:
        '{"serviceType":"panel","estimateMin":"$1,500","estimateMax":"$4,000","laborCost":"$900 - $1,100","materialsCost":600,"explanation":"200A upgrade","timeEstimate":"1-2 days"}',
      stage: 'json',
      expected: { serviceType: 'panel', estimateMin: 1500, estimateMax: 4000, laborCost: 1000, materialsCost: 600 },
    },
    {
      name: 'a nested estimate object',
      reply: '{"serviceType":"fan","estimate":{"estimateMin":200,"estimateMax":500,"laborCost":120,"materialsCost":80}}',
      stage: 'json',
      expected: { serviceType: 'fan', estimateMin: 200, estimateMax: 500 },
    },
    {
      name: 'markdown-style labelled values',
      reply: [
        "Here's your estimate:",
        '',
        '**Service Type:** lighting',
        '**Details:** Four recessed LED lights in the living room',
        '- **Estimate Min:** $400',
        '- **Estimate Max:** $1,600',
        '- Labor Cost: $240',
        '- Materials Cost: $160',
        '- Permits: $75',
        '**Time Estimate:** 4-8 hours',
        '**Explanation:** Four fixtures at $100-400 each.',
      ].join('\n'),
      stage: 'markdown',
      expected: { serviceType: 'lighting', estimateMin: 400, estimateMax: 1600, laborCost: 240, materialsCost: 160, permitsCost: 75, timeEstimate: '4-8 hours' },
    },
    {
      name: 'JSON wrapped in prose and a code fence',
      reply: `Sure! Based on what you told me, here is the estimate:\n\n\`\`\`json\n${valid}\n\`\`\`\n\nLet me know if you have questions.`,
      stage: 'block',
      expected: { serviceType: 'outlets', estimateMin: 360, estimateMax: 750 },
    },
    {
      name: 'a truncated block (closed by repair)',
      reply: 'Here you go: {"serviceType": "generator", "details": "22kW standby generator with transfer sw',
      stage: 'none',
      expected: { serviceType: 'unknown', estimateMin: 0 },
    },
    {
      name: 'a block truncated after the prices',
      reply:
        '```json\n{"serviceType": "generator", "estimateMin": 6000, "estimateMax": 15000, "laborCost": 3600, "materialsCost": 2400, "explanation": "A 22kW standby generator with an automatic transfer sw',
      stage: 'repaired',
      expected: { serviceType: 'generator', estimateMin: 6000, estimateMax: 15000, laborCost: 3600, materialsCost: 2400 },
    },
    {
      name: 'a block truncated in the middle of a key',
      reply: '{"serviceType":"circuits","estimateMin":400,"estimateMax":1200,"laborC',
      stage: 'repaired',
      expected: { serviceType: 'circuits', estimateMin: 400, estimateMax: 1200, laborCost: 0 },
    },
    {
      name: 'a broken block whose fields can still be read',
      reply: '{"serviceType": "panel", "estimateMin": 1200,, "estimateMax": 4000 "laborCost": 720}',
      stage: 'fields',
      expected: { serviceType: 'panel', estimateMin: 1200, estimateMax: 4000, laborCost: 720 },
    },
    {
      name: 'garbage',
      reply: 'I am sorry, I cannot help with that.',
      stage: 'none',
      expected: { serviceType: 'unknown', estimateMin: 0, estimateMax: 0, laborCost: 0, materialsCost: 0 },
    },
    { name: 'an empty reply', reply: '', stage: 'none', expected: { estimateMin: 0, estimateMax: 0 } },
    { name: 'JSON that is not an estimate', reply: '{"answer": "hello"}', stage: 'none', expected: { serviceType: 'unknown' } },
  ])('$name', ({ reply, stage, expected }) => {
    const result = parseAiEstimate(reply);
    expect(result.stage).toBe(stage);
    expect(result.found).toBe(stage !== 'none');
    expect(result.estimate).toMatchObject(expected);
  });

  it('gives the zero estimate with the default texts when nothing is found', () => {
    expect(parseAiEstimate('no numbers here').estimate).toEqual({
      serviceType: 'unknown',
      details: 'Please contact us for more detailed information about this service.',
      estimateMin: 0,
      estimateMax: 0,
      laborCost: 0,
      materialsCost: 0,
      explanation: 'Based on your description, this is our estimated price range.',
      timeEstimate: '',
    });
  });

  it('truncates details to 300 characters and fills missing texts with the defaults', () => {
    const { estimate } = parseAiEstimate(JSON.stringify({ estimateMin: 100, estimateMax: 200, details: 'x'.repeat(500) }));
    expect(estimate.details).toHaveLength(300);
    expect(estimate.explanation).toBe('Based on your description, this is our estimated price range.');
  });
});

describe('numeric-range parser', () => {
  it.each([
    ['$150', 150],
    ['$150 - $300', 225],
    ['between 1,200 and 4,000 dollars', 2600],
    ['about 4k', 4000],
    ['12.5', 12.5],
    ['call us', 0],
    [undefined, 0],
    [275, 275],
  ])('%s -> %s', (input, output) => {
    expect(parseAmount(input)).toBe(output);
  });
});

describe('repair of a truncated block', () => {
  it.each([
    ['{"a": "unfinished', '{"a": "unfinished"}'],
    ['{"a": 1, "b": [1, 2', '{"a": 1, "b": [1, 2]}'],
    ['{"a": 1,', '{"a": 1}'],
    ['{"a": {"b": 2', '{"a": {"b": 2}}'],
  ])('%s -> %s', (input, output) => {
    expect(repairTruncatedJson(input)).toBe(output);
    expect(() => JSON.parse(repairTruncatedJson(input))).not.toThrow();
  });
});

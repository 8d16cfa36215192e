import { describe, expect, it } from 'vitest';
import { estimatorServiceLabel, leadServiceLabel, readableAnswer } from '../../../src/domain/admin/labels.ts';

describe('service labels for the owner', () => {
  it('names a contact request service by its dropdown title', () => {
    expect(leadServiceLabel('panel')).toBe('Panel Upgrades');
    expect(leadServiceLabel('generator', 'contact')).toBe('Generator Installation');
  });

  it('names a consent service type by its label, including the consent-only ones', () => {
    expect(leadServiceLabel('maintenance', 'sms_consent')).toBe('Electrical Maintenance');
    expect(leadServiceLabel('residential', 'sms_consent')).toBe('Residential Electrical');
  });

  it('names an estimate service type by the estimator label', () => {
    expect(estimatorServiceLabel('smarthome')).toBe('Smart Home Setup');
    expect(estimatorServiceLabel('panel')).toBe('Panel Upgrade/Replacement');
    expect(estimatorServiceLabel('unknown')).toBe('Not recognised');
  });

  it('shows an id it has no label for as stored, and says when nothing was given', () => {
    expect(leadServiceLabel('hot_tub-wiring')).toBe('hot_tub-wiring');
    expect(estimatorServiceLabel('ev_charger')).toBe('ev_charger');
    expect(leadServiceLabel(null)).toBe('Not given');
    expect(estimatorServiceLabel('')).toBe('Not given');
  });
});

describe('readableAnswer', () => {
  it('reads an estimate stored as the estimator JSON as a sentence', () => {
    const stored = JSON.stringify({
      serviceType: 'smarthome',
      details: 'smart switches',
      estimateMin: 500,
      estimateMax: 5000,
      laborCost: 300,
      materialsCost: 200,
      explanation: 'Depends on the devices.',
      timeEstimate: '4 hours to 2 days',
    });
    expect(readableAnswer(stored)).toBe('Smart Home Setup: $500 - $5,000 (labor $300, materials $200). Depends on the devices. Time: 4 hours to 2 days.');
  });

  it('shows the text of another JSON object, and leaves plain text and broken JSON alone', () => {
    expect(readableAnswer('{"answer":"Yes, we do.","source":"kb"}')).toBe('Yes, we do. kb');
    expect(readableAnswer('We serve Polson, MT.')).toBe('We serve Polson, MT.');
    expect(readableAnswer('{not json')).toBe('{not json');
    expect(readableAnswer('')).toBe('');
  });
});

describe('service labels: which list is asked first', () => {
  it('reads a value both forms know from the list of the lead kind, and falls back to the other list', () => {
    // 'panel' is 'Panel Upgrades' on both forms; 'maintenance' only on the consent form.
    expect(leadServiceLabel('maintenance')).toBe('Electrical Maintenance');
    expect(leadServiceLabel('maintenance', 'contact')).toBe('Electrical Maintenance');
    expect(leadServiceLabel('panel', 'sms_consent')).toBe('Panel Upgrades');
    expect(leadServiceLabel('other', 'sms_consent')).toBe('Other Services');
    expect(leadServiceLabel('', 'sms_consent')).toBe('Not given');
    expect(leadServiceLabel(undefined)).toBe('Not given');
    expect(estimatorServiceLabel(null)).toBe('Not given');
  });
});

describe('readableAnswer, edge cases', () => {
  const estimate = (fields: Record<string, unknown>) => readableAnswer(JSON.stringify({ serviceType: 'panel', estimateMin: 1200, estimateMax: 4000, ...fields }));

  it('lists every cost part given, in order, with amounts rounded and grouped', () => {
    expect(estimate({ laborCost: 720.4, materialsCost: 480, permitsCost: 150, otherCost: 2500 })).toBe(
      'Panel Upgrade/Replacement: $1,200 - $4,000 (labor $720, materials $480, permits $150, other $2,500).',
    );
    expect(estimate({})).toBe('Panel Upgrade/Replacement: $1,200 - $4,000.');
    expect(estimate({ laborCost: '720', materialsCost: Number.NaN })).toBe('Panel Upgrade/Replacement: $1,200 - $4,000.');
  });

  it('trims the explanation, adds the time only when given, and names a missing or odd service', () => {
    expect(estimate({ explanation: '  Needs a look.  ', timeEstimate: '' })).toBe('Panel Upgrade/Replacement: $1,200 - $4,000. Needs a look.');
    expect(estimate({ explanation: 7, timeEstimate: 3 })).toBe('Panel Upgrade/Replacement: $1,200 - $4,000.');
    expect(readableAnswer(JSON.stringify({ serviceType: 5, estimateMin: 100, estimateMax: 200 }))).toBe('Not given: $100 - $200.');
    expect(readableAnswer(JSON.stringify({ serviceType: 'unknown', estimateMin: 0.4, estimateMax: 200 }))).toBe('Not recognised: $0 - $200.');
  });

  it('needs both figures to read an estimate; otherwise shows the non-blank texts', () => {
    expect(readableAnswer(JSON.stringify({ serviceType: 'panel', estimateMin: 1200, explanation: 'Call us.' }))).toBe('panel Call us.');
    expect(readableAnswer(JSON.stringify({ serviceType: 'panel', estimateMin: '1200', estimateMax: 4000 }))).toBe('panel 1200');
    expect(readableAnswer(JSON.stringify({ answer: '  ', note: 'Kept', count: 3 }))).toBe('Kept');
    expect(readableAnswer('{"count": 3}')).toBe('{"count": 3}');
  });

  it('leaves text, arrays, null and broken JSON as they were stored, surrounding spaces included', () => {
    expect(readableAnswer('  {"answer":"Yes"}  ')).toBe('Yes');
    expect(readableAnswer(' plain answer ')).toBe(' plain answer ');
    expect(readableAnswer('[1, 2]')).toBe('[1, 2]');
    expect(readableAnswer('{broken')).toBe('{broken');
    expect(readableAnswer('{}')).toBe('{}');
    expect(readableAnswer(null)).toBe('');
    expect(readableAnswer(undefined)).toBe('');
  });
});

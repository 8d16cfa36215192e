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

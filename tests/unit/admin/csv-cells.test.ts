/** What each kind of stored value becomes in an export cell (src/domain/admin/csv.ts, labels.ts). */
import { describe, expect, it } from 'vitest';
import { csvRow } from '../../../src/domain/admin/csv.ts';
import { readableAnswer } from '../../../src/domain/admin/labels.ts';

describe('export cells from stored values', () => {
  it('keeps a number a number and writes a boolean as Yes or No, inside the parameters too', () => {
    expect(csvRow('calculator', { id: 1, parameters: { query: 42, details: true }, estimateMin: 0, estimateMax: 0 }).slice(3, 5)).toEqual([42, 'Yes']);
    expect(csvRow('calculator', { id: 2, parameters: { query: false, details: { amps: 200 } }, estimateMin: 0, estimateMax: 0 }).slice(3, 5)).toEqual(['No', '{"amps":200}']);
  });

  it('writes a service that is not text, or is empty, as an empty cell', () => {
    expect(csvRow('calculator', { id: 1, serviceType: 5, estimateMin: 0, estimateMax: 0 })[2]).toBe('');
    expect(csvRow('leads', { id: 1, service: 7 })[5]).toBe('');
    expect(csvRow('leads', { id: 1, service: '' })[5]).toBe('');
    expect(csvRow('sms-consents', { id: 1, serviceType: 9 })[6]).toBe('');
  });
});

describe('an estimate stored with a figure JSON cannot hold', () => {
  it('is not read as an estimate when a figure is infinite', () => {
    expect(readableAnswer('{"serviceType":"panel","estimateMin":1e999,"estimateMax":4000}')).toBe('panel');
  });
});

import { describe, expect, it } from 'vitest';
import { csvRow, formatMoney, safeCell } from '../../../src/domain/admin/csv.ts';
import { offsetOf, parseListQuery, phoneSearchDigits, isPhoneSearch, prefixTsQuery } from '../../../src/server/admin/paging.ts';

// Noon UTC on 2026-11-23 is 05:00 in Montana (UTC-7).
const CREATED = new Date('2026-11-23T12:00:00Z');
const LOCAL = '2026-11-23 05:00 -07:00';

describe('CSV rows of each export', () => {
  it('conversations: id, local date, question, readable answer, IP, user agent', () => {
    expect(csvRow('conversations', { id: 7, createdAt: CREATED, question: 'Do you serve Polson?', answer: 'Yes.', ipAddress: '1.2.3.4', userAgent: 'UA' })).toEqual([
      7,
      LOCAL,
      'Do you serve Polson?',
      'Yes.',
      '1.2.3.4',
      'UA',
    ]);
    // Missing values are empty cells; a date given as text is read too; a non-text answer is empty.
    expect(csvRow('fallbacks', { id: 8, createdAt: '2026-11-23T12:00:00Z', question: null, answer: 42 })).toEqual([8, LOCAL, '', '', '', '']);
    expect(csvRow('conversations', { id: 9, createdAt: 12345, question: undefined, answer: '{"answer":"Yes"}' })).toEqual([9, '', '', 'Yes', '', '']);
  });

  it('calculator: the service label, the query and details of the parameters, the figures', () => {
    expect(
      csvRow('calculator', {
        id: 3,
        createdAt: CREATED,
        serviceType: 'panel',
        parameters: { query: 'upgrade', details: { amps: 200 } },
        estimateMin: 1200,
        estimateMax: 4000,
        breakdownLabor: 720,
        breakdownMaterials: 480,
        breakdownPermits: null,
        breakdownOther: 25,
        ipAddress: '5.6.7.8',
      }),
    ).toEqual([3, LOCAL, 'Panel Upgrade/Replacement', 'upgrade', '{"amps":200}', 1200, 4000, 720, 480, '', 25, '5.6.7.8']);
    expect(csvRow('calculator', { id: 4, serviceType: '', parameters: 'not an object', estimateMin: 0, estimateMax: 0 })).toEqual([4, '', '', '', '', 0, 0, '', '', '', '', '']);
    expect(csvRow('calculator', { id: 5, parameters: null })[3]).toBe('');
  });

  it('troubleshooter: path length, severity and a Yes/No completed path', () => {
    expect(
      csvRow('troubleshooter', {
        id: 1,
        createdAt: CREATED,
        issueType: 'Breaker Tripping',
        startNodeId: 'start',
        endNodeId: 'breaker-trips-random',
        pathTaken: ['start', 'breaker-trips-1', 'breaker-trips-random'],
        recommendation: 'Call an electrician.',
        severity: 'high',
        completedPath: true,
        ipAddress: 'ip',
      }),
    ).toEqual([1, LOCAL, 'Breaker Tripping', 'start', 'breaker-trips-random', 3, 'Call an electrician.', 'high', 'Yes', 'ip']);
    expect(csvRow('troubleshooter', { id: 2, pathTaken: 'start', completedPath: false, severity: null })).toEqual([2, '', '', '', '', 0, '', '', 'No', '']);
  });

  it('leads and consents: the service label of their own form', () => {
    expect(
      csvRow('leads', {
        id: 1,
        createdAt: CREATED,
        name: 'Ada',
        phone: '406',
        email: 'a@x',
        service: 'panel',
        message: '=SUM(A1)',
        requestCallback: true,
        preferredTime: 'morning',
        status: 'new',
        isSpam: false,
        ipAddress: 'ip',
      }),
    ).toEqual([1, LOCAL, 'Ada', '406', 'a@x', 'Panel Upgrades', "'=SUM(A1)", 'Yes', 'morning', 'new', 'No', 'ip']);
    expect(csvRow('leads', { id: 2, service: 'maintenance' })[5]).toBe('Electrical Maintenance');
    expect(csvRow('leads', { id: 3, service: null })[5]).toBe('');
    expect(
      csvRow('sms-consents', {
        id: 4,
        createdAt: CREATED,
        firstName: 'Bea',
        lastName: 'Li',
        phone: '406',
        email: null,
        serviceType: 'maintenance',
        primarySmsConsent: true,
        emergencySmsConsent: false,
        status: 'closed',
        isSpam: true,
        ipAddress: 'ip',
      }),
    ).toEqual([4, LOCAL, 'Bea', 'Li', '406', '', 'Electrical Maintenance', 'Yes', 'No', 'closed', 'Yes', 'ip']);
    expect(csvRow('sms-consents', { id: 5, serviceType: '' })[6]).toBe('');
  });
});

describe('cells', () => {
  it('writes booleans as Yes and No, and drops numbers that are not finite', () => {
    expect(safeCell(true)).toBe('Yes');
    expect(safeCell(false)).toBe('No');
    expect(safeCell(Number.POSITIVE_INFINITY)).toBe('');
    expect(safeCell(0)).toBe(0);
    expect(safeCell(undefined)).toBe('');
  });

  it('writes money with two decimals, and nothing for none', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });
});

describe('list queries', () => {
  const query = (text: string) => parseListQuery(new URLSearchParams(text));

  it('takes whole numbers only, 1 and up, spaces around allowed', () => {
    expect(query('page=1&pageSize=1')).toMatchObject({ page: 1, pageSize: 1 });
    expect(query('page=%202%20&pageSize=%2010')).toMatchObject({ page: 2, pageSize: 10 });
    expect(query('page=0&pageSize=0')).toMatchObject({ page: 1, pageSize: 25 });
    expect(query('page=x3&pageSize=3x')).toMatchObject({ page: 1, pageSize: 25 });
    expect(query('page=a%203')).toMatchObject({ page: 1 });
    expect(query('page=1234567890')).toMatchObject({ page: 1 });
    expect(query('page=2000000')).toMatchObject({ page: 1_000_000 });
    expect(query('')).toEqual({ page: 1, pageSize: 25, search: '' });
  });

  it('reads the search from q, else from search', () => {
    expect(query('search=panel').search).toBe('panel');
    expect(query('q=fan&search=panel').search).toBe('fan');
  });

  it('skips the rows of earlier pages', () => {
    expect(offsetOf({ page: 1, pageSize: 25, search: '' })).toBe(0);
    expect(offsetOf({ page: 3, pageSize: 10, search: '' })).toBe(20);
  });

  it('uses at most eight distinct words of a search', () => {
    expect(prefixTsQuery('a b c d e f g h i j')).toBe('a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:*');
  });

  it('tells a phone search by its characters and at least three digits', () => {
    expect(isPhoneSearch('406')).toBe(true);
    expect(isPhoneSearch('40')).toBe(false);
    expect(isPhoneSearch('406 abc')).toBe(false);
    expect(isPhoneSearch('abc')).toBe(false);
    expect(isPhoneSearch('')).toBe(false);
  });

  it('drops a leading country code 1 only from an 11-digit number', () => {
    expect(phoneSearchDigits('+1 406 555 0142')).toBe('4065550142');
    expect(phoneSearchDigits('14065')).toBe('14065');
    expect(phoneSearchDigits('24065550142')).toBe('24065550142');
    expect(phoneSearchDigits('406-555-0142')).toBe('4065550142');
  });
});

import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, csvFileName, csvRow, formatMoney, isExportKind, neutralizeFormula, safeCell } from '../../../src/domain/admin/csv.ts';
import { isPhoneSearch, likePattern, parseListQuery, phoneSearchDigits, prefixTsQuery } from '../../../src/server/admin/paging.ts';
import { loginSchema, updateConversationSchema } from '../../../src/domain/admin/schemas.ts';
import { constantTimeEqual, hashPassword, parseHash, verifyPasswordHash } from '../../../src/server/admin/password.ts';

describe('formula guard', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '\tplain', '\rplain'])('neutralizes %j', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });
  // Formulas behind leading white space or line breaks, which some programs trim, and the
  // full-width signs some fold into ASCII.
  it.each([
    ' =1',
    '   =HYPERLINK("http://x")',
    '\n=1',
    '\r\n+1',
    ' \t-1',
    '\u00a0=1',
    '\u3000@A1',
    '\u2003=1',
    '\ufeff=1',
    '\uff1d1+1',
    '\uff0b1',
    '\uff0d1',
    '\uff20A1',
    ' \uff1d1',
  ])('neutralizes %j', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });
  it.each(['hello', '1+1', "'=1", '', ' hello', 'a=1', '1-2', 'e-mail me', 'x@y.example', '(406) 555-0100', 'café = good'])('leaves %j as is', (value) => {
    expect(neutralizeFormula(value)).toBe(value);
  });
  it('guards every text cell of a row, numbers stay numbers', () => {
    const row = csvRow('leads', {
      id: 7,
      createdAt: new Date(0),
      name: ' =cmd',
      phone: '+1 406 555 0100',
      email: 'a@b.example',
      service: 'panel',
      message: '\n@SUM(1)',
      requestCallback: false,
      preferredTime: '',
      status: 'new',
      isSpam: false,
      ipAddress: '-',
    });
    expect(row[0]).toBe(7);
    expect(row[2]).toBe("' =cmd");
    expect(row[3]).toBe("'+1 406 555 0100");
    expect(row[6]).toBe("'\n@SUM(1)");
    expect(row[11]).toBe("'-");
  });
  it('keeps numbers as numbers and empties missing values', () => {
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(null)).toBe('');
    expect(safeCell(undefined)).toBe('');
    expect(safeCell(Number.NaN)).toBe('');
    expect(safeCell(true)).toBe('Yes');
  });
});

describe('CSV rows', () => {
  it('has the spec columns for the three logs', () => {
    expect(CSV_COLUMNS.conversations).toEqual(['ID', 'Date', 'Question', 'Answer', 'IP Address', 'User Agent']);
    expect(CSV_COLUMNS.calculator).toEqual(['ID', 'Date', 'Service Type', 'Query', 'Details', 'Min', 'Max', 'Labor', 'Materials', 'Permits', 'Other', 'IP']);
    expect(CSV_COLUMNS.troubleshooter).toEqual(['ID', 'Date', 'Issue Type', 'Start Node', 'End Node', 'Path Length', 'Recommendation', 'Severity', 'Completed Path', 'IP']);
  });
  it('maps every kind to as many cells as columns', () => {
    for (const kind of Object.keys(CSV_COLUMNS) as (keyof typeof CSV_COLUMNS)[]) {
      expect(csvRow(kind, { id: 1, createdAt: new Date() }), kind).toHaveLength(CSV_COLUMNS[kind].length);
    }
  });
  it('maps a calculator row, guarding parameters', () => {
    const row = csvRow('calculator', {
      id: 7,
      createdAt: new Date('2026-03-04T05:06:07Z'),
      serviceType: 'panel',
      parameters: { query: '=cmd', details: 'd' },
      estimateMin: 1200,
      estimateMax: 4000,
      breakdownLabor: 720,
      breakdownMaterials: null,
      ipAddress: '1.2.3.4',
    });
    // The business's local time with its offset, and the service's label rather than its id.
    expect(row).toEqual([7, '2026-03-03 22:06 -07:00', 'Panel Upgrade/Replacement', "'=cmd", 'd', 1200, 4000, 720, '', '', '', '1.2.3.4']);
  });
  it('labels lead services and reads estimate answers in conversation rows', () => {
    const lead = csvRow('leads', { id: 1, createdAt: '2026-11-23T16:15:00Z', name: 'Ada', service: 'smarthome' });
    expect(lead[1]).toBe('2026-11-23 09:15 -07:00');
    expect(lead[5]).toBe('smarthome');
    expect(csvRow('leads', { id: 2, createdAt: new Date(), service: 'panel' })[5]).toBe('Panel Upgrades');
    expect(csvRow('sms-consents', { id: 3, createdAt: new Date(), serviceType: 'maintenance' })[6]).toBe('Electrical Maintenance');
    const conversation = csvRow('conversations', { id: 4, createdAt: new Date(), question: 'cost?', answer: '{"serviceType":"panel","estimateMin":1200,"estimateMax":4000}' });
    expect(conversation[3]).toBe('Panel Upgrade/Replacement: $1,200 - $4,000.');
  });
  it('names files <kind>-yyyy-MM-dd.csv', () => {
    expect(csvFileName('conversations', new Date(2026, 0, 5, 12))).toBe('conversations-2026-01-05.csv');
    expect(isExportKind('calculator')).toBe(true);
    expect(isExportKind('users')).toBe(false);
  });
  it('shows money to 2 decimals', () => {
    expect(formatMoney(1200)).toBe('$1,200.00');
    expect(formatMoney(99.5)).toBe('$99.50');
    expect(formatMoney(null)).toBe('');
  });
});

describe('paging and search parameters', () => {
  it('defaults, bounds and trims', () => {
    expect(parseListQuery(new URLSearchParams(''))).toEqual({ page: 1, pageSize: 25, search: '' });
    expect(parseListQuery(new URLSearchParams('page=3&pageSize=50&q=  panel   upgrade '))).toEqual({ page: 3, pageSize: 50, search: 'panel upgrade' });
    // NUL and the other control characters, which the database refuses, are dropped.
    expect(parseListQuery(new URLSearchParams('q=pa%00nel%01 up%7Fgrade%0A'))).toEqual({ page: 1, pageSize: 25, search: 'panel upgrade' });
    expect(parseListQuery(new URLSearchParams('page=0&pageSize=1000'))).toMatchObject({ page: 1, pageSize: 100 });
    expect(parseListQuery(new URLSearchParams('page=-2&pageSize=abc'))).toMatchObject({ page: 1, pageSize: 25 });
    expect(parseListQuery(new URLSearchParams(`q=${'a'.repeat(500)}`)).search).toHaveLength(200);
  });
  it('builds a prefix full-text query from words only', () => {
    expect(prefixTsQuery('Panel upg!')).toBe('panel:* & upg:*');
    expect(prefixTsQuery("'); drop --")).toBe('drop:*');
    expect(prefixTsQuery('!!!')).toBeNull();
  });
  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
  it('tells a phone number from words, and keeps its digits without the country code', () => {
    for (const phone of ['(406) 555-0142', '406.555.0142', '+1 406 555 0142', '0142', '555']) expect(isPhoneSearch(phone), phone).toBe(true);
    for (const other of ['customer1234', 'panel 200', '12', '', 'call 555-0142']) expect(isPhoneSearch(other), other).toBe(false);
    expect(phoneSearchDigits('+1 (406) 555-0142')).toBe('4065550142');
    expect(phoneSearchDigits('1-406-555-0142')).toBe('4065550142');
    expect(phoneSearchDigits('(406) 555-0142')).toBe('4065550142');
    expect(phoneSearchDigits('555-0142')).toBe('5550142');
  });
});

describe('validation schemas', () => {
  it('login needs both fields', () => {
    expect(loginSchema.safeParse({ username: 'a', password: 'b' }).success).toBe(true);
    expect(loginSchema.safeParse({ username: '', password: 'b' }).error?.issues[0].message).toBe('Username and password are required');
  });
  it('edit conversation: includedInFallback defaults to false; category one of eight', () => {
    expect(updateConversationSchema.parse({ id: 1, answer: 'a', category: 'location' })).toEqual({ id: 1, answer: 'a', category: 'location', includedInFallback: false });
    for (const category of ['general', 'services', 'pricing', 'residential', 'commercial', 'emergency', 'contact', 'location']) {
      expect(updateConversationSchema.safeParse({ id: 1, answer: 'a', category }).success).toBe(true);
    }
    expect(updateConversationSchema.safeParse({ id: 1, answer: 'a', category: 'other' }).success).toBe(false);
  });
});

describe('passwords', () => {
  it('hashes with scrypt and verifies', async () => {
    const stored = await hashPassword('a long enough password');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    const parsed = parseHash(stored)!;
    expect(await verifyPasswordHash('a long enough password', parsed)).toBe(true);
    expect(await verifyPasswordHash('a long enough passworD', parsed)).toBe(false);
    expect(parseHash('plaintext')).toBeNull();
    expect(parseHash('scrypt$1000$8$1$abc$def')).toBeNull();
  });
  it('compares strings of any length', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
  });
});

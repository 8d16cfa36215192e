import { scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replyActions } from '../../../src/domain/assistant/actions.ts';
import { visitorText } from '../../../src/domain/text.ts';
import { SCRYPT_DEFAULTS, constantTimeEqual, hashPassword, parseHash, verifyPasswordHash } from '../../../src/server/admin/password.ts';
import { guardFacts, guardReply } from '../../../src/server/assistant/guard.ts';

afterEach(() => vi.restoreAllMocks());

const b64 = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64url');
const hash = (fields: Partial<Record<'N' | 'r' | 'p' | 'salt' | 'key', string>> = {}) =>
  ['scrypt', fields.N ?? '16384', fields.r ?? '8', fields.p ?? '1', fields.salt ?? b64(8), fields.key ?? b64(16)].join('$');

describe('stored password hashes', () => {
  it('read the six fields, with surrounding spaces', () => {
    expect(parseHash(`  ${hash()}\n`)).toMatchObject({ N: 16384, r: 8, p: 1 });
    expect(parseHash(hash())?.salt).toHaveLength(8);
    expect(parseHash(hash())?.key).toHaveLength(16);
  });

  it.each([
    ['another scheme', hash().replace(/^scrypt/, 'bcrypt')],
    ['a field missing', hash().split('$').slice(0, 5).join('$')],
    ['a field too many', `${hash()}$x`],
    ['N not a power of two', hash({ N: '1000' })],
    ['r zero', hash({ r: '0' })],
    ['p not whole', hash({ p: '1.5' })],
    ['N negative', hash({ N: '-16384' })],
    ['a short salt', hash({ salt: b64(7) })],
    ['a short key', hash({ key: b64(15) })],
  ])('refuse %s', (_, stored) => {
    expect(parseHash(stored)).toBeNull();
  });

  it('are made with the given cost and verified, the password normalized', async () => {
    // A lower cost than the default keeps the test quick (the signature is typed by the defaults).
    const stored = await hashPassword('Cafe\u0301 password', { N: 1024, r: 8, p: 1 } as unknown as typeof SCRYPT_DEFAULTS);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    const parsed = parseHash(stored)!;
    expect(await verifyPasswordHash('Café password', parsed)).toBe(true);
    expect(await verifyPasswordHash('Cafe password', parsed)).toBe(false);
    await expect(hashPassword('')).rejects.toThrow('The password is empty.');
  });

  it('verify a hash made elsewhere with its own cost (N, r, p read from the hash)', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('long enough password'.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 2 });
    const stored = parseHash(['scrypt', 1024, 8, 2, salt.toString('base64url'), key.toString('base64url')].join('$'))!;
    expect(stored).toMatchObject({ N: 1024, r: 8, p: 2 });
    expect(await verifyPasswordHash('long enough password', stored)).toBe(true);
    expect(await verifyPasswordHash('long enough passwore', stored)).toBe(false);
  });

  it('compare strings in constant time, whatever their length', () => {
    expect(constantTimeEqual('secret', 'secret')).toBe(true);
    expect(constantTimeEqual('secret', 'secret!')).toBe(false);
    expect(constantTimeEqual('é', 'e\u0301')).toBe(false);
  });
});

describe('the guard on AI replies', () => {
  it('compares with the profile', () => {
    expect(guardFacts()).toEqual({
      phoneDigits: '+14065550142',
      email: 'office@blackfootriverelectric.example',
      siteUrl: expect.stringMatching(/^https?:\/\//),
      ownLinks: ['https://www.facebook.com/blackfootriverelectric', 'https://www.instagram.com/blackfootriverelectric', 'https://www.linkedin.com/company/blackfootriverelectric'],
      warrantyYears: 1,
    });
  });

  it("reads the service from the question, else from the reply, and logs a replaced reply's rule", () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A generator at $9,000 is fine; for an outlet it is far out of range.
    expect(guardReply('How much for a generator?', 'About $9,000.')).toBeUndefined();
    expect(guardReply('How much for an outlet?', 'About $9,000.')).toEqual({ rule: 'price', evidence: '$9,000' });
    expect(guardReply('How much would it be?', 'A standby generator is about $9,000.')).toBeUndefined();
    expect(guardReply('How much would it be?', 'An outlet is about $9,000.')?.rule).toBe('price');
    expect(guardReply('How much for 40 outlets?', 'About $9,000.')).toBeUndefined();
    expect(guardReply('How much for a panel in my warehouse?', 'About $15,000.')).toBeUndefined();
    expect(guardReply('How much for a panel at home?', 'About $15,000.')?.rule).toBe('price');
    expect(warnings).toHaveBeenCalledWith('assistant: AI reply replaced (guard rule price: $9,000)');
    guardReply('Hi', `Call ${'5'.repeat(3)}-555-0199 ${'x'.repeat(100)}`);
    expect(warnings).toHaveBeenLastCalledWith('assistant: AI reply replaced (guard rule contact: 555-555-0199)');
  });
});

describe('reply actions and text fields', () => {
  it('keep only well-formed actions', () => {
    expect(
      replyActions([
        { type: 'call', label: 'Call', href: 'tel:+14065550142' },
        { type: 'call', label: 'Call', href: 'tel:4065550142x' },
        { type: 'call', label: 'Call', href: 'x tel:+14065550142' },
        { type: 'call', label: 'Call' },
        { type: 'call', href: 'tel:+14065550142' },
        null,
        'text',
      ]),
    ).toEqual([{ type: 'call', label: 'Call', href: 'tel:+14065550142' }]);
  });

  it('name the field in the default messages', () => {
    const name = visitorText({ label: 'Name', min: 2, max: 5 });
    expect(name.safeParse('A').error?.issues[0].message).toBe('Name is required');
    expect(name.safeParse('Abcdef').error?.issues[0].message).toBe('Name must be at most 5 characters');
    expect(name.safeParse(7).error?.issues[0].message).toBe('Name is required');
    expect(visitorText({ label: 'Note', max: 5 }).safeParse('').success).toBe(true);
    expect(visitorText({ label: 'Note', max: 5 }).safeParse('a\nb').error?.issues[0].message).toBe('Note must be on one line.');
  });
});

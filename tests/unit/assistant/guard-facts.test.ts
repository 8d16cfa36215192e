/**
 * The facts the guard compares AI replies with (src/server/assistant/guard.ts) come from the profile,
 * whatever it holds. The profile, the rules and the service detection are stood in for, so that only
 * guard.ts is loaded again (the other modules' tables stay as loaded once).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../../src/domain/business.ts');
  vi.doUnmock('../../../src/server/assistant/guard-rules.ts');
  vi.doUnmock('../../../src/server/assistant/service-detection.ts');
  vi.resetModules();
});

async function factsWith(profile: Record<string, unknown>) {
  vi.resetModules();
  const business = { phone: { tel: '+14065550142' }, email: 'office@example.com', siteUrl: 'https://example.com', ...profile };
  vi.doMock('../../../src/domain/business.ts', () => ({ business }));
  vi.doMock('../../../src/server/assistant/guard-rules.ts', () => ({ checkReply: () => undefined }));
  vi.doMock('../../../src/server/assistant/service-detection.ts', () => ({ detectServiceType: () => 'unknown', detectBuildingType: () => 'residential', detectQuantity: () => 1 }));
  const { guardFacts } = await import('../../../src/server/assistant/guard.ts');
  return guardFacts();
}

describe('the facts of the guard', () => {
  it('are the phone, e-mail and site of the profile, and the warranty years it names', async () => {
    expect(await factsWith({ warranty: { years: 3 }, social: {} })).toEqual({
      phoneDigits: '+14065550142',
      email: 'office@example.com',
      siteUrl: 'https://example.com',
      ownLinks: [],
      warrantyYears: 3,
    });
  });

  it('take one year when the profile names no warranty', async () => {
    expect((await factsWith({ social: {} })).warrantyYears).toBe(1);
  });

  it('take only the social links that are addresses, and none without social links', async () => {
    expect((await factsWith({ social: { facebook: 'https://www.facebook.com/x', instagram: undefined } })).ownLinks).toEqual(['https://www.facebook.com/x']);
    expect((await factsWith({})).ownLinks).toEqual([]);
  });
});

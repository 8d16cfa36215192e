/** The facts the guard compares AI replies with (src/server/assistant/guard.ts) come from the profile, whatever it holds. */
import { afterEach, describe, expect, it, vi } from 'vitest';

type Business = typeof import('../../../src/domain/business.ts').business;

afterEach(() => {
  vi.doUnmock('../../../src/domain/business.ts');
  vi.doUnmock('../../../src/server/assistant/service-detection.ts');
  vi.resetModules();
});

async function factsWith(change: (business: Business) => Record<string, unknown>) {
  vi.resetModules();
  vi.doMock('../../../src/domain/business.ts', async (importOriginal) => {
    const actual = await importOriginal<typeof import('../../../src/domain/business.ts')>();
    return { ...actual, business: { ...actual.business, ...change(actual.business) } };
  });
  // The service detection (and the router behind it) plays no part in the facts: left out, the module loads fast.
  vi.doMock('../../../src/server/assistant/service-detection.ts', () => ({ detectServiceType: () => 'unknown', detectBuildingType: () => 'residential', detectQuantity: () => 1 }));
  const { guardFacts } = await import('../../../src/server/assistant/guard.ts');
  return guardFacts();
}

describe('the facts of the guard', () => {
  it('take the warranty years of the profile', async () => {
    expect((await factsWith(() => ({ warranty: { title: 'Three years', years: 3, text: 'Three years.' } }))).warrantyYears).toBe(3);
  });

  it('take one year when the profile names no warranty', async () => {
    expect((await factsWith(() => ({ warranty: undefined }))).warrantyYears).toBe(1);
  });

  it('take only the social links that are addresses', async () => {
    const facts = await factsWith(() => ({ social: { facebook: 'https://www.facebook.com/x', instagram: undefined } }));
    expect(facts.ownLinks).toEqual(['https://www.facebook.com/x']);
  });
});

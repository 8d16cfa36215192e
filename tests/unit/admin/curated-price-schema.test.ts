/** A curated entry's price range on its own (src/domain/admin/curated-price-schema.ts), through the edit-conversation schema. */
import { describe, expect, it } from 'vitest';
import { updateConversationSchema } from '../../../src/domain/admin/schemas.ts';

const edit = { id: 3, answer: 'We do.', category: 'pricing' };
const messages = (value: unknown) => {
  const result = updateConversationSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe("a curated entry's price range given in part", () => {
  it('a minimum alone asks for the maximum', () => {
    expect(messages({ ...edit, priceMin: 100 })).toEqual(['priceMax: Enter both a minimum and a maximum price, or neither']);
  });

  it('a maximum alone asks for the minimum', () => {
    expect(messages({ ...edit, priceMax: 100 })).toEqual(['priceMin: Enter both a minimum and a maximum price, or neither']);
  });

  it('a service alone, or nothing, leaves the stored range as it is', () => {
    expect(messages({ ...edit, priceService: 'panel' })).toEqual([]);
    expect(updateConversationSchema.parse(edit)).toEqual({ ...edit, includedInFallback: false });
  });
});

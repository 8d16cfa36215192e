import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../../src/domain/themes.ts';
import { readSavedTheme, saveTheme } from '../../src/islands/theme-picker/store.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('saved theme', () => {
  it('is the default until one is saved', () => {
    expect(readSavedTheme(memoryStorage())).toBe('default');
  });

  it('is stored under the product theme key and read back', () => {
    const storage = memoryStorage();
    expect(saveTheme('fiery', storage)).toBe(true);
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe('fiery');
    expect(readSavedTheme(storage)).toBe('fiery');
  });

  it('survives storage that refuses access', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSavedTheme(broken)).toBe('default');
    expect(saveTheme('fiery', broken)).toBe(false);
  });
});

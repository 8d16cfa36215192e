import { describe, expect, it } from 'vitest';
import { applyTheme, contrastRatio, readableOn, themeVariables, themesStylesheet, type Theme } from '../../src/domain/themes.ts';

const black: Theme = { id: 'black', name: 'Black', colors: { primary: '#000000', secondary: '#000000', accent: '#000000' } };

describe('theme variables', () => {
  it('tint the brand colours towards white by 90, 88 and 75 percent, and keep black as it is on white', () => {
    expect(themeVariables(black)).toMatchObject({
      '--brand-primary': '#000000',
      '--brand-secondary': '#000000',
      '--brand-accent': '#000000',
      '--brand-primary-strong': '#000000',
      '--brand-secondary-strong': '#000000',
      '--brand-on-accent': '#ffffff',
      '--brand-primary-fill': '#000000',
      '--brand-on-primary-fill': '#ffffff',
      '--brand-secondary-fill': '#000000',
      '--brand-on-secondary-fill': '#ffffff',
      '--brand-primary-soft': '#e6e6e6',
      '--brand-secondary-soft': '#e0e0e0',
      '--brand-accent-soft': '#bfbfbf',
    });
  });

  it('lighten a dark colour just enough to read on the dark footer', () => {
    const onDark = themeVariables(black)['--brand-primary-on-dark'];
    expect(contrastRatio(onDark, '#0f172a')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onDark, '#0f172a')).toBeLessThan(5);
    expect(readableOn('#808080', '#ffffff', 21)).toBe('#000000');
    expect(readableOn('#808080', '#000000', 21)).toBe('#ffffff');
    // Exactly at the ratio counts as readable.
    const ratio = contrastRatio('#767676', '#ffffff');
    expect(readableOn('#767676', '#ffffff', ratio)).toBe('#767676');
  });

  it('writes the default theme on :root and every theme on its own selector, one per line', () => {
    const fallback: Theme = { id: 'default', name: 'Default', colors: { primary: '#000000', secondary: '#000000', accent: '#000000' } };
    const css = themesStylesheet([{ ...black, colors: { ...black.colors, accent: '#ffffff' } }, fallback]).split('\n');
    expect(css).toHaveLength(3);
    expect(css[0].startsWith(':root{--brand-primary:#000000;--brand-secondary:#000000;--brand-accent:#000000;')).toBe(true);
    expect(css[1].startsWith('html[data-theme="black"]{--brand-primary:#000000;--brand-secondary:#000000;--brand-accent:#ffffff;')).toBe(true);
    expect(css[2].startsWith('html[data-theme="default"]{')).toBe(true);
    expect(themesStylesheet([black]).split('\n')[0].startsWith(':root{--brand-primary:#000000;')).toBe(true);
  });

  it('applies a theme to the page, the default by removing the attribute', () => {
    const root = { dataset: {} as Record<string, string> } as unknown as HTMLElement;
    applyTheme(root, 'forest');
    expect(root.dataset.theme).toBe('forest');
    applyTheme(root, 'default');
    expect(root.dataset.theme).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import themes from '../../src/content/themes.json' with { type: 'json' };
import { brandFill, contrastRatio, DEFAULT_THEME_ID, readableOn, textOn, themesStylesheet, themeVariables } from '../../src/domain/themes.ts';
import { themeSchema } from '../../src/domain/theme-schema.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0080ff', '#0080ff')).toBeCloseTo(1, 5);
  });

  it('matches known WCAG values', () => {
    // #767676 is the lightest grey that passes AA on white (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    // Pure red on white: 3.998:1.
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already passes', () => {
    expect(readableOn('#1e3a8a', '#ffffff')).toBe('#1e3a8a');
  });

  it('darkens a light colour just enough to pass on white', () => {
    const strong = readableOn('#ffe600', '#ffffff');
    expect(contrastRatio(strong, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(strong).not.toBe('#000000');
  });

  it('lightens a colour on a dark background', () => {
    const onDark = readableOn('#1e3a8a', '#0f172a');
    expect(contrastRatio(onDark, '#0f172a')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('textOn', () => {
  it('picks dark text on yellow and white text on navy', () => {
    expect(textOn('#ffe600')).toBe('#111827');
    expect(textOn('#1e3a8a')).toBe('#ffffff');
  });
});

describe('every theme in src/content/themes.json', () => {
  it('parses against the schema and includes the default theme', () => {
    for (const theme of themes) expect(() => themeSchema.parse(theme)).not.toThrow();
    expect(themes.map((theme) => theme.id)).toContain(DEFAULT_THEME_ID);
    expect(new Set(themes.map((theme) => theme.id)).size).toBe(themes.length);
  });

  for (const theme of themes) {
    describe(theme.id, () => {
      const vars = themeVariables(themeSchema.parse(theme));

      it('has --brand-*-strong readable on white (≥ 4.5:1) and readable white text on them', () => {
        for (const name of ['--brand-primary-strong', '--brand-secondary-strong']) {
          expect(contrastRatio(vars[name], '#ffffff'), `${name} ${vars[name]}`).toBeGreaterThanOrEqual(4.5);
        }
      });

      it('has readable text on its primary and secondary fills (≥ 4.5:1)', () => {
        for (const [fill, text] of [
          ['--brand-primary-fill', '--brand-on-primary-fill'],
          ['--brand-secondary-fill', '--brand-on-secondary-fill'],
        ]) {
          expect(contrastRatio(vars[text], vars[fill]), `${vars[text]} on ${vars[fill]}`).toBeGreaterThanOrEqual(4.5);
        }
      });

      it('has readable text on the accent colour', () => {
        const on = vars['--brand-on-accent'];
        expect(contrastRatio(on, theme.colors.accent), `${on} on ${theme.colors.accent}`).toBeGreaterThanOrEqual(4.5);
      });

      it('has on-dark brand colours readable on the dark footer (≥ 4.5:1)', () => {
        for (const name of ['--brand-primary-on-dark', '--brand-accent-on-dark']) {
          expect(contrastRatio(vars[name], '#0f172a'), `${name} ${vars[name]}`).toBeGreaterThanOrEqual(4.5);
        }
      });
    });
  }
});

describe('brandFill', () => {
  it('keeps the Orange theme bright: #FF8A00 itself with dark text, not a brown #B36100 with white', () => {
    const orange = themes.find((theme) => theme.id === 'orange-primary')!;
    const vars = themeVariables(themeSchema.parse(orange));
    expect(vars['--brand-primary-fill'].toLowerCase()).toBe('#ff8a00');
    expect(vars['--brand-on-primary-fill']).toBe('#111827');
    expect(contrastRatio('#111827', '#ff8a00')).toBeGreaterThanOrEqual(4.5);
  });

  it('deepens a colour white text nearly reads on (the default blue, the fiery red) and keeps white text', () => {
    expect(brandFill('#0080FF').text).toBe('#ffffff');
    expect(contrastRatio('#ffffff', brandFill('#0080FF').fill)).toBeGreaterThanOrEqual(4.5);
    expect(brandFill('#DC2626')).toEqual({ fill: '#dc2626', text: '#ffffff' });
  });
});

describe('themesStylesheet', () => {
  it('puts the default theme on :root and every theme on html[data-theme]', () => {
    const css = themesStylesheet(themes.map((theme) => themeSchema.parse(theme)));
    expect(css).toMatch(/^:root\{--brand-primary:#0080FF;/);
    for (const theme of themes) expect(css).toContain(`html[data-theme="${theme.id}"]{`);
  });
});

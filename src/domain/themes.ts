/**
 * Colour themes: the five themes of the theme picker, applied through CSS custom properties.
 * Each theme names three brand colours; this module derives from them the shades that text and
 * buttons need to stay readable (WCAG AA, 4.5:1), whatever colours a marketer picks.
 */

/** A theme as src/content/themes.json holds it (validated by ./theme-schema.ts at build time). */
export interface Theme {
  id: string;
  name: string;
  colors: { primary: string; secondary: string; accent: string };
}

/** Local-storage key of the visitor's saved theme. */
export const THEME_STORAGE_KEY = 'blackfoot-river-electric-theme';
export const DEFAULT_THEME_ID = 'default';

type Rgb = [number, number, number];

function toRgb(color: string): Rgb {
  const value = parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(color: string): number {
  const [r, g, b] = toRgb(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function mix(color: string, towards: string, amount: number): string {
  const from = toRgb(color);
  const to = toRgb(towards);
  return toHex(from.map((channel, index) => channel + (to[index] - channel) * amount) as Rgb);
}

/** The colour, darkened (or lightened) just enough to reach `ratio` against `background`. */
export function readableOn(color: string, background: string, ratio = 4.5): string {
  const towards = luminance(background) > 0.5 ? '#000000' : '#ffffff';
  for (let step = 0; step <= 100; step += 2) {
    const candidate = mix(color, towards, step / 100);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return towards;
}

/** Text colour (near-black or white) that reads best on a background. */
export function textOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio(DARK_TEXT, background) ? '#ffffff' : DARK_TEXT;
}

const DARK_TEXT = '#111827';

/**
 * A solid fill of a brand colour and the text on it. A bright colour that white text cannot read
 * on (under 3:1, e.g. orange #FF8A00) keeps its own colour and carries dark text, so the brand
 * stays bright instead of being darkened to brown; a colour that white text nearly reads on is
 * deepened just enough for white text (4.5:1).
 */
export function brandFill(color: string): { fill: string; text: string } {
  if (contrastRatio('#ffffff', color) < 3 && contrastRatio(DARK_TEXT, color) >= 4.5) return { fill: color, text: DARK_TEXT };
  return { fill: readableOn(color, '#ffffff'), text: '#ffffff' };
}

/** The CSS custom properties of one theme. */
export function themeVariables(theme: Theme): Record<string, string> {
  const { primary, secondary, accent } = theme.colors;
  const primaryStrong = readableOn(primary, '#ffffff');
  const secondaryStrong = readableOn(secondary, '#ffffff');
  const primaryFill = brandFill(primary);
  const secondaryFill = brandFill(secondary);
  return {
    '--brand-primary': primary,
    '--brand-secondary': secondary,
    '--brand-accent': accent,
    // Solid backgrounds that carry white text, and links/headings on white.
    '--brand-primary-strong': primaryStrong,
    '--brand-secondary-strong': secondaryStrong,
    '--brand-on-accent': textOn(accent),
    // Solid fills of the primary colour (buttons, badges, the assistant's header) and their text.
    '--brand-primary-fill': primaryFill.fill,
    '--brand-on-primary-fill': primaryFill.text,
    '--brand-secondary-fill': secondaryFill.fill,
    '--brand-on-secondary-fill': secondaryFill.text,
    // Light tints for section backgrounds and badges.
    '--brand-primary-soft': mix(primary, '#ffffff', 0.9),
    '--brand-secondary-soft': mix(secondary, '#ffffff', 0.88),
    '--brand-accent-soft': mix(accent, '#ffffff', 0.75),
    // Bright brand colour readable on the dark footer and hero.
    '--brand-primary-on-dark': readableOn(primary, '#0f172a'),
    '--brand-accent-on-dark': readableOn(accent, '#0f172a'),
  };
}

/** A stylesheet: the default theme on :root, every theme on html[data-theme="id"]. */
export function themesStylesheet(themes: Theme[]): string {
  const block = (selector: string, theme: Theme) =>
    `${selector}{${Object.entries(themeVariables(theme))
      .map(([name, value]) => `${name}:${value}`)
      .join(';')}}`;
  const fallback = themes.find((theme) => theme.id === DEFAULT_THEME_ID) ?? themes[0];
  return [block(':root', fallback), ...themes.map((theme) => block(`html[data-theme="${theme.id}"]`, theme))].join('\n');
}

/** Applies a theme to the page at once, as the picker does when a visitor chooses one. */
export function applyTheme(root: HTMLElement, themeId: string): void {
  if (themeId === DEFAULT_THEME_ID) delete root.dataset.theme;
  else root.dataset.theme = themeId;
}

/** The schema of a colour theme, used by the content collection (kept apart so browser code stays free of zod). */
import { z } from 'zod';
import type { Theme } from './themes.ts';

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colours are written #RRGGBB');

export const themeSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  name: z.string(),
  colors: z.object({ primary: hex, secondary: hex, accent: hex }),
}) satisfies z.ZodType<Theme>;

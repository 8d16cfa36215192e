import type { Config } from '@netlify/functions';
import { handleServe } from '../../src/server/images/handlers.ts';

/** GET /images/{name}: serves a stored image to anyone (the website uses them), cached for a year. */
export default handleServe;

export const config: Config = { path: '/images/:name' };

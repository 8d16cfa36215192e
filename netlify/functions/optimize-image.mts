import type { Config } from '@netlify/functions';
import { handleOptimize } from '../../src/server/images/handlers.ts';

/** POST /api/optimize-image (multipart: image, quality, width): optimizes and stores an image. Admin session. */
export default handleOptimize;

export const config: Config = { path: '/api/optimize-image' };

import type { Config } from '@netlify/functions';
import { handleList } from '../../src/server/images/handlers.ts';

/** GET /api/optimized-images: the stored images, newest first. Admin session. */
export default handleList;

export const config: Config = { path: '/api/optimized-images' };

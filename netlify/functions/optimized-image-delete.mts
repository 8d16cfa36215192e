import type { Config } from '@netlify/functions';
import { handleDelete } from '../../src/server/images/handlers.ts';

/** DELETE /api/optimized-images/{name}: deletes a stored image (and its AVIF sibling). Admin session. */
export default handleDelete;

export const config: Config = { path: '/api/optimized-images/:name' };

/** Runs in every integration test file before it loads: point @netlify/database and Blobs at the test services. */
import { inject } from 'vitest';

process.env.NETLIFY_DB_URL = inject('NETLIFY_DB_URL');
process.env.NETLIFY_DB_DRIVER = 'server';
process.env.NETLIFY_BLOBS_CONTEXT = inject('NETLIFY_BLOBS_CONTEXT');

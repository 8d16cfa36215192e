/** Runs in every integration test file before it loads: point @netlify/database at the test database. */
import { inject } from 'vitest';

process.env.NETLIFY_DB_URL = inject('NETLIFY_DB_URL');
process.env.NETLIFY_DB_DRIVER = 'server';

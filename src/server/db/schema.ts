/**
 * Drizzle table definitions, one file per concern. They mirror the SQL migrations under
 * netlify/database/migrations/, which are the source of truth for the database itself.
 */
export * from './leads-schema.ts';
export * from './assistant-schema.ts';
export * from './admin-schema.ts';

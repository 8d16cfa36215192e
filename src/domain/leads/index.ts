export * from './choices.ts';
export * from './schemas.ts';
export * from './spam.ts';
export * from './kinds.ts';
export * from './limits.ts';

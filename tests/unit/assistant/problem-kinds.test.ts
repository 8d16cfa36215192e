/** The kind of problem a visitor describes (src/domain/assistant/problem-kinds.ts): how the text is read, and when no problem is read. */
import { describe, expect, it } from 'vitest';
import { problemKind, type ProblemKind } from '../../../src/domain/assistant/problem-kinds.ts';

describe('not working, said with a contraction', () => {
  it.each<[string, ProblemKind]>([
    ["my outlet doesn't work", 'dead-outlet'],
    ["the outlet isn't working", 'dead-outlet'],
    ["the outlet won't work", 'dead-outlet'],
    ["the outlets aren't working", 'dead-outlet'],
    ['the outlet in the garage hasn’t worked since monday', 'dead-outlet'],
    ["my switch doesn't work", 'dead-switch'],
  ])('"%s" is %s', (message, kind) => {
    expect(problemKind(message)).toBe(kind);
  });

  it.each(['i want the outlet working', 'the plant outlet is working'])('"%s" is no problem (a word ending in "nt" is no contraction)', (message) => {
    expect(problemKind(message)).toBeUndefined();
  });
});

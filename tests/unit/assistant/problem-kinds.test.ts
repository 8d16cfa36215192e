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

describe('how the message is read', () => {
  it('an outlet dead with a light named in part of the house is the part of the house, not the outlet', () => {
    expect(problemKind('an outlet and a light in two rooms stopped working')).toBe('partial-power');
  });

  it('reads the first 2,000 characters only', () => {
    expect(problemKind(`${'x '.repeat(1000)}breaker keeps tripping`)).toBeUndefined();
    expect(problemKind(`${'x '.repeat(990)}breaker keeps tripping`)).toBe('breaker-trips');
  });

  it.each([undefined, null, 42])('reads %j as no problem', (message) => {
    expect(problemKind(message as unknown as string)).toBeUndefined();
  });

  it('a problem that may happen, asked about us, is no problem happening', () => {
    expect(problemKind('if my breaker trips at night, can someone come out?')).toBeUndefined();
    expect(problemKind('my breaker trips at night, can someone come out?')).toBe('breaker-trips');
  });
});

describe('a request for new work or a price', () => {
  it('reads no problem unless something is dead, trips, flickers or blows', () => {
    expect(problemKind('how much to fix my lights that go dim')).toBeUndefined();
    expect(problemKind('my lights go dim')).toBe('flicker');
  });

  it.each<[string, ProblemKind]>([
    ['can you install a new outlet where the old one does not work', 'dead-outlet'],
    ['how much to fix the breakers when they trip', 'breaker-trips'],
    ['how much to replace the fuses that blow', 'fuse'],
  ])('"%s" is still %s', (message, kind) => {
    expect(problemKind(message)).toBe(kind);
  });
});

describe('power to be run somewhere', () => {
  it('is work asked for, not an outage', () => {
    expect(problemKind('putting up a 40x60 pole barn about 400 feet from the house, can yall get power out there')).toBeUndefined();
    expect(problemKind('i need power ran out there, its about 200 feet from the house')).toBeUndefined();
    expect(problemKind('cabin up the blackfoot needs power out to the shed')).toBeUndefined();
  });
  it('while power that went out is one', () => {
    expect(problemKind('the power went out')).toBe('total-outage');
    expect(problemKind('our power is out')).toBe('total-outage');
  });
});

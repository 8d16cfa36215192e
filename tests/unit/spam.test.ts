import { describe, expect, it } from 'vitest';
import { flaggedReason, isSpamSignal, repeatsItself } from '../../src/domain/leads/spam.ts';

describe('spam signals', () => {
  it('only a filled honeypot is spam', () => {
    expect(isSpamSignal('honeypot')).toBe(true);
    for (const reason of ['too-fast', 'no-fill-time', null] as const) expect(isSpamSignal(reason)).toBe(false);
  });

  it('flags a fast form, links and repeated text, and nothing else', () => {
    expect(flaggedReason('too-fast', 'My panel hums at night.')).toBe('sent less than 3 s after the form opened');
    expect(flaggedReason('no-fill-time', 'My panel hums at night.')).toBeNull();
    expect(flaggedReason(null, 'My panel hums at night.')).toBeNull();
    expect(flaggedReason(null, 'Visit https://cheap.example now')).toBe('1 link in the message');
    expect(flaggedReason('too-fast', 'see www.a.example and b.com')).toBe('sent less than 3 s after the form opened; 2 links in the message');
    expect(flaggedReason(null, 'The breaker trips at 3.5 amps. Dr. Smith lives at No. 5.')).toBeNull();
  });

  it('finds repeated lines, few distinct words among many, and long runs of one character', () => {
    expect(repeatsItself('Call me back please\nCall me back please\ncall me back please')).toBe(true);
    expect(repeatsItself('cheap '.repeat(25))).toBe(true);
    expect(repeatsItself(`Help${'!'.repeat(20)}`)).toBe(true);
    expect(
      repeatsItself('Our 1970s fuse box needs replacing before we add a heat pump. The breaker by the door trips when the dryer and the oven run together, and the lights dim.'),
    ).toBe(false);
    expect(repeatsItself('ok\nok\nok')).toBe(false);
  });
});

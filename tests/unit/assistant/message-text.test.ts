/** The visitor's message as the language rules read it (src/domain/assistant/message-text.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tidyMessage } from '../../../src/domain/assistant/message-text.ts';

describe('tidyMessage', () => {
  it.each([
    ['runs of spaces become one', 'rewire  a 1940s   house', 'rewire a 1940s house'],
    ['tabs, no-break and thin spaces become spaces', 'panel\tupgrade\u00a0in\u2009Lolo', 'panel upgrade in Lolo'],
    ['the ends are trimmed', ' \t how much for a panel? \n', 'how much for a panel?'],
    ['a line break after punctuation becomes a space', 'hi,\nhow much for a panel?\ncan you come monday', 'hi, how much for a panel? can you come monday'],
    ['a line break after a word ends the sentence', 'Hello\nDo you do panel upgrades', 'Hello. Do you do panel upgrades'],
    ['blank lines and CRLF count as one break', 'first line\r\n\r\n  \r\nsecond line', 'first line. second line'],
    ['a comma against the next word gets its space', 'restaurant on brooks st,how often', 'restaurant on brooks st, how often'],
    ['so do a question mark, an exclamation mark and a semicolon', 'hi!do you wire hot tubs?mine;thanks', 'hi! do you wire hot tubs? mine; thanks'],
    ['a message in capitals is read in lower case', 'DO YOU DO PANEL UPGRADES? 1960S HOUSE', 'do you do panel upgrades? 1960s house'],
    ['curly apostrophes and quotes are straightened', 'what\u2019s a \u201cwhole home\u201d surge protector, y\u2018all', 'what\'s a "whole home" surge protector, y\'all'],
    ['emoji are taken out, with the space they leave before a mark', 'thanks 👍🏽! can you wire my 🛁 tub 🙏', 'thanks! can you wire my tub'],
    ['repeated question and exclamation marks become one', 'is this normal???? really?!', 'is this normal? really?'],
    ['an ellipsis between words is a pause, read as a comma', 'sent an email about a quote... how long\u2026 it takes', 'sent an email about a quote, how long, it takes'],
  ])('%s', (_, typed, read) => {
    expect(tidyMessage(typed)).toBe(read);
  });

  it.each([
    ['figures with thousands separators', 'about $1,500 for 2,000 sq ft'],
    ['an e-mail address and a web address', 'i wrote to office@blackfootriverelectric.example from www.example.com/page?id=2'],
    ['a full stop inside a name', 'do you go out to St.Regis'],
    ['capitals in a message that has lower case too', 'Is LED lighting worth it for my GE panel'],
    ['a message already tidy', 'how much to add 4 outlets, and can i pay monthly?'],
    ['an ellipsis at the end or between figures', 'so... 1.5... 2 hmm...'],
    ['a message of emoji alone', '😊👍'],
  ])('leaves %s as typed', (_, typed) => {
    expect(tidyMessage(typed)).toBe(typed);
  });

  it('reads any tidied text the same way again, on one line with single spaces', () => {
    const pieces = fc.constantFrom(
      ' ',
      '  ',
      '\t',
      '\n',
      '\r\n',
      '\u00a0',
      ',',
      '?',
      '!',
      '...',
      '\u2026',
      '\u2019',
      '"',
      'A',
      'b',
      '1',
      '.',
      '/',
      '@',
      '\u{1F64F}',
      '\u{1F3FD}',
      'word',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 24 }), (parts) => {
        const once = tidyMessage(parts.join(''));
        expect(tidyMessage(once)).toBe(once);
        expect(once).not.toMatch(/\s\s|\n|\t|^\s|\s$/);
      }),
      { numRuns: 2000, seed: 20261128 },
    );
  });

  it('reads a tidy message the same way again', () => {
    const once = tidyMessage('  WELL PUMP QUIT,\n\nBREAKER KEEPS  TRIPPING!!WHY ');
    expect(once).toBe('well pump quit, breaker keeps tripping! why');
    expect(tidyMessage(once)).toBe(once);
  });

  it('answers a message of spaces and line breaks alone with nothing', () => {
    expect(tidyMessage(' \n\t\u00a0\n ')).toBe('');
  });
});

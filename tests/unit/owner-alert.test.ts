import { describe, expect, it } from 'vitest';
import { displayPhone, inboxLink, ownerAlertTop, replyLink, telLink } from '../../src/server/leads/owner-alert.ts';

const lead = {
  kind: 'contact' as const,
  id: 42,
  name: 'Casey Morgan',
  phone: '406.555.0199',
  email: 'casey+home@example.com',
  serviceLabel: 'Panel Upgrades',
  callBack: 'Evening (5 PM - 8 PM)',
};

describe("the owner's alert", () => {
  it('makes a tap-to-call link from the number as the visitor typed it', () => {
    expect(telLink('(406) 555-0199')).toBe('tel:+14065550199');
    expect(telLink('+1 406 555 0199')).toBe('tel:+14065550199');
    expect(telLink('1-406-555-0199')).toBe('tel:+14065550199');
    expect(telLink('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(displayPhone('406.555.0199')).toBe('(406) 555-0199');
    expect(displayPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('links the reply and the lead in the inbox', () => {
    expect(replyLink('casey+home@example.com', 'Blackfoot River Electric')).toBe('mailto:casey%2Bhome@example.com?subject=Your%20request%20to%20Blackfoot%20River%20Electric');
    expect(inboxLink('https://site.example/', 'contact', 42)).toBe('https://site.example/admin?tab=leads&kind=contact&q=42');
  });

  it('opens with the name, the service, the call-back time, and the three links', () => {
    expect(ownerAlertTop(lead, 'https://site.example', 'Blackfoot River Electric').split('\n')).toEqual([
      'Casey Morgan · Panel Upgrades',
      'Call back: Evening (5 PM - 8 PM)',
      'Call (406) 555-0199: tel:+14065550199',
      'Reply by e-mail: mailto:casey%2Bhome@example.com?subject=Your%20request%20to%20Blackfoot%20River%20Electric',
      'Open in the inbox: https://site.example/admin?tab=leads&kind=contact&q=42',
    ]);
    expect(ownerAlertTop({ ...lead, email: null }, 'https://site.example', 'X')).not.toContain('Reply');
  });
});

describe('owner alert edges', () => {
  const alert = { kind: 'contact' as const, id: 1, name: 'Al', phone: '406 555 0100', email: null, serviceLabel: 'Panel Upgrades', callBack: 'Not requested' };

  it('writes tel: links for 10 digits, 11 starting with 1, and anything else as typed', () => {
    expect(telLink('1 (406) 555-0100')).toBe('tel:+14065550100');
    expect(telLink('2 (406) 555-0100')).toBe('tel:24065550100');
    expect(telLink('  +44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telLink('555-0100')).toBe('tel:5550100');
  });

  it('shows a US number with its area code, and another as typed, trimmed', () => {
    expect(displayPhone('+1 406.555.0100')).toBe('(406) 555-0100');
    expect(displayPhone('14065550100')).toBe('(406) 555-0100');
    expect(displayPhone('24065550100')).toBe('24065550100');
    expect(displayPhone('  555-0100 ')).toBe('555-0100');
    expect(displayPhone('1406555010')).toBe('(140) 655-5010');
  });

  it('leaves the reply line out without an e-mail', () => {
    expect(ownerAlertTop(alert, 'https://site.example/', 'B')).toBe(
      ['Al · Panel Upgrades', 'Call back: Not requested', 'Call (406) 555-0100: tel:+14065550100', 'Open in the inbox: https://site.example/admin?tab=leads&kind=contact&q=1'].join(
        '\n',
      ),
    );
  });
});

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

import { describe, expect, it } from 'vitest';
import { flaggedReason, repeatsItself, spamReason } from '../../src/domain/leads/spam.ts';
import { INITIAL_FORM, requestOf, wizardResult } from '../../src/domain/assistant/wizard.ts';

describe('spam signals, edges', () => {
  it('counts a honeypot only when something was typed in it', () => {
    expect(spamReason({ website: null, fillTimeMs: 5000 })).toBeNull();
    expect(spamReason({ website: '', fillTimeMs: 5000 })).toBeNull();
    expect(spamReason({ website: 0, fillTimeMs: 5000 })).toBe('honeypot');
  });

  it('needs a finite, non-negative fill time', () => {
    expect(spamReason({ fillTimeMs: -1 })).toBe('no-fill-time');
    expect(spamReason({ fillTimeMs: Number.POSITIVE_INFINITY })).toBe('no-fill-time');
    expect(spamReason({ fillTimeMs: 0 })).toBe('too-fast');
  });

  it('finds a line written three times (8 characters or more, any case), or few distinct words among 20 or more', () => {
    expect(repeatsItself('Call me now\ncall me NOW\n  Call me now  ')).toBe(true);
    expect(repeatsItself('Call me\nCall me\nCall me')).toBe(false);
    expect(repeatsItself('Call me now\nCall me now')).toBe(false);
    const words = (distinct: number, total: number) => Array.from({ length: total }, (_, i) => `w${i % distinct}`).join(' ');
    expect(repeatsItself(words(5, 20))).toBe(true);
    expect(repeatsItself(words(5, 19))).toBe(false);
    expect(repeatsItself(words(6, 20))).toBe(false);
    expect(repeatsItself(`${'a'.repeat(20)}`)).toBe(true);
    expect(repeatsItself(`${'a'.repeat(19)}`)).toBe(false);
    expect(repeatsItself('')).toBe(false);
  });

  it('explains a doubtful lead for the inbox', () => {
    expect(flaggedReason('too-fast')).toBe('sent less than 3 s after the form opened');
    expect(flaggedReason(null, 'see example.com and shop.net')).toBe('2 links in the message');
    expect(flaggedReason(null, 'see example.com')).toBe('1 link in the message');
    expect(flaggedReason('too-fast', 'Call me now\nCall me now\nCall me now')).toBe('sent less than 3 s after the form opened; repeated text in the message');
    expect(flaggedReason('no-fill-time', 'A normal message about outlets.')).toBeNull();
    expect(flaggedReason(null)).toBeNull();
  });
});

describe('the wizard result', () => {
  const NOW = new Date('2026-11-23T12:00:00Z');
  const form = { ...INITIAL_FORM, serviceType: 'outlets', quantity: 3, details: '  Kitchen  ', complications: ' old house ' };

  it('sends only the fields the service shows, trimmed', () => {
    expect(requestOf({ ...form, serviceType: 'panel', quantity: 5, roomCount: 4, panelAge: 'fuse', existingWiring: 'damaged' })).toMatchObject({
      serviceType: 'panel',
      quantity: 1,
      roomCount: 1,
      panelAge: 'fuse',
      existingWiring: 'unknown',
      details: 'Kitchen',
      complications: 'old house',
    });
    expect(requestOf({ ...form, panelAge: 'fuse' }).panelAge).toBe('unknown');
    expect(requestOf({ ...form, serviceType: '' }).serviceType).toBe('other');
  });

  it("shows the server's estimate, its time or the table's, and its explanation or none", () => {
    const answer = { estimate: { min: 450, max: 900, breakdown: { labor: 270, materials: 180 } }, timeEstimate: '5 hours', explanation: 'Three outlets.' };
    expect(wizardResult(form, answer, '(406) 555-0142', NOW)).toEqual({
      serviceLabel: 'Outlet Installation',
      buildingType: 'residential',
      details: 'Kitchen',
      generatedAt: '2026-11-23T12:00:00.000Z',
      min: 450,
      max: 900,
      breakdown: { labor: 270, materials: 180 },
      timeEstimate: '5 hours',
      explanation: 'Three outlets.',
      preliminary: false,
    });
    expect(wizardResult(form, { estimate: answer.estimate }, '(406) 555-0142', NOW)).toMatchObject({ timeEstimate: '4-6 hours', explanation: '', preliminary: false });
  });

  it('falls back to the local estimate when the server gives none or a zero one', () => {
    for (const response of [null, {}, { estimate: null }, { estimate: { min: 0, max: 0, breakdown: { labor: 0, materials: 0 } } }]) {
      expect(wizardResult(form, response, '(406) 555-0142', NOW)).toMatchObject({ min: 450, max: 900, timeEstimate: '4-6 hours', preliminary: true });
    }
  });

  it('gives the safety reply, and no price, for an emergency described in the form or answered by the server', () => {
    const local = wizardResult({ ...form, complications: 'sparks coming out of the panel' }, null, '(406) 555-0142', NOW);
    expect(local).toMatchObject({ min: 0, max: 0, breakdown: { labor: 0, materials: 0 }, timeEstimate: '', explanation: '', preliminary: false });
    expect(local.safety).toContain('(406) 555-0142');
    const server = wizardResult(form, { source: 'emergency', explanation: 'Leave the house and call 911.' }, '(406) 555-0142', NOW);
    expect(server.safety).toBe('Leave the house and call 911.');
  });
});

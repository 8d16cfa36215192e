import { describe, expect, it } from 'vitest';
import { INITIAL_FORM, requestOf, showsPanelAge, showsQuantity, showsRooms, showsWiring, stepCount, wizardResult, type WizardForm } from '../../../src/domain/assistant/wizard.ts';

const form = (overrides: Partial<WizardForm>): WizardForm => ({ ...INITIAL_FORM, ...overrides });
const PHONE = '(406) 555-0142';

describe('wizard field rules', () => {
  const services = ['outlets', 'panel', 'lighting', 'circuits', 'troubleshoot', 'fan', 'generator', 'smarthome', 'other'];
  it('shows quantity for outlets, lighting and fan only', () => {
    expect(services.filter(showsQuantity)).toEqual(['outlets', 'lighting', 'fan']);
  });
  it('shows rooms for outlets, lighting, circuits and smarthome only', () => {
    expect(services.filter(showsRooms)).toEqual(['outlets', 'lighting', 'circuits', 'smarthome']);
  });
  it('shows panel age for panel, circuits and generator only', () => {
    expect(services.filter(showsPanelAge)).toEqual(['panel', 'circuits', 'generator']);
  });
  it('shows wiring condition for outlets, lighting, circuits and fan only', () => {
    expect(services.filter(showsWiring)).toEqual(['outlets', 'lighting', 'circuits', 'fan']);
  });
  it('never counts below 1', () => {
    expect(stepCount(1, -1)).toBe(1);
    expect(stepCount(2, -1)).toBe(1);
    expect(stepCount(3, 1)).toBe(4);
  });
  it('has the spec defaults', () => {
    expect(INITIAL_FORM).toMatchObject({ buildingType: 'residential', quantity: 1, roomCount: 1, existingWiring: 'unknown' });
  });
  it('sends hidden fields at their defaults', () => {
    expect(requestOf(form({ serviceType: 'panel', quantity: 5, roomCount: 4, panelAge: 'fuse', existingWiring: 'damaged' }))).toMatchObject({
      quantity: 1,
      roomCount: 1,
      panelAge: 'fuse',
      existingWiring: 'unknown',
    });
    expect(requestOf(form({ serviceType: '' })).serviceType).toBe('other');
  });
});

describe('wizard result', () => {
  const now = new Date('2026-11-22T04:00:00Z');
  it('shows the server estimate', () => {
    const result = wizardResult(
      form({ serviceType: 'outlets', quantity: 3 }),
      { estimate: { min: 450, max: 900, breakdown: { labor: 270, materials: 180 } }, explanation: 'Three outlets.', timeEstimate: '4-6 hours' },
      PHONE,
      now,
    );
    expect(result).toMatchObject({ serviceLabel: 'Outlet Installation', min: 450, max: 900, timeEstimate: '4-6 hours', explanation: 'Three outlets.', preliminary: false });
  });
  it('gives the safety reply and no price when the form describes an emergency, with or without the server', () => {
    const offline = wizardResult(form({ serviceType: 'outlets', details: 'the kitchen outlet is sparking' }), null, PHONE, now);
    expect(offline).toMatchObject({ min: 0, max: 0, preliminary: false });
    expect(offline.safety).toMatch(/^Sparking is an emergency\./);
    expect(offline.safety).toContain(PHONE);
    const fromServer = wizardResult(
      form({ serviceType: 'panel', complications: 'breaker box feels hot' }),
      { estimate: null, source: 'emergency', explanation: 'Server safety reply.' },
      PHONE,
      now,
    );
    expect(fromServer.safety).toBe('Server safety reply.');
    expect(wizardResult(form({ serviceType: 'lighting', details: 'warm white LED lights in the hall' }), null, PHONE, now).safety).toBeUndefined();
  });

  it('falls back to the local preliminary estimate when none comes back', () => {
    const result = wizardResult(form({ serviceType: 'panel', buildingType: 'commercial' }), { estimate: null }, PHONE, now);
    expect(result).toMatchObject({ min: 1800, max: 6000, breakdown: { labor: 1080, materials: 720 }, timeEstimate: '1-2 days', preliminary: true });
    expect(result.explanation).toMatch(/preliminary/i);
    expect(result.explanation).toContain(PHONE);
    expect(wizardResult(form({ serviceType: 'lighting', quantity: 4 }), null, PHONE, now)).toMatchObject({ min: 400, max: 1600, timeEstimate: '4-8 hours' });
  });
});

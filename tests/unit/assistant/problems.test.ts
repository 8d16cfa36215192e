import { describe, expect, it } from 'vitest';
import { isCostQuestion, troubleshooterOffer } from '../../../src/server/assistant/problems.ts';
import { detectBuildingType, detectQuantity, detectServiceType } from '../../../src/server/assistant/service-detection.ts';

describe('troubleshooter offer and start node', () => {
  it.each([
    ['My lights flicker when the dryer runs', 'flickering-lights-1'],
    ['The kitchen lights dim every evening', 'flickering-lights-1'],
    ['My breaker trips every time I use the microwave', 'breaker-trips-1'],
    ['The circuit breaker keeps tripping', 'breaker-trips-1'],
    ['The power is out in half of my house', 'power-loss-1'],
    ['We have no power since this morning', 'power-loss-1'],
    ['My outlet is not working', 'outlet-issues-1'],
    ["The light switch in the hall doesn't work", 'outlet-issues-1'],
    ["The GFCI in the bathroom won't reset", 'outlet-issues-1'],
    ['There is a burning smell near the panel', 'burning-smell-1'],
    ['I saw sparks when I plugged in the vacuum', 'burning-smell-1'],
    ['I got a shock from the dishwasher', 'start'],
    ['We blew a fuse again', 'start'],
  ])('"%s" -> %s', (message, node) => {
    expect(troubleshooterOffer(message)).toEqual({ showTroubleshooterButton: true, troubleshooterStartNode: node });
  });

  it.each(['How much does a panel upgrade cost?', 'Do you serve Polson?', 'What are your hours?', 'I want to install a ceiling fan', 'Can you install new outlets in my garage?'])(
    'no offer for "%s"',
    (message) => {
      expect(troubleshooterOffer(message)).toEqual({ showTroubleshooterButton: false, troubleshooterStartNode: null });
    },
  );
});

// The intent router replaces the spec's cost-word rule (docs/decisions/0005-intent-router.md):
// only a price question about a job of the price table goes to the estimate helper.
describe('what goes to the estimate helper', () => {
  it.each([
    ['How much does a panel upgrade cost?', true],
    ['What is the price of new outlets?', true],
    ['HOW MUCH 2 INSTALL A CEILING FAN', true],
    ['ballpark for 3 recessed lights?', true],
    ['Can I get an estimate?', false],
    ['Do you give free quotes?', false],
    ['What do you charge per hour?', false],
    ['Are there any fees for an after-hours call?', false],
    ['Is a generator worth it?', false],
    ['Is it expensive to rewire a house?', false],
    ['thanks so much!', false],
    ['Do you serve Polson, MT?', false],
    ['My lights flicker', false],
    ['Do you do commercial work?', false],
  ])('"%s" -> %s', (message, expected) => {
    expect(isCostQuestion(message)).toBe(expected);
  });
});

describe('reading a chat message for the estimate', () => {
  it.each([
    ['I need 4 new outlets in my garage', 'outlets', 4, 'residential'],
    ['Install three recessed lights in the kitchen', 'lighting', 3, 'residential'],
    ['Replace our fuse box with a 200 amp panel', 'panel', 1, 'residential'],
    ['Two ceiling fans with lights for our office', 'fan', 2, 'commercial'],
    ['Standby generator for a warehouse', 'generator', 1, 'industrial'],
    ['Set up a smart home system', 'smarthome', 1, 'residential'],
    ['Add a dedicated circuit for an EV charger', 'circuits', 1, 'residential'],
    ['Rewire my whole 1950s house', 'unknown', 1, 'residential'],
    // A shop alone is a home's outbuilding (record 0033, "Eighth round"); a kind of business makes it commercial.
    ['Something is not working in my shop', 'troubleshoot', 1, 'residential'],
    ['Something is not working in my coffee shop', 'troubleshoot', 1, 'commercial'],
    ['Hang a picture', 'unknown', 1, 'residential'],
    ['Service: Outlet Installation\nBuilding type: commercial\nQuantity: 6', 'outlets', 6, 'commercial'],
    ['Service: Other Service\nBuilding type: residential\nDetails: a new light over the sink', 'other', 1, 'residential'],
    ['Service: Smart Home Setup\nDetails: smart outlets and switches', 'smarthome', 1, 'residential'],
    ['Service type: troubleshoot', 'troubleshoot', 1, 'residential'],
    // A voltage before an outlet is its kind, not a count; a 240 V outlet is a circuit job.
    ['what would you charge to put in a 240 outlet for a dryer', 'circuits', 1, 'residential'],
    ['recessed lighting in the kitchen, like 8 cans', 'lighting', 8, 'residential'],
  ])('"%s" -> %s x%i, %s', (message, service, quantity, building) => {
    expect(detectServiceType(message)).toBe(service);
    expect(detectQuantity(message)).toBe(quantity);
    expect(detectBuildingType(message)).toBe(building);
  });

  it('uses the hinted service type when the message names none', () => {
    expect(detectServiceType('how much would that be?', 'panel')).toBe('panel');
    expect(detectServiceType('how much would that be?', 'nonsense')).toBe('unknown');
  });
});

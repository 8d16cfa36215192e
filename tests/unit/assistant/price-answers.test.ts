import { describe, expect, it } from 'vitest';
import { priceText, problemAnswerText, unknownAnswerText } from '../../../src/server/assistant/answerer.ts';

const CLOSING = 'The exact price depends on your project, and estimates are free: call us at (406) 555-0142, or use the Estimate tab for a closer figure.';
const OUTLET_GUIDANCE =
  'Typical outlet prices: Standard outlet replacement: $100-200 per outlet; GFCI outlet: $120-250 per outlet; USB outlet: $150-275 per outlet; Smart outlet: $150-300 per outlet.';

describe("the assistant's price answers (the spec's table)", () => {
  it.each([
    [
      'how much for 3 outlets',
      'outlets',
      `Outlet Installation: our estimator's preliminary range for 3 outlets is $450 - $900, and the work takes about 4-6 hours. ${OUTLET_GUIDANCE} ${CLOSING}`,
    ],
    [
      'price of an outlet',
      'outlets',
      `Outlet Installation: our estimator's preliminary range per outlet is $150 - $300, and the work takes about 2-3 hours. ${OUTLET_GUIDANCE} ${CLOSING}`,
    ],
    ['cost of a ceiling fan', 'fan', `Ceiling Fan Installation: our estimator's preliminary range is $200 - $500, and the work takes about 2-4 hours per fan. ${CLOSING}`],
    [
      'lights for my restaurant',
      'lighting',
      `Lighting Installation: our estimator's preliminary range per fixture in a commercial building is $100 - $400, and the work takes about 1-3 hours. ${CLOSING}`,
    ],
    ['6 lights', 'lighting', `Lighting Installation: our estimator's preliminary range for 6 fixtures is $600 - $2,400, and the work takes about 1-2 days. ${CLOSING}`],
    [
      'generator for my warehouse',
      'generator',
      `Generator Installation: our estimator's preliminary range in an industrial building is $6,000 - $22,500, and the work takes about 1-3 days. ${CLOSING}`,
    ],
  ])('"%s" (%s)', (question, service, text) => {
    expect(priceText(question, service as never)).toBe(text);
  });

  it('gives both panel figures for a panel', () => {
    expect(priceText('panel upgrade cost', 'panel')).toBe(
      "Panel Upgrade/Replacement: our estimator's preliminary range is $1,200 - $4,000, and the work takes about 1-2 days. Two figures, for two purposes: most panel upgrades cost about $1,500 to $4,000 (the typical price in our FAQ), and our online estimator's preliminary range for a panel, before anyone has seen it, is $1,200 - $4,000. The free on-site estimate sets your price. " +
        CLOSING,
    );
  });

  it('answers the unknown and an unexplained problem with the phone, the hours and what to do', () => {
    expect(unknownAnswerText()).toBe(
      "I'm not sure about that: our website doesn't say, and I won't guess. Please call us at (406) 555-0142 (Monday - Friday 7:00 AM - 5:00 PM; emergencies 24/7) or e-mail office@blackfootriverelectric.example, and we'll be glad to help. Here I can answer questions about our electrical services, service area, hours and prices, give a rough cost estimate, or help you troubleshoot a problem.",
    );
    expect(problemAnswerText('(406) 555-0000')).toBe(
      "I can't see your wiring from here, so I won't guess at the cause. For a service visit, call us at (406) 555-0000 (Monday - Friday 7:00 AM - 5:00 PM; emergencies 24/7). If you smell burning, see sparks or smoke, or anything feels hot, switch that circuit off at the panel if you safely can and call right away.",
    );
  });
});

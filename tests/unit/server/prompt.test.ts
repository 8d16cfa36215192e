import { describe, expect, it } from 'vitest';
import { businessFacts, chatMessages, estimateMessages, passagesBlock, priceGuidance } from '../../../src/server/assistant/prompt.ts';

const passage = { id: 'faq:panel', kind: 'faq' as const, page: 'FAQ', title: 'Panel upgrades', text: 'Most panel upgrades take a day.', keywords: '', url: '/#faq' };

describe('the AI prompts', () => {
  it('state the business facts of the profile', () => {
    const facts = businessFacts();
    expect(facts).toContain('Business: Blackfoot River Electric, ');
    expect(facts).toContain('Phone: (406) 555-0142. E-mail: office@blackfootriverelectric.example.');
    expect(facts).toContain('Based in Bonner, MT 59823.');
    expect(facts).toContain('in Montana ONLY');
    expect(facts.split('\n')).toHaveLength(6);
  });

  it('give the spec price table, per item for outlets and lighting, with the typical time', () => {
    const guidance = priceGuidance();
    expect(guidance).toContain('- Outlet Installation (outlets): $150-300 each; typical time 2-3 hours');
    expect(guidance).toContain('- Lighting Installation (lighting): $100-400 each; typical time 1-3 hours');
    expect(guidance).toContain('- Panel Upgrade/Replacement (panel): $1200-4000; typical time 1-2 days');
    expect(guidance).toContain('- Generator Installation (generator): $4000-15000; typical time 1-3 days');
    expect(guidance).toContain('- Other Service (other): $300-1500; typical time Varies based on project details');
    expect(guidance).toContain('Standard outlet replacement: $100-200 per outlet');
    expect(guidance).toContain('about 1.5 times more');
  });

  it('number the passages with their address, or say there are none', () => {
    expect(passagesBlock([])).toBe('(no matching passages)');
    const block = passagesBlock([passage, { ...passage, title: 'Second', text: 'Two.' }]);
    expect(block).toMatch(/^\[1\] Panel upgrades \(https?:\/\/[^)]+\/#faq\)\nMost panel upgrades take a day\.\n\n\[2\] Second \(/);
  });

  it('send the system prompt, the history and the question, and the visitor context only when there is one', () => {
    const history = [
      { role: 'user' as const, content: 'Hi' },
      { role: 'assistant' as const, content: 'Hello!' },
    ];
    const messages = chatMessages('Do you serve Polson?', [passage], history, 'Location: Polson');
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages.slice(1)).toEqual([...history, { role: 'user', content: 'Do you serve Polson?' }]);
    expect(messages[0].content).toMatch(/^You are the website assistant of Blackfoot River Electric, an electrical contractor in Western Montana\./);
    expect(messages[0].content).toContain('suggest calling (406) 555-0142');
    expect(messages[0].content).toContain('[1] Panel upgrades');
    expect(messages[0].content.endsWith('\n\nWhat the visitor has told us so far: Location: Polson')).toBe(true);
    expect(chatMessages('Hi', [], [])[0].content).not.toContain('What the visitor has told us so far');
  });

  it('ask for the estimate JSON with the service types, and cut each history message to 300 characters', () => {
    const messages = estimateMessages('Three outlets', 'outlets', [{ role: 'user', content: 'x'.repeat(400) }]);
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[0].content).toContain('"serviceType": one of "outlets", "panel", "lighting", "circuits", "troubleshoot", "fan", "generator", "smarthome", "other"');
    expect(messages[1].content).toBe(`Recent conversation:\nuser: ${'x'.repeat(300)}\n\nService type (if known): outlets\nRequest: Three outlets`);
    expect(estimateMessages('Panel', 'unknown', [])[1].content).toBe('Service type (if known): unknown\nRequest: Panel');
  });
});

describe('the AI prompts, line by line', () => {
  it('state every business fact of the profile, in order', () => {
    expect(businessFacts().split('\n')).toEqual([
      'Business: Blackfoot River Electric, licensed & insured electrical contractor, 15+ years of experience.',
      'Based in Bonner, MT 59823.',
      'Phone: (406) 555-0142. E-mail: office@blackfootriverelectric.example. Website: https://blackfootriverelectric.example.',
      'Office hours: Monday - Friday 7:00 AM - 5:00 PM. Emergency services available 24/7.',
      'Service area: Missoula, Ravalli and Lake counties in Montana ONLY, including Bonner, Missoula, East Missoula, Milltown, Clinton, Potomac, Seeley Lake, Frenchtown, Lolo, Florence, Stevensville, Victor, Hamilton, Polson, Ronan.',
      'Free estimates. Emergency rates may apply after hours. Financing is available for larger projects, subject to credit approval.',
    ]);
  });

  it('end the price guidance with the two panel figures and the jobs outside the table, one a line', () => {
    const lines = priceGuidance().split('\n');
    expect(lines).toHaveLength(13);
    expect(lines[11]).toBe(
      'Panel upgrades have two figures; whenever you give a panel price, say this sentence as written: "Two figures, for two purposes: most panel upgrades cost about $1,500 to $4,000 (the typical price in our FAQ), and our online estimator\'s preliminary range for a panel, before anyone has seen it, is $1,200 - $4,000. The free on-site estimate sets your price."',
    );
    expect(lines[12]).toBe(
      'Whole-house rewiring, service upgrades and new construction are not in this table: never price them from it; give what the site says (timeline, what drives the cost) and offer the free on-site estimate.',
    );
  });

  it('end the chat system prompt with the passages when the visitor has told us nothing', () => {
    expect(chatMessages('Hi', [], [])[0].content.endsWith('like [1].\n\nSite passages:\n(no matching passages)')).toBe(true);
  });

  it('put each message of the recent conversation on a line of its own', () => {
    const messages = estimateMessages('Three outlets', 'outlets', [
      { role: 'user', content: 'a' },
      { role: 'assistant', content: 'b' },
    ]);
    expect(messages[1].content).toBe('Recent conversation:\nuser: a\nassistant: b\n\nService type (if known): outlets\nRequest: Three outlets');
  });
});

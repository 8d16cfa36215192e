import { readFileSync, readdirSync } from 'node:fs';
import { PANEL_FIGURES_TEXT } from '../../../src/domain/assistant/estimator.ts';
import { describe, expect, it } from 'vitest';
import { knowledgeJson } from '../../../tools/build-knowledge.mjs';
import { answerFromKnowledge } from '../../../src/server/assistant/answerer.ts';
import { getKnowledgeBase } from '../../../src/server/assistant/knowledge.ts';
import { CURATED_MIN_SIMILARITY, matchCurated } from '../../../src/server/assistant/curated.ts';
import { termSimilarity } from '../../../src/server/assistant/text.ts';
import { parseRateLimit } from '../../../src/server/rate-limit.ts';
import { QUALITY_CASES } from '../../quality/assistant-questions.ts';

const generatedPath = new URL('../../../src/server/assistant/knowledge.generated.json', import.meta.url);

describe('the knowledge base', () => {
  it('is generated from the current src/content (run `node tools/build-knowledge.mjs` after editing content)', () => {
    expect(readFileSync(generatedPath, 'utf8')).toBe(knowledgeJson());
  });

  it('indexes every service page, local area, FAQ item and the profile, each passage with the page it came from', () => {
    const { passages, index } = getKnowledgeBase();
    // Every passage but the three found only by their business-fact question (record 0033).
    expect(passages.filter((passage) => passage.factOnly).map((passage) => passage.id)).toEqual(['profile:reply-time', 'privacy:assistant', 'privacy:sharing']);
    expect(index.documentCount).toBe(passages.length - 3);
    const services = readdirSync(new URL('../../../src/content/services', import.meta.url)).map((file) => file.replace(/\.md$/, ''));
    for (const service of services) expect(passages.some((passage) => passage.id.startsWith(`service:${service}:`))).toBe(true);
    const faq = JSON.parse(readFileSync(new URL('../../../src/content/faq.json', import.meta.url), 'utf8')) as { id: string }[];
    for (const item of faq) expect(passages.some((passage) => passage.id === `faq:${item.id}`)).toBe(true);
    for (const id of [
      'profile:email',
      'profile:phone',
      'profile:address',
      'profile:years',
      'profile:licence',
      'profile:emergency',
      'profile:hours:saturday',
      'profile:hours:monday',
      'terms:payment',
      'terms:warranty-of-workmanship',
      'terms:estimates',
    ]) {
      expect(
        passages.some((passage) => passage.id === id),
        id,
      ).toBe(true);
    }
    const testimonials = JSON.parse(readFileSync(new URL('../../../src/content/testimonials.json', import.meta.url), 'utf8')) as { id: string }[];
    for (const item of testimonials) expect(passages.some((passage) => passage.id === `testimonial:${item.id}`)).toBe(true);
    // Each area page's own text and questions and answers, cited with that page.
    const areas = readdirSync(new URL('../../../src/content/areas', import.meta.url)).map((file) => file.replace(/\.md$/, ''));
    for (const area of areas) {
      expect(passages.some((passage) => passage.id === `area:${area}:faq:0` && passage.kind === 'faq' && passage.url === `/service-areas/${area}`)).toBe(true);
      expect(passages.some((passage) => passage.id === `area:${area}:body:0` && passage.url === `/service-areas/${area}`)).toBe(true);
    }
    const pages = new Set([
      ...areas.map((area) => `/service-areas/${area}`),
      '/',
      '/terms-of-service',
      '/financing.html',
      '/services/residential',
      '/services/commercial',
      '/services/emergency',
      '/services/generator-installation',
      '/services/panel-upgrade',
      '/privacy-policy',
    ]);
    const anchors = new Set([
      '',
      'about',
      'contact',
      'local-areas',
      'ai-assistant',
      'services',
      'signs',
      'benefits',
      'process',
      'why-us',
      'covers',
      'how-it-works',
      'testimonials',
    ]);
    for (const passage of passages) {
      const [path, anchor = ''] = passage.url.split('#');
      expect(pages.has(path || '/'), passage.id).toBe(true);
      if (!anchor.startsWith('area-')) expect(anchor === '' || path !== '/' ? true : anchors.has(anchor), `${passage.id} -> ${passage.url}`).toBe(true);
    }
  });

  it('prices from the table: the estimator range for what was asked, both panel figures, the free estimate', () => {
    expect(answerFromKnowledge('how much to put in 6 recessed lights').text).toContain('$600 - $2,400');
    expect(answerFromKnowledge('ballpark on going from 100 amp to 200 amp?').text).toContain(PANEL_FIGURES_TEXT);
    const fan = answerFromKnowledge('HOW MUCH 2 HANG A CEILING FAN');
    expect(fan).toMatchObject({ source: 'price', text: expect.stringContaining('$200 - $500') });
    expect(fan.text).toContain('estimates are free');
    expect(fan.actions.map((action) => action.type)).toEqual(['call', 'estimate']);
  });

  it('never invents: every knowledge answer is made of indexed passages and the phone line', () => {
    const { passages } = getKnowledgeBase();
    const corpus = passages.map((passage) => passage.text);
    let checked = 0;
    for (const { question } of QUALITY_CASES) {
      const answer = answerFromKnowledge(question);
      if (answer.source !== 'knowledge') continue;
      checked += 1;
      // The fixed sentences around the passages: the direct "Yes, we do." (or "Yes:" in front of a
      // sentence of a passage), the two panel figures and the next step.
      let rest = answer.text
        .replace(/^Yes, we do\. |^Yes: /, '')
        .replace(PANEL_FIGURES_TEXT, '')
        .replace(/ (?:For a free estimate, call us at|Questions\? Call us at) \(406\) 555-0142\.$| Estimates are free\.$/, '');
      for (const passage of answer.passages) {
        const text = passage.text.trim();
        const quoted = passage.question ? `"${passage.question}" ${text}` : text;
        rest = rest.replace(quoted, '').replace(text, '');
        // A list item of what financing covers, inside a sentence: its heading and its text in lower case.
        const [heading, item] = text.split(/:\s*/, 2);
        if (item && /:covers:\d+$/.test(passage.id))
          rest = rest.replace(/financing can cover [^(]*\(([^)]*)\)\./, (whole, described: string) =>
            item.toLowerCase().startsWith(described.toLowerCase()) && heading ? '' : whole,
          );
      }
      // What is left is made of parts of the passages ("financing options are available ..."), each found in one of them.
      const parts = rest
        .split(/(?<=\.)\s+/)
        .map((part) => part.trim())
        .filter(Boolean);
      for (const part of parts)
        expect(
          answer.passages.some((passage) => passage.text.toLowerCase().includes(part.toLowerCase())),
          `${question}: "${part}"`,
        ).toBe(true);
      expect(answer.passages.some((passage) => corpus.includes(passage.text))).toBe(true);
    }
    // Most of the visitor questions are answered from the passages (29 of 56; the price questions
    // are answered from the price table, the area questions from the profile), so the loop checked them.
    expect(checked).toBeGreaterThanOrEqual(25);
  });
});

describe('curated entries', () => {
  const entries = [
    { id: 1, question: 'Do you offer a discount for seniors?', answer: 'Seniors get 10% off.', category: 'pricing' },
    { id: 2, question: 'Can I pay with a credit card?', answer: 'Yes, all major cards.', category: 'contact' },
  ];

  it.each([
    ['Do you offer any discount for seniors?', 1],
    ['can i pay by credit card', 2],
    ['Do you serve Polson?', undefined],
    ['What is a discount?', undefined],
  ])('"%s" -> entry %s', (question, id) => {
    expect(matchCurated(question, entries)?.entry.id).toBe(id);
  });

  it('records the similarity of the match', () => {
    expect(matchCurated('Do you offer a discount for seniors?', entries)?.similarity).toBe(1);
  });

  it('answers from an entry from a similarity of 0.7 up, not below', () => {
    // Ten subject words each; 7 shared: 7 / sqrt(10 x 10) = 0.7 exactly. With an eleventh word
    // in the question: 7 / sqrt(10 x 11) = 0.667.
    const entry = { id: 3, question: 'alpha bravo charlie delta echo foxtrot golf hotel india juliet', answer: 'Curated.', category: 'general' };
    const atThreshold = 'alpha bravo charlie delta echo foxtrot golf kilo lima mike';
    expect(termSimilarity(atThreshold, entry.question)).toBe(0.7);
    expect(matchCurated(atThreshold, [entry])).toEqual({ entry, similarity: 0.7 });
    expect(matchCurated(`${atThreshold} november`, [entry])).toBeUndefined();
    expect(CURATED_MIN_SIMILARITY).toBe(0.7);
  });

  it('picks the closest of several entries and rounds the similarity to three decimals', () => {
    const near = { id: 4, question: 'alpha bravo charlie', answer: 'Near.', category: 'general' };
    const nearer = { id: 5, question: 'alpha bravo charlie delta', answer: 'Nearer.', category: 'general' };
    expect(matchCurated('alpha bravo charlie delta', [near, nearer])?.entry.id).toBe(5);
    expect(matchCurated('alpha bravo charlie delta', [nearer, near])?.entry.id).toBe(5);
    // 3 shared of 3 and 4 words: 3 / sqrt(12) = 0.8660...
    expect(matchCurated('alpha bravo charlie', [nearer])?.similarity).toBe(0.866);
    expect(matchCurated('anything at all', [])).toBeUndefined();
  });
});

describe('rate limit setting', () => {
  it.each([
    [undefined, { limit: 30, windowSeconds: 600 }],
    ['50', { limit: 50, windowSeconds: 600 }],
    ['5/60', { limit: 5, windowSeconds: 60 }],
    ['0', { limit: 30, windowSeconds: 600 }],
    ['lots', { limit: 30, windowSeconds: 600 }],
  ])('ASSISTANT_RATE_LIMIT=%s', (value, expected) => {
    expect(parseRateLimit(value, { limit: 30, windowSeconds: 600 })).toEqual(expected);
  });
});

/**
 * Classes of messages from the seventh round (docs/decisions/0033-assistant-answer-classes.md,
 * "Seventh round"). Whole offline answers (src/server/assistant/answerer.ts), no database; the
 * expected texts are the site's own sentences.
 */
import { describe, expect, it } from 'vitest';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';
import { answerFromKnowledge } from '../../../src/server/assistant/answerer.ts';

const answer = (question: string) => answerFromKnowledge(question, undefined, routeMessage(question));

describe('a request for work the site lists: "Yes, we do." first', () => {
  it.each([
    // A relative clause ("where there's", "which has") is no question of its own.
    ['want to put a ceiling fan in the cabin bedroom where theres just a bare bulb hanging now', 'Ceiling fans'],
    ['we want a ceiling fan in the room which has the old light', 'Ceiling fans'],
    // The work said as "it": the thing named beside it is the job.
    ["Hot tub getting delivered in May. Can your crew wire it up? It's going on the back deck", 'Hot tub'],
    ['getting a sauna in the spring, could someone wire that', 'sauna'],
  ])('%s', (question, listed) => {
    const reply = answer(question);
    expect(reply.text).toMatch(/^Yes, we do\./);
    expect(reply.text).toContain(listed);
  });

  it.each([
    // A question word that asks stays a question: no yes to a question about the thing.
    ['where should a ceiling fan go in a small bedroom'],
    // "It" for a thing no list of ours names.
    ['we have a wood stove coming, can you hook it up'],
    ['got a solar panel kit, can you wire it up'],
  ])('%s: no yes', (question) => {
    expect(answer(question).text).not.toMatch(/^Yes, we do\./);
  });
});

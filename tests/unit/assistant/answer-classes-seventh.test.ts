/**
 * Classes of messages from the seventh round (docs/decisions/0033-assistant-answer-classes.md,
 * "Seventh round"). Whole offline answers (src/server/assistant/answerer.ts), no database; the
 * expected texts are the site's own sentences.
 */
import { describe, expect, it } from 'vitest';
import { classifyEmergency } from '../../../src/domain/assistant/emergency.ts';
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

describe('emergencies in other words', () => {
  it.each([
    // Water said by how it moves, several words before the wiring it reaches.
    ['snowmelt is leaking through the ceiling and running down the wall right into the outlet', 'water'],
    ['rain is coming in around the window and dripping down behind the light switch', 'water'],
    ['the gutter leaks down onto the outdoor outlet every time it rains', 'water'],
    ['meltwater is getting in behind the meter base', 'water'],
    // A possessive or a contraction without its apostrophe still names the person held.
    ['my husbands hand is stuck to the welder lead and hes shaking and not letting go PLEASE', 'shock'],
    ['my sons hand is stuck on the extension cord he cant let go', 'shock'],
  ])('%s: %s', (question, kind) => {
    expect(classifyEmergency(question)?.kind).toBe(kind);
    expect(routeMessage(question).intent).toBe('emergency');
  });

  it.each([
    'pouring concrete in the garage and need an outlet moved',
    'we are pouring a slab for the shop, can you run power out to it',
    'the roof leak last spring is fixed, now i need a new outlet in the bedroom',
    'the kids were running around the outlet covers are missing',
  ])('%s: no emergency', (question) => {
    expect(classifyEmergency(question)).toBeNull();
  });
});

describe('business facts in other words', () => {
  it.each([
    ['what does the troubleshooter button do', 'site-tool'],
    ['how does the calculator tab work', 'site-tool'],
    ['filled out the contact thing this morning how soon will somebody get back to me', 'reply-time'],
    ['submitted my info on the form, when will you get back to me', 'reply-time'],
    ['you come to my house to look the job, i must pay for this visit?', 'free-estimate'],
    ['do you charge to come out and give a quote', 'free-estimate'],
    ['if i put my phone and address in your form does that get sold to marketers', 'privacy'],
    ['is my email shared with third parties', 'privacy'],
  ])('%s: the business fact %s', (question, fact) => {
    expect(routeMessage(question)).toMatchObject({ intent: 'business-fact', fact });
  });

  it('answers "do I pay for this visit?" with the general terms, not the generator or commercial page', () => {
    const reply = answer('you come to my house to look the job, i must pay for this visit?');
    expect(reply.text).toMatch(/^Estimates are free\./);
    expect(reply.text).not.toMatch(/generator|commercial/i);
  });

  it('still answers a business with the commercial page', () => {
    expect(answer('do you charge for an estimate for commercial projects').text).toMatch(/commercial/i);
  });
});

describe('small talk in other languages', () => {
  it.each([
    ['gracias amigo', 'thanks'],
    ['merci', 'thanks'],
    ['adios', 'goodbye'],
  ])('%s: %s', (question, kind) => {
    expect(routeMessage(question)).toMatchObject({ intent: 'smalltalk', smalltalk: kind });
  });
});

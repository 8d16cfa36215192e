/**
 * More classes of messages strangers type (docs/decisions/0033-assistant-answer-classes.md, second
 * round): a business fact in slang or with filler, the price of work no page prices, know-how of
 * generator hookups and power to another building, the yes first for more ways of asking, towns the
 * profile does not list, and facts about the company the site does not give. Router decisions and
 * whole offline answers (src/server/assistant/answerer.ts), no database.
 */
import { describe, expect, it } from 'vitest';
import { answerFromKnowledge, problemAnswerText } from '../../../src/server/assistant/answerer.ts';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';
import { getKnowledgeBase, searchPassages } from '../../../src/server/assistant/knowledge.ts';

const answer = (question: string) => answerFromKnowledge(question, undefined, routeMessage(question));
const route = (question: string) => {
  const { intent, fact, problem } = routeMessage(question);
  return Object.fromEntries(Object.entries({ intent, fact, problem }).filter(([, value]) => value !== undefined));
};

describe('what a message is about', () => {
  it.each([
    // After-hours rates asked with a clock time; a price that could change asked in other words ("open the walls" asks nothing about hours).
    ['will it cost extra if u come out at like 2am', { intent: 'price', fact: 'rates' }],
    ['what if i need someone at 11pm, does that cost more', { intent: 'price', fact: 'rates' }],
    ['what if the job ends up costing more than the estimate once u open the walls', { intent: 'business-fact', fact: 'price-changes' }],
    ['will the price go over the quote if theres surprises behind the drywall', { intent: 'business-fact', fact: 'price-changes' }],
    // Where we are, asked as "local"; the warranty before payment; financing asked with words of cost.
    ['are you guys a local outfit', { intent: 'business-fact', fact: 'address' }],
    ['if something you installed quits after 6 months do i have to pay to fix it', { intent: 'business-fact', fact: 'warranty' }],
    ['can i spread out the cost of a panel upgrade', { intent: 'business-fact', fact: 'financing' }],
    // What the site does not say: the company's size and owners (a fact about us it does not state), jobs with us, a fax, a set fee.
    ['how many electricians work for you', { intent: 'business-fact', fact: 'unstated' }],
    ['are you a family owned business', { intent: 'business-fact', fact: 'unstated' }],
    ['are you hiring electricians', { intent: 'out-of-scope' }],
    ['whats your fax number', { intent: 'out-of-scope' }],
    ['whats the minimum charge', { intent: 'price', fact: 'set-fee' }],
    // Power brought to a building, and an outage that keeps happening, are no problem happening now.
    ['can you run power out to a new pole barn about 200 ft from the house', { intent: 'service' }],
    ['every time the power goes out our well pump stops and we got no water', { intent: 'service' }],
    // A town named beside a question about the work; a price with a verb of doing after "run to".
    ['we want to rewire our farmhouse in florence, how long would that take', { intent: 'service' }],
    ['what would it run to rewire an old farmhouse in stevensville', { intent: 'price' }],
    // Not about our insurance; an appliance to repair; who is answering.
    ['my insurance company says i need to replace my federal pacific panel', { intent: 'service' }],
    ['can you fix my dishwasher', { intent: 'out-of-scope' }],
    ['who am i talking to', { intent: 'smalltalk' }],
    // A sound inside a wall is the warm-or-buzzing emergency.
    ['theres a buzzing noise in the wall', { intent: 'emergency' }],
  ])('"%s" -> %o', (question, expected) => {
    expect(route(question)).toEqual(expected);
  });
});

describe('answers a stranger can act on', () => {
  it('a generator plugged into an outlet, in slang: backfeeding, and the safe way (inlet, interlock, transfer switch)', () => {
    const reply = answer('whats a suicide cord and why do people say not to use one');
    expect(reply.text).toMatch(/Backfeeding a home through an outlet can electrocute utility workers/);
    expect(reply.text).toMatch(/interlock or transfer switch/);
    expect(reply.text).not.toMatch(/^\W*Yes/);
  });

  it('power to another building: yes, and the feeder or subpanel the pages name', () => {
    const reply = answer('need power ran out to my shop about 150 feet from the house');
    // An area page's answer to the same question (projects.ts), said of every town.
    expect(reply.text).toMatch(/^Yes, we wire shops, garages, barns and outbuildings\. We run an underground feeder from your service or set a separate one, install a subpanel/);
  });

  it('an area page asked in the visitor own words answers know-how, cited with that page', () => {
    const reply = answer('every time the power goes out our well pump stops and we got no water. what can we do about that');
    expect(reply.text).toMatch(/^A standby generator with an automatic transfer switch keeps the pump/);
    expect(reply.citations).toContain('https://blackfootriverelectric.example/service-areas/hamilton');
  });

  it('a yes-or-no question about a permit, and about the thing itself, gets the yes first', () => {
    expect(answer('is a permit required when upgrading to 200 amps').text).toMatch(/^Yes\. A panel upgrade requires an electrical permit and an inspection\./);
    expect(answer('does the generator run on propane').text).toMatch(/^Yes\. Runs on natural gas or propane/);
  });

  it('no yes where the page does not say it: a portable generator does not start by itself', () => {
    const reply = answer('can a portable generator start automatically');
    expect(reply.text).not.toMatch(/^\W*Yes/);
    expect(reply.text).toMatch(/must be started, fueled and connected by hand/);
  });

  it('"do you do commercial work?": the page that says we do it, not a FAQ about our licence', () => {
    const reply = answer('do you do commercial work');
    expect(reply.text).toMatch(/^Yes, we do\. Reliable power for offices/);
    expect(reply.text).not.toMatch(/licensed and insured for commercial work/);
  });

  it('what a thing does: the passage in which it does something', () => {
    expect(answer('what does a transfer switch actually do').text).toMatch(/^Starts automatically: When the power goes out, the transfer switch starts the generator/);
  });

  it('a way to reach us other than the phone: the e-mail and the contact form', () => {
    const reply = answer('if i dont wanna call how else can i reach u');
    expect(reply.text).toMatch(/office@blackfootriverelectric\.example/);
    expect(reply.text).toMatch(/contact form/);
  });

  it('a price no page gives: what the page says of it, that no price is listed, and how we price', () => {
    const reply = answer('price for a whole house surge protector');
    expect(reply.text).toMatch(/^A surge protector at the panel guards the whole house/);
    expect(reply.text).toMatch(/Our website doesn't list a price for that\. Prices depend on the work/);
    expect(reply.text).not.toMatch(/\$\d/);
    expect(reply.actions.map((action) => action.type)).toEqual(['call', 'estimate']);
  });

  it('work asked for in a town we serve: the town, then the work, one yes each', () => {
    const reply = answer('can you wire a pole barn in polson');
    expect(reply.text).toMatch(/^Yes! Polson is in our service area\. And yes, we do that: We run the feeder, install a subpanel/);
  });

  it('work asked for in a town of our counties that the site never names: not confirmed, then the work', () => {
    const reply = answer('can you wire a pole barn in arlee');
    expect(reply.text).toMatch(
      /^I'm not sure about Arlee: it isn't among the towns our website lists, though it's in Lake County\. And yes, we do that: We run the feeder, install a subpanel/,
    );
  });

  it('a job and a town at once: both, the town first', () => {
    expect(answer('how much to hang a ceiling fan and do you come out to florence').text).toMatch(
      /^Yes! Florence is in our service area\. Ceiling Fan Installation: .*\$200 - \$500/,
    );
  });

  it('something of ours that stopped working: a service visit, no page about it', () => {
    expect(answer('my generator wont start').text).toBe(problemAnswerText());
  });

  it('doing the work yourself: the terms say never to open a panel or work on live wiring', () => {
    expect(answer('can i replace an outlet myself').text).toMatch(/Never open a panel or work on live wiring yourself/);
  });
});

describe('the area pages in the search', () => {
  it('are left out unless asked for, and then found', () => {
    const question = 'Can you put power to a new pole barn outside Ronan?';
    expect(searchPassages(question, 20).some((passage) => passage.id.startsWith('area:ronan:'))).toBe(false);
    expect(searchPassages(question, 20, getKnowledgeBase(), { areaPages: true })[0].id).toBe('area:ronan:faq:1');
  });
});

/**
 * The direct yes on the job asked for (src/server/assistant/answerer.ts, askedJob and directYes),
 * and the passages found for know-how and business facts the site states in one place, on the
 * site's real knowledge base: the job is read without its purpose, its place or the story around
 * it; a list of what we do must name it; a job whose thing no list names gets no yes.
 */
import { describe, expect, it } from 'vitest';
import { answerFromKnowledge, askedJob } from '../../../src/server/assistant/answerer.ts';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';

const answer = (question: string) => answerFromKnowledge(question, undefined, routeMessage(question));
/** As a service question, whatever the router makes of it: the answerer's own rule is under test. */
const asService = (question: string) => answerFromKnowledge(question, undefined, { ...routeMessage(question), intent: 'service' });
const YES = /^Yes, we do\. /;

describe('the job a request names (askedJob)', () => {
  it.each([
    ['could you put in a generator hookup so we can run the camper generator', 'a generator hookup'],
    ['we had water in the basement two years ago, all dried out now, but we want the old fuse box replaced', 'the old fuse box replaced'],
    ['can you hang a ceiling fan in the den, it gets stuffy', 'a ceiling fan'],
    ['can u wire a hot tub, it says it needs a 50 amp circuit', 'a hot tub'],
    ['can you swap the porch bulbs for led fixtures', 'led fixtures'],
    ['is installing a subpanel something you guys take on?', 'installing a subpanel'],
  ])('"%s" asks for "%s"', (question, job) => {
    expect(askedJob(question, routeMessage(question))).toBe(job);
  });

  it('a pronoun is the clause before it when a list names that clause, else the service the router found', () => {
    expect(askedJob('we poured a patio and want string lights over it, landscape lighting, is that something you do', routeMessage('x'))).toBe('landscape lighting');
    const sconce = 'we found a brass sconce at an estate sale, can you mount it';
    expect(askedJob(sconce, routeMessage(sconce))).toBe('sconce');
  });

  it('work in general names no job; then the other request of the message does', () => {
    const general = 'can you do the electrical for it';
    expect(askedJob(general, routeMessage(general))).toBeUndefined();
    const other = 'can you run power out to the shed? we want lights and outlets in there';
    expect(askedJob(other, routeMessage(other))).toBe('lights and outlets');
  });

  it('a message that asks for no work names none', () => {
    const question = 'what is a subpanel';
    expect(askedJob(question, routeMessage(question))).toBeUndefined();
  });
});

describe('the direct yes stands on the job, not on what it is for', () => {
  it.each([
    ['can you add an outlet on the porch so we can plug in the pellet grill', /outlet/i],
    ['could you put in a transfer switch so the line crews are safe when we run our generator', /transfer switch/i],
    ['we want the old fuse box swapped for breakers before the baby comes', /fuse box/i],
    ['can you wire a sauna, the heater needs a 240 circuit', /sauna/i],
    ['my neighbor gave us a chandelier from her old house, can you hang it', /fixture/i],
  ])('"%s": yes first, and the list that names the job', (question, fact) => {
    const reply = answer(question);
    expect(reply.text).toMatch(YES);
    expect(reply.text).toMatch(fact);
  });

  it('a FAQ whose "Yes." answers something else ("Is your work guaranteed?") does not stand in for it', () => {
    const reply = answer('we had a kitchen fire in 2019, all fixed since, but now we want the old panel replaced with a 200 amp one');
    expect(reply.text).toMatch(YES);
    expect(reply.text).not.toMatch(/warrant/i);
    expect(reply.text).toMatch(/panel/i);
  });

  it('a FAQ that starts with "No." comes after the list that says yes', () => {
    const reply = answer('can you put in a generator interlock so our portable can run the house without hurting the line crews');
    expect(reply.text).toMatch(/^Yes, we do\. Residential Generators: .*interlocks/);
    expect(reply.text).not.toMatch(/^Yes, we do\. "Can I plug/);
  });

  it("the list of the page that fits the message comes first: lights by an arena are the homes' lighting list, not the offices'", () => {
    const reply = answer('need lights put up around the riding arena so we can ride after dark');
    expect(reply.text).toMatch(/^Yes, we do\. Lighting and Fixture Installation/);
  });

  it('rewiring asked as "something you take on" is answered with the rewiring the site lists, not the financing page\'s overview', () => {
    const reply = answer('the house was built in 1948 and still has the old wiring. is rewiring an old house something your crew takes on?');
    expect(reply.text).toMatch(YES);
    expect(reply.text).not.toMatch(/^Yes, we do\. Don't put off/);
  });
});

describe('no yes where no list names the thing', () => {
  it.each([
    'the bulbs in the stairwell are out and too high for us, do you change light bulbs',
    'do you run the gas line to the standby generator as well',
    'can you put in interconnected smoke alarms in the bedrooms, hardwired',
    'could you hook up a doorbell camera by the front door for us',
  ])('"%s"', (question) => {
    expect(asService(question).text).not.toMatch(/^\W*yes\b/i);
  });
});

describe('business facts asked for a yes or a no', () => {
  it.each(['financing available??', 'any financing options', 'payment plans offered?'])('"%s": yes first, subject to credit approval', (question) => {
    const reply = answer(question);
    expect(reply.text).toMatch(/^Yes/);
    expect(reply.text).toMatch(/credit approval/);
  });

  it('a written estimate: yes, in writing', () => {
    expect(answer('will i get the quote on paper or just over the phone').text).toMatch(/^Yes, in writing\. A written estimate/);
  });

  it('work of ours that failed, asked as who pays: the one-year workmanship warranty, not when payment is due', () => {
    const reply = answer('you guys put in a dimmer in march and it already died, do i pay for the new one?');
    expect(reply.text).toMatch(/one year/);
    expect(reply.text).not.toMatch(/^Payment is due/);
  });
});

describe('know-how the site states in one passage', () => {
  it('how long a standby generator takes: 1 to 3 days', () => {
    expect(answer('how many days are you on site to install a standby generator').text).toMatch(/1 to 3 days/);
  });

  it('the gas side of a generator: the gas fitter or the propane supplier', () => {
    expect(answer('who hooks up the propane line to the new generator').text).toMatch(/gas fitter|propane supplier/);
  });

  it('"what is a GFCI and ..." is the FAQ that asks what a GFCI is', () => {
    const reply = answer('whats a gfci and do i need one next to the hot tub');
    expect(reply.text).toMatch(/ground-fault/);
    expect(reply.text).toMatch(/wet and damp/);
  });

  it("a problem an area page asks in other words (stock tank heaters): that page's answer; a tripping breaker alone keeps the general one", () => {
    expect(answer('the stock tank heater trips the gfci every night').text).toMatch(/damaged cord|failing heater/);
    expect(answer('the tank heater in the horse pasture trips the gfci every night').text).toMatch(/damaged cord|failing heater/);
    expect(answer('my breaker keeps tripping').text).toMatch(/too many appliances share one circuit/);
    expect(answer('the shop breaker keeps tripping when the space heater runs').text).toMatch(/too many appliances share one circuit/);
  });

  it('a plan the generator FAQ answers no to: no, and the safe hookup', () => {
    const reply = answer('when the lines come down in a storm can i just plug my portable generator into the dryer outlet');
    expect(reply.text).toMatch(/^No\./);
    expect(reply.text).toMatch(/interlock|transfer switch/);
  });

  it('work on the wiring the site never names: not sure, and the free on-site estimate', () => {
    const reply = answer('cloth wiring in a 1930s farmhouse. can you deal with that');
    expect(reply.source).toBe('unknown');
    expect(reply.text).toMatch(/not sure/);
    expect(reply.text).toMatch(/free on-site estimate/);
  });

  it("an EV charger's price says the panel is checked for room first", () => {
    expect(answer('how much to install a tesla wall charger').text).toMatch(/panel has room/);
  });
});

/**
 * The intent router's rules one at a time (src/domain/assistant/intent.ts): each case is built so
 * that one rule alone decides it, and the expected route is worked out from that rule.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  factWords,
  goesToEstimator,
  questionClauses,
  readMessage,
  routeMessage,
  setSiteCoverage,
  withoutDrawnOutLetters,
  withoutFactWords,
} from '../../../src/domain/assistant/intent.ts';
import { joinSplitWords } from '../../../src/domain/assistant/spelling.ts';

afterEach(() => setSiteCoverage(undefined));

describe('the words of a business-fact topic', () => {
  it('finds what the topic rule matched, every time it matched', () => {
    expect(factWords('are you licensed and insured?', 'licence')).toEqual(['licensed', 'insured']);
  });

  it('finds nothing, and removes nothing, for a topic it does not have', () => {
    expect(factWords('are you licensed?', 'no-such-topic')).toEqual([]);
    expect(withoutFactWords('are you licensed?', 'no-such-topic')).toBe('are you licensed?');
  });
});

describe('small talk with a few more words', () => {
  it.each([
    // Four words left after the thanks, no question, nothing the router knows: still thanks.
    ['Thank you, that was worth it!', 'thanks'],
    // A curly apostrophe reads as a straight one.
    ['you’re the best', 'thanks'],
  ])('"%s" is small talk (%s)', (text, kind) => {
    expect(routeMessage(text)).toMatchObject({ intent: 'smalltalk', smalltalk: kind });
  });

  it.each([
    // Six words left: more than a pleasantry.
    'thanks, that was really worth asking about',
    // A question is never small talk.
    'thanks, is that right?',
  ])('"%s" is not small talk', (text) => {
    const route = routeMessage(text);
    expect(route.intent).toBe('service');
    expect(route.smalltalk).toBeUndefined();
  });
});

describe('the service a problem is about', () => {
  it.each([
    // A problem named next to an outlet, a panel or a light is troubleshooting ...
    ['the outlet is nt working', 'troubleshoot'],
    ['the outlet is not  working', 'troubleshoot'],
    ['my outlet does not work', 'troubleshoot'],
    ['half my outlets dont work', 'troubleshoot'],
    ['half my outlets dont  work', 'troubleshoot'],
    ['can you find out why my outlet is broken', 'troubleshoot'],
    ['can you find  out why my outlet is broken', 'troubleshoot'],
    ['can you find out  why my outlet is broken', 'troubleshoot'],
    ['can you troubleshoot my panel', 'troubleshoot'],
    ['my kitchen outlets trip all the time', 'troubleshoot'],
    ['my outlet stopped working, can you fix it', 'troubleshoot'],
    ['my outlet stopped  working, can you fix it', 'troubleshoot'],
    // ... unless something is to be installed, added, put in or replaced.
    ['can you install a outlet where the old one is not working', 'outlets'],
    ['add an outlet, the one in the garage is not working', 'outlets'],
    ['can you put in an outlet where the old one is not working', 'outlets'],
    ['can you put  in an outlet where the old one is not working', 'outlets'],
  ])('"%s" is about %s', (text, service) => {
    expect(routeMessage(text).service).toBe(service);
  });

  it.each([
    // A 240 V (or 220 V) outlet is a circuit of its own ...
    ['a 240 volt outlet in the garage', 'circuits'],
    ['a 240v  outlet in the garage', 'circuits'],
    ['install a 240v receptacle in the shop', 'circuits'],
    ['a 220 volt socket for the dryer', 'circuits'],
    // ... but only when the outlet was the service named first: an EV charger's outlet is the charger's.
    ['I need a 240v outlet for my ev charger', 'ev-charger'],
  ])('"%s" is about %s', (text, service) => {
    expect(routeMessage(text).service).toBe(service);
  });
});

describe('what the router reads of a message', () => {
  it('reads the first 2,000 characters only, places included', () => {
    const route = routeMessage(`${'x '.repeat(1000)}do you serve Billings`);
    expect(route.intent).toBe('service');
    expect(route.places).toEqual({ served: [], outside: [] });
  });

  it('reads anything that is not text as an empty message', () => {
    const asked: string[] = [];
    setSiteCoverage((text) => {
      asked.push(text);
      return true;
    });
    expect(routeMessage(undefined as unknown as string)).toEqual({ intent: 'service', places: { served: [], outside: [] } });
    expect(asked).toEqual(['']);
  });
});

describe('other trades', () => {
  it.each([
    // Solar panels are panels no page of ours lists, however they are typed: work asked for, answered "not sure".
    'do you install solar  panels',
    'can you hook up a solar panel',
  ])('"%s" is work the site does not list', (text) => {
    expect(routeMessage(text)).toMatchObject({ intent: 'service', unlisted: true });
  });

  it("keeps a light named with another trade's work out of scope", () => {
    expect(routeMessage('do you repair drywall around recessed cans').intent).toBe('out-of-scope');
  });
});

describe('the facts a route carries', () => {
  it('an hourly rate is a price question about the hourly rate alone', () => {
    expect(routeMessage('what is your hourly rate')).toMatchObject({ intent: 'price', fact: 'hourly-rate', facts: ['hourly-rate'] });
  });

  it('work outside business hours is know-how about when we work', () => {
    expect(routeMessage('can you do the work at night so we dont have to close the store')).toMatchObject({
      intent: 'service',
      fact: 'work-hours',
      facts: ['work-hours'],
    });
  });
});

describe('a problem asked with a business fact', () => {
  it.each([
    // With when we can come, our hours or scheduling, the problem is answered (our number and hours go in the reply).
    ['my breaker keeps tripping, whats your phone number', 'contact'],
    ['my breaker keeps tripping, when can someone come', 'contact'],
    ['my breaker keeps tripping, how much notice do you need', 'scheduling'],
  ])('"%s" is the problem (the fact is %s)', (text) => {
    expect(routeMessage(text)).toMatchObject({ intent: 'service', problem: 'breaker-trips' });
  });

  it('the hours asked outright are answered as the hours (the reply says when the office is closed and that emergencies are 24/7)', () => {
    expect(routeMessage('my breaker keeps tripping, are you open saturday')).toMatchObject({ intent: 'business-fact', fact: 'hours' });
    expect(routeMessage('r yall open saturdays? the outlet in my garage quit but its not like an emergency or anything').fact).toBe('hours');
  });

  it('with any other fact, the fact is answered', () => {
    const route = routeMessage('my breaker keeps tripping, is your work guaranteed');
    expect(route).toMatchObject({ intent: 'business-fact', fact: 'warranty' });
    expect(route.problem).toBeUndefined();
  });
});

describe('price questions that are business facts', () => {
  it.each([
    // Whether the price can change, even with a job named and a price asked.
    ['will the price of the panel upgrade go up once you start', 'price-changes'],
  ])('"%s" is the fact %s', (text, fact) => {
    expect(routeMessage(text)).toMatchObject({ intent: 'business-fact', fact });
  });

  it.each([
    // Night and weekend rates are asked as a price, even with a job named; the emergency rates answer them, not the job's price.
    'do you charge more to install a generator on weekends',
    'how much extra is it if i need yall out on a sunday night',
    'is it more if you come out on a sunday at 2am',
    'whats the emergency call out fee at like 2am',
  ])('"%s" is a price question about the emergency rates', (text) => {
    const route = routeMessage(text);
    expect(route).toMatchObject({ intent: 'price', fact: 'rates' });
    expect(route.pricedService).toBeUndefined();
  });

  it('a bill already charged, told as a grievance, is the payment terms, not a price', () => {
    expect(routeMessage('you charged me emergency rates on a saturday and NOBODY told me that before. not happy')).toMatchObject({ intent: 'business-fact', fact: 'payment' });
  });

  it('the price of a permit is a business fact, even in a conversation about a service', () => {
    expect(routeMessage('how much does a permit cost', { service: 'panel' })).toMatchObject({ intent: 'business-fact', fact: 'permits' });
  });

  it.each([
    'how much is a permit and do I need one',
    'how much is a permit and do  I need one',
    'how much is a permit and do I  need one',
    'what does a permit cost, does my shed need one',
    'what does a permit cost, does my shed  need one',
    'how much is a permit, does the county require one',
    'how much is a permit and how often is it checked',
    'how much is a permit and how  often is it checked',
  ])('"%s" asks whether a permit is needed: know-how', (text) => {
    expect(routeMessage(text)).toMatchObject({ intent: 'service', fact: 'permits' });
  });

  it('"do I need" alone does not make a business fact know-how', () => {
    expect(routeMessage('do I need an appointment')).toMatchObject({ intent: 'business-fact', fact: 'contact' });
  });
});

describe('the service area asked with a service named', () => {
  it.each([
    'which area do you serve for generator installs',
    'do you do panel upgrades in my town',
    'electrician for panel upgrades near me',
    'electrician for panel upgrades near  me',
  ])('"%s" asks about the area', (text) => {
    expect(routeMessage(text)).toMatchObject({ intent: 'business-fact', fact: 'area' });
  });
});

describe('what the site does not cover', () => {
  const coversNothing = () => setSiteCoverage(() => false);

  it('"fix" or "repair" alone names no service of ours: out of scope when the site says nothing about it', () => {
    coversNothing();
    expect(routeMessage('can you fix my garage door opener').intent).toBe('out-of-scope');
  });

  it.each([
    // One of our services named, with or without an electrical word, is our work.
    'can you fix my outlet',
    'can you fix my bathroom fan',
    'do you install generators',
    // Troubleshooting, diagnosing, a short and a ground fault are electrical work.
    'can you troubleshoot my garage door opener',
    'we have a short somewhere in the barn',
    'can you find a ground fault in the barn',
    'can you find a ground  fault in the barn',
  ])('"%s" is our work even when the site has no passage for it', (text) => {
    coversNothing();
    expect(routeMessage(text).intent).toBe('service');
  });

  it('without the site coverage plugged in, a message it cannot place stays a service question', () => {
    expect(routeMessage('can you fix my garage door opener').intent).toBe('service');
  });
});

describe('letters drawn out for feeling', () => {
  it('reads three or more of one letter as one at the end of a word and two inside it', () => {
    expect(withoutDrawnOutLetters('byeee')).toBe('bye');
    expect(withoutDrawnOutLetters('thanksss!!')).toBe('thanks!!');
    expect(withoutDrawnOutLetters('gooood morning')).toBe('good morning');
    expect(withoutDrawnOutLetters('coool')).toBe('cool');
    expect(withoutDrawnOutLetters('HELPPP')).toBe('HELP');
    // Digits are not letters: a 1000-amp service stays one.
    expect(withoutDrawnOutLetters('1000 amps')).toBe('1000 amps');
  });

  it('routes the word it stands for', () => {
    expect(routeMessage('byeee').smalltalk).toBe('goodbye');
    expect(routeMessage('thanksss').smalltalk).toBe('thanks');
  });
});

describe('thanks followed by what the visitor will do', () => {
  it('is small talk: the plan asks nothing', () => {
    expect(routeMessage("Thank you so much, you've been really helpful. I'll give the office a ring on Monday.").smalltalk).toBe('thanks');
    expect(routeMessage("ok thanks we'll be in touch next week").smalltalk).toBe('thanks');
  });

  it('is not small talk when it asks a price, names a problem, or asks with a question mark', () => {
    expect(routeMessage("thanks, i'll need a quote for a new panel").intent).toBe('price');
    expect(routeMessage('thanks, my outlet is still dead').intent).toBe('service');
    expect(routeMessage("thanks, i'll call monday, what time do you open?").intent).toBe('business-fact');
  });
});

describe('the office hours asked outright beside a problem', () => {
  it('is the hours question; the problem alone with "can someone come out" stays the problem', () => {
    expect(routeMessage('what are your hours? want someone to look at a couple of dead outlets after a power surge').fact).toBe('hours');
    expect(routeMessage('my outlets are dead, can someone come out today').intent).toBe('service');
  });
});

describe('who arranges the inspection', () => {
  it('is the permit question, not how to book', () => {
    const route = routeMessage('if you do my panel does the inspection come with it or do i gotta schedule that myself');
    expect(route).toMatchObject({ intent: 'business-fact', fact: 'permits' });
    expect(routeMessage('who schedules the inspection for the new service').fact).toBe('permits');
  });

  it('leaves how often to inspect the wiring to know-how', () => {
    expect(routeMessage('how often should i get the wiring inspected').fact).toBeUndefined();
  });
});

describe('coming to a town', () => {
  it('is the area question, even in words that also ask how to reach us', () => {
    expect(routeMessage('were down past darby, would u come that far').fact).toBe('area');
    expect(routeMessage('u guys come out to florence').fact).toBe('area');
  });
  it('with no town, is how to reach us', () => {
    expect(routeMessage('would u come out tomorrow').fact).toBe('contact');
  });
});

describe('prices asked as what a job runs or goes for', () => {
  it.each(['whats a whole house generator run installed, roughly', 'what does a 200 amp panel go for'])('"%s" is a price question', (question) => {
    expect(routeMessage(question).intent).toBe('price');
  });
});

describe('not ours, with who does it', () => {
  it.each([
    ['do you deliver propane for the generator, we are almost out', 'your propane or fuel supplier'],
    ['my toilet is clogged can u help', 'a plumber'],
    ['can i legally hold back rent if the landlord wont fix the outlets', 'a lawyer'],
  ])('"%s" is out of scope, for %s', (question, referral) => {
    expect(routeMessage(question)).toMatchObject({ intent: 'out-of-scope', scope: 'not-ours', referral });
  });

  it('names nobody for what no trade does', () => {
    expect(routeMessage('who won the griz game').referral).toBeUndefined();
  });
});

describe('work asked for, with a way to reach us mentioned in passing', () => {
  it('is the service question: the number is asked about the work', () => {
    expect(routeMessage('can yall wire a new house we are building in florence? builder wants a number from an electrician')).toMatchObject({
      intent: 'service',
      service: 'new-construction',
    });
    expect(routeMessage('talking into my phone, wondering if you guys put in the kind of generator that kicks on by itself')).toMatchObject({
      intent: 'service',
      service: 'generator',
    });
  });

  it('stays the contact question when the e-mail or the phone number itself is asked', () => {
    expect(routeMessage('can you wire my shop? whats your email').fact).toBe('contact');
    expect(routeMessage('can you wire my shop, whats your phone number').fact).toBe('contact');
  });
});

describe('the fact the router chose', () => {
  it('leads the list of facts the answer reads', () => {
    expect(routeMessage('if you do my panel does the inspection come with it or do i gotta schedule that myself').facts).toEqual(['permits', 'contact']);
  });
});

describe('words a phone splits in two', () => {
  it('are read as one word, by the router and the emergency classifier', () => {
    expect(joinSplitWords('out let in the bathroom is dead')).toBe('outlet in the bathroom is dead');
    expect(joinSplitWords('the break er tripped, gen erator hookup')).toBe('the breaker tripped, generator hookup');
    expect(routeMessage('out let in the bathroom is dead').service).toBe('troubleshoot');
    expect(routeMessage('the out let in the kids room is buzzing real loud and crackling is that bad??').intent).toBe('emergency');
  });
});

describe('thanks said in leaving', () => {
  it('is a goodbye', () => {
    expect(routeMessage('appreciate it, have a good one').smalltalk).toBe('goodbye');
    expect(routeMessage('thanks!').smalltalk).toBe('thanks');
  });
});

describe('whether a written quote still holds', () => {
  it('is the estimates fact, not a price request', () => {
    expect(routeMessage('got a written quote from u guys like 5 weeks ago is it still good').fact).toBe('free-estimate');
  });
});

describe('the estimate helper gets a price question and nothing else', () => {
  it.each(['how much for a ceiling fan', 'cost of a dedicated 240v circuit for my welder'])('"%s" goes to the estimate helper', (question) => {
    expect(goesToEstimator(routeMessage(question))).toBe(true);
  });
  it.each(['do u do hot tubs and how much', 'how much is a 200 amp upgrade and do yall finance', 'how much for a ceiling fan and can you come to lolo'])(
    '"%s" asks more: the chat answers all of it',
    (question) => {
      const route = routeMessage(question);
      expect(route.intent).toBe('price');
      expect(route.alsoAsks).toBe(true);
      expect(goesToEstimator(route)).toBe(false);
    },
  );
});

describe('a town named as a landmark', () => {
  it('is not the town asked about when another is named', () => {
    expect(routeMessage('huson, out past frenchtown on 90?').places.served).toEqual(['Huson']);
    expect(routeMessage('how bout darby, way down the valley past hamilton').places.served).toEqual(['Darby']);
  });
  it('is still the town when it is the only one', () => {
    expect(routeMessage('our cabin is near missoula, do you come out').places.served).toEqual(['Missoula']);
  });
});

describe('work planned around a business', () => {
  it('"after we close so we dont lose patients" is the question of working outside business hours', () => {
    expect(routeMessage('we are a dental office, can the work be done after we close so we dont lose patients')).toMatchObject({ intent: 'service', fact: 'work-hours' });
  });
});

describe('wiring said to be far away', () => {
  it('leaves another trade out of scope, with who does it', () => {
    expect(routeMessage('need a tree guy to take down a dead pine, no power lines anywhere near it')).toMatchObject({ intent: 'out-of-scope', referral: 'a tree service' });
    expect(routeMessage('roof is leaking by the chimney, nowhere near any wiring, do u do roofs')).toMatchObject({ intent: 'out-of-scope', referral: 'a roofer' });
  });
  it('sets aside only the wiring said to be far: a tree on the line is still an emergency', () => {
    expect(routeMessage('tree fell on the power line').intent).toBe('emergency');
  });
});

describe('the gas side of a generator', () => {
  it('is a question about the generator job (the site says who makes the gas connection), not another trade', () => {
    expect(routeMessage('can u run the propane line to the generator too')).toMatchObject({ intent: 'service', service: 'generator' });
  });
});

describe('prices asked with a dollar sign and a question mark, and the price of upkeep', () => {
  it('"$?" asks a price', () => {
    expect(routeMessage('new dedicated circuit for a chest freezer in the garage, $?')).toMatchObject({ intent: 'price', pricedService: 'circuits' });
  });
  it('a maintenance plan is not priced as the installation', () => {
    const route = routeMessage('how much is the yearly generator maintenance plan');
    expect(route).toMatchObject({ intent: 'price', service: 'generator', pricedService: null });
    expect(goesToEstimator(route)).toBe(false);
    expect(routeMessage('how much for a generator').pricedService).toBe('generator');
  });
});

describe('a question told inside a story', () => {
  it('is covered when the question clause alone is, whether it asks us or asks a question of its own', () => {
    // The site covers only the question itself, not the story around it.
    setSiteCoverage((text) => /^how often should somebody look over our electrical$/i.test(text.trim()));
    expect(routeMessage('we own a little restaurant on brooks st, how often should somebody look over our electrical').intent).toBe('service');
  });

  it('is out of scope when no clause is covered, or the covered words ask nothing', () => {
    setSiteCoverage((text) => /^we own a little restaurant$/i.test(text.trim()));
    expect(routeMessage('we own a little restaurant, the chairs wobble').intent).toBe('out-of-scope');
    expect(routeMessage('we own a little restaurant, where do the chairs come from').intent).toBe('out-of-scope');
  });
});

describe('more of the fourth round', () => {
  it('"wait are you a bot or a real person" is the bot question', () => {
    expect(routeMessage('wait are you a bot or a real person').smalltalk).toBe('bot');
  });

  it('being charged more than the estimate said is the question of the price changing', () => {
    expect(routeMessage('your guy charged me 600 more than the estimate said and nobody asked me first, is that even allowed??').fact).toBe('price-changes');
  });

  it('the plug with the test and reset buttons is an outlet (a GFCI)', () => {
    expect(routeMessage('so annoying, the bathroom plug with the test and reset buttons wont reset no matter what i do')).toMatchObject({ intent: 'service', service: 'outlets' });
  });

  it('making the house smart is smart-home work', () => {
    expect(routeMessage('price to make the house smart? switches, lights, thermostat, that kind of thing')).toMatchObject({ intent: 'price', service: 'smarthome' });
  });

  it.each([
    ['kitchen sink is leaking under the cabinet, can u fix that', 'a plumber'],
    ['my tenant quit paying rent, am i legally allowed to shut off her power', 'a lawyer'],
    ['truck battery is dead, can someone come give me a jump', 'a roadside assistance service or a mechanic'],
    ['need a dead pine cut down in the back yard, its nowhere near any power lines', 'a tree service'],
  ])('"%s" is not ours, for %s', (question, referral) => {
    expect(routeMessage(question)).toMatchObject({ intent: 'out-of-scope', scope: 'not-ours', referral });
  });

  it('an outlet by the kitchen sink, and water by an outlet, stay ours', () => {
    expect(routeMessage('is the outlet by the kitchen sink supposed to be a gfci').intent).toBe('service');
    expect(routeMessage('water leaking under the sink near the outlet').intent).toBe('emergency');
  });

  it('"does that work for u guys" asks whether a place suits us, not for a job with us', () => {
    expect(routeMessage('cabin near greenough off 200, does that work for u guys')).toMatchObject({ intent: 'business-fact', fact: 'area' });
    expect(routeMessage('i want to work for you guys, are you hiring').intent).toBe('out-of-scope');
  });

  it('when to pay is the payment question, even with "after y\'all finish"; something failing after is the warranty', () => {
    expect(routeMessage('when do i have to pay, up front or after yall finish').fact).toBe('payment');
    expect(routeMessage('if it breaks after yall finish do i pay').fact).toBe('warranty');
  });

  it('a place outside named to say where a served one is, is not asked about', () => {
    expect(routeMessage('We are south of Darby, nearly to the Idaho line. Do you come down that far?').places).toEqual({ served: ['Darby'], outside: [] });
    expect(routeMessage('do you serve kalispell').places.outside).toEqual(['Kalispell']);
  });

  it('how fast someone comes in an emergency is the fact the emergency page states ("as quickly as we can")', () => {
    expect(routeMessage('how fast can someone actually get here in an emergency')).toMatchObject({ intent: 'business-fact', fact: 'response-time' });
  });
});

describe('a greeting with a name, or a try of the chat', () => {
  it.each(['Howdy. Walt here, just trying to figure out how this chat contraption works.', 'hi this is karen', 'hello, my name is joe', 'hey, just trying out this chat thing'])(
    '"%s" is a greeting',
    (question) => {
      expect(routeMessage(question).smalltalk).toBe('greeting');
    },
  );
  it('a greeting with a problem is the problem', () => {
    expect(routeMessage('hello, problem here: outlet is dead').intent).toBe('service');
  });
});

describe("where the site's own tools are", () => {
  it.each([
    ['where is the cost calculator thing on your website, i cant find it on my phone', 'estimate'],
    ['wheres the estimate calculator thing on ur site', 'estimate'],
    ['is there a tool on here that helps figure out whats wrong before i pay someone to come out', 'troubleshoot'],
    ['do you have a troubleshooter', 'troubleshoot'],
  ])('"%s" asks for the %s tool', (question, tool) => {
    expect(routeMessage(question)).toMatchObject({ intent: 'business-fact', fact: 'site-tool', tool });
  });
  it("a tool for the work, or how to get an estimate, is not the site's tool", () => {
    expect(routeMessage('is there a tool to test outlets').fact).toBeUndefined();
    expect(routeMessage('how do i get an estimate').fact).not.toBe('site-tool');
  });
});

describe('the fifth round of routing', () => {
  it('thanks with a blessing is a goodbye', () => {
    expect(routeMessage('Thank you kindly. You have a blessed day now.').smalltalk).toBe('goodbye');
  });
  it('the telephone number asked for outright is the contact fact, whatever gadget the story names', () => {
    expect(
      routeMessage(
        'Hello, I am 81 years old and do not use the computer much. Could you please give me the telephone number for your office so I may call and speak with someone.',
      ),
    ).toMatchObject({ intent: 'business-fact', fact: 'contact' });
    expect(routeMessage('my computer wont turn on, can you fix it').intent).toBe('out-of-scope');
  });
  it.each([
    ['is lolo pass open today or are the roads bad', undefined],
    ['is the air quality safe to be outside in missoula today, the smoke is awful', undefined],
    ['need a new well drilled on our land up the bitterroot, is that you guys', 'a well driller'],
  ])('"%s" is not ours', (question, referral) => {
    const route = routeMessage(question);
    expect(route.intent).toBe('out-of-scope');
    expect(route.referral).toBe(referral);
  });
  it('a door left open is not the office being open; the office open on saturday is', () => {
    expect(routeMessage('Is it safe to run my generator inside the garage if I leave the big door open during the storm?').intent).toBe('service');
    expect(routeMessage('are you open on saturday').fact).toBe('hours');
  });
  it('work wanted for the night is the work, not our hours', () => {
    expect(routeMessage('want lights along our long driveway and a big light on the barn so i can check the horses at night').intent).toBe('service');
    expect(routeMessage('well pump quit, can you look at it').intent).toBe('service');
  });
});

describe('the sixth round of routing', () => {
  it.each(['whole home surge protection, do you install that', 'can you wire my new workshop', 'can you wire the new dining room at our restaurant'])(
    '"%s" is our work even when the site has no passage for its words',
    (question) => {
      setSiteCoverage(() => false);
      expect(routeMessage(question).intent).toBe('service');
    },
  );
  it('an interlock is generator work, and a plug in the garage ceiling is an outlet', () => {
    expect(routeMessage('can you install an interlock').service).toBe('generator');
    expect(routeMessage('need a plug in the garage ceiling for the door opener').service).toBe('outlets');
  });
  it('the estimate in writing is the estimates fact; "is that on you" after our work died is the warranty', () => {
    expect(routeMessage('can you put the estimate in writing').fact).toBe('free-estimate');
    expect(routeMessage('the light you put in died, is that on you?').fact).toBe('warranty');
  });
  it('the water heater itself and the pump down the well are other trades', () => {
    expect(routeMessage('can you replace the water heater itself')).toMatchObject({ intent: 'out-of-scope', referral: 'a plumber' });
    expect(routeMessage('can you repair the pump in our well')).toMatchObject({ intent: 'out-of-scope', referral: 'a well and pump service' });
  });
  it("the price of a portable generator's hookup is not the price of a standby generator", () => {
    const hookup = routeMessage('cost for one of those interlock kits so my portable genny can run the house');
    expect(hookup).toMatchObject({ intent: 'price', service: 'generator', pricedService: null });
    expect(goesToEstimator(hookup)).toBe(false);
    expect(routeMessage('price of a transfer switch for a standby generator').pricedService).toBe('generator');
  });
});

describe('the last round of routing', () => {
  it("an EV charger's price goes to the chat (it says the panel is checked for room first), other priced jobs to the estimate helper", () => {
    const ev = routeMessage('tesla charger install price?');
    expect(ev).toMatchObject({ intent: 'price', service: 'ev-charger', pricedService: 'circuits' });
    expect(goesToEstimator(ev)).toBe(false);
    expect(goesToEstimator(routeMessage('price range for recessed lights?'))).toBe(true);
  });
  it('hooking up the new range is circuit work, not our holiday hours', () => {
    expect(routeMessage('can you hook up the new range? the old one died right before thanksgiving')).toMatchObject({ intent: 'service', service: 'circuits' });
  });
});

describe('the clauses of a message that ask', () => {
  it('are those that ask us or ask a question of their own, each alone and with the clause before it', () => {
    expect(questionClauses('we own a little restaurant on brooks st, how often should somebody look over our electrical')).toEqual([
      { clause: 'how often should somebody look over our electrical', withBefore: 'we own a little restaurant on brooks st how often should somebody look over our electrical' },
    ]);
    expect(questionClauses('how often should i get the wiring inspected')).toEqual([]);
    expect(questionClauses('we own a little restaurant, the chairs wobble')).toEqual([]);
  });
});

describe('the message as the rules read it', () => {
  it('writes out drawn-out letters, split words and misspelled keywords, and keeps at most 2,000 characters', () => {
    expect(readMessage('byeee')).toBe('bye');
    expect(readMessage('how much per out let to replace')).toBe('how much per outlet to replace');
    expect(readMessage('whole house generater installed')).toContain('generator');
    expect(readMessage('x'.repeat(2500)).length).toBeLessThanOrEqual(2000);
  });
});

describe("the assistant's own figures and tools", () => {
  it.each([
    'is the number the chat gave me a real quote or just a guess',
    'will you honor the price the estimator gave me',
    'how accurate is the online estimate',
    'can i hold you to the range the calculator showed',
  ])('"%s" asks whether the assistant\'s figure binds us: the terms on the online assistant', (text) => {
    expect(routeMessage(text)).toMatchObject({ intent: 'business-fact', fact: 'assistant-estimate' });
  });

  it.each(['how much is a panel upgrade, the chat said 1200', 'whats the estimate for a ceiling fan'])('"%s" asks a price, not whether a figure binds', (text) => {
    expect(routeMessage(text).fact).not.toBe('assistant-estimate');
  });

  it.each([
    ['someone said theres a troubleshooter on here where do i find it', 'troubleshoot'],
    ["Where's the estimate thing? My buddy said your site spits out a price if you answer some questions.", 'estimate'],
  ])('"%s" asks where the site\'s %s tool is', (text, tool) => {
    expect(routeMessage(text)).toMatchObject({ intent: 'business-fact', fact: 'site-tool', tool });
  });
});

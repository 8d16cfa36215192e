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

describe('places', () => {
  it.each([
    ['yall come up to seely lake? got a cabin up there', 'Seeley Lake'],
    ['do you service east misoula', 'East Missoula'],
    ['st ignatious?', 'St. Ignatius'],
  ])('%s: a name of two words with one typo is %s', (question, town) => {
    expect(routeMessage(question).places.served).toContain(town);
    expect(answer(question).text).toContain(`Yes! ${town}`);
  });

  it('reads Lolo Hot Springs as a place of Missoula County, not as the town of Hot Springs', () => {
    const route = routeMessage("we're out by lolo hot springs");
    expect(route.places.outside).toEqual([]);
    expect(answer("we're out by lolo hot springs").text).toMatch(/^I'm not sure about Lolo Hot Springs: .*Missoula County/);
  });
});

describe('work and know-how told with a story', () => {
  it('answers a generator on the dryer outlet, told after the outages that prompt it', () => {
    const reply = answer('power goes out alot up here, can i just plug my portable genny into the dryer outlet with one of them double male cords');
    expect(reply.text).toMatch(/^No\. Backfeeding/);
    expect(reply.text).toMatch(/transfer switch/);
  });

  it('answers "what kind of generator setup would you do" with the standby generator', () => {
    const reply = answer('we lose power every winter out past stevensville and the well pump dies with it, what kind of generator setup would you do');
    expect(reply.text).toMatch(/^Yes! Stevensville is in our service area\./);
    expect(reply.text).toMatch(/standby generator with an automatic transfer switch/);
  });

  it('reads screw-in fuses as the panel', () => {
    expect(routeMessage('old house in milltown still has the screw in fuses. is that something you replace').service).toBe('panel');
    expect(answer('old house in milltown still has the screw in fuses. is that something you replace').text).toMatch(/^Yes, we do\./);
  });

  it.each([
    'we have a small print shop on brooks st and need more outlets for the new machines but we cant shut down during the week',
    'my shop needs a new panel but we cant be closed on weekdays',
  ])('%s: a business that cannot close during the week asks for work outside its hours', (question) => {
    expect(routeMessage(question).fact).toBe('work-hours');
    expect(answer(question).text).toMatch(/early mornings, evenings or weekends/);
  });

  it('finds an area page question in one clause of a longer story; "the cows need water" asks no work', () => {
    const reply = answer('stock tank heaters keep kicking the breaker every night, its below zero out here near ronan and the cows need water');
    expect(reply.text).toMatch(/^Yes! Ronan is in our service area\./);
    expect(reply.text).toMatch(/damaged cord or a failing heater/);
  });

  it('does not take a clause that only names a problem in passing ("no burning smell or anything")', () => {
    const reply = answer(
      'Breaker for the bathroom trips every time my wife uses the hair dryer with the heater on. No burning smell or anything. Just annoying, what causes that?',
    );
    expect(reply.text).toMatch(/^A breaker trips to protect the wiring/);
  });
});

describe('work the site never lists', () => {
  it.each([
    ['need an electric fence put in around the horse pasture, the hot wire kind. can you set that up', { intent: 'service', unlisted: true }],
    ['do you install heated driveways', { intent: 'out-of-scope' }],
    ['can you hook up a fence charger for the cattle', { intent: 'service', unlisted: true }],
  ])('%s: not sure, never a yes', (question, route) => {
    expect(routeMessage(question)).toMatchObject(route);
    expect(answer(question).text).toMatch(/^I'm not sure about that: our website doesn't say/);
  });

  it('still treats a shock from an electric fence as an emergency', () => {
    expect(routeMessage('my electric fence charger shocked me').intent).toBe('emergency');
  });
});

describe('emergencies from the second batch of held-out sets', () => {
  it.each([
    ['Wind knocked a pole over on our road, theres a wire across it sparking. can i move it with a shovel?', 'downed-line'],
    ['wind dropped a line onto our wire fence and the fence is buzzing', 'downed-line'],
    ['Theres a line down at the end of our lane right by the school bus stop and the bus drops the kids off in 20 min', 'downed-line'],
    ['snowmelt is pooling on the basement floor right under the subpanel, should i wade over and shut it off', 'water'],
    ['water collecting under the panel in the garage', 'water'],
    // The second reading: a line, its state and where it is, in any order within one sentence.
    ['wire tangled in the fence after the storm, is it safe', 'downed-line'],
  ])('%s: %s', (question, kind) => {
    expect(classifyEmergency(question)?.kind).toBe(kind);
  });

  it.each([
    'can you run a line across the yard to the shop',
    'we need a line run down by the barn',
    'the price dropped so we want a new line to the garage',
    'can you bury the line across the driveway',
    'can you run a new line across the field to the barn',
    'how much to bury the wire under the driveway',
    'how much to move the power pole over to the corner',
    'we keep our tools collected near the outlet',
    'the car pooling schedule is near the panel',
  ])('%s: no emergency', (question) => {
    expect(classifyEmergency(question)).toBeNull();
  });
});

describe('requests from the second batch of held-out sets', () => {
  it('reads three-phase power as work the commercial page lists, whatever it is for', () => {
    const question = 'need 3 phase power for a sawmill setup, thats something u do?';
    expect(routeMessage(question).intent).toBe('service');
    expect(answer(question).text).toMatch(/^Yes, we do\..*Three-phase/);
  });

  it('says yes to "is that something you guys fix" about a problem', () => {
    expect(answer('well pump breaker trips every few days, i just flip it back on. is that something you guys fix').text).toMatch(/^Yes, we do\. We track down the cause/);
  });

  it('takes the thing power is run to as the job, and answers with a list that names it, not a FAQ about the panel', () => {
    const reply = answer('need power run out to a hot tub on the back deck. yall do that?');
    expect(reply.text).toMatch(/^Yes, we do\./);
    expect(reply.text).toMatch(/hot tubs?/i);
    expect(reply.text).not.toMatch(/How do I know if I need a panel upgrade/);
  });

  it('keeps the panel FAQ when the visitor asks about the panel too', () => {
    // The EV list also says "including a panel upgrade": the FAQ's own question tells the two replies apart.
    const asked = 'just got a model y. can u guys put the tesla charger in my garage or do i need a panel upgrade first';
    expect(answer(asked).text).toMatch(/^Yes, we do\. "How do I know if I need a panel upgrade\?"/);
    expect(answer('just got a model y. can u guys put the tesla charger in my garage').text).not.toContain('How do I know if I need a panel upgrade');
  });

  it.each(['outlets in my camper trailer quit working, you work on RVs?', 'can you rewire our pontoon boat'])(
    '%s: the wiring of a vehicle itself is not on the site',
    (question) => {
      expect(routeMessage(question).intent).toBe('out-of-scope');
      expect(answer(question).text).toMatch(/^I'm not sure about that/);
    },
  );

  it('still reads a hookup for an RV at the house as our work', () => {
    expect(routeMessage('can you put in a 50 amp rv hookup by the garage').intent).toBe('service');
  });

  it.each(['whats the fishing like on the blackfoot this week', 'hows the fishing', 'any good float on the blackfoot'])('%s: not ours', (question) => {
    expect(routeMessage(question).intent).toBe('out-of-scope');
  });
});

describe('from the third batch of held-out sets', () => {
  it('reads a thing that "buzzed him" as a shock', () => {
    expect(classifyEmergency('my grandson touched the dryer and said it buzzed him, is the dryer safe to run')?.kind).toBe('shock');
    expect(classifyEmergency('the intercom buzzed me in at the office')).toBeNull();
    expect(classifyEmergency('the dryer buzzes when it runs')).toBeNull();
  });

  it('reads fingers that buzz at a touch as a shock', () => {
    expect(classifyEmergency('whenever i touch the fridge handle and the kitchen sink at the same time my fingers buzz')?.kind).toBe('shock');
    expect(classifyEmergency('the fridge buzzes when i touch the door')).toBeNull();
  });

  it.each(['hot tub is being delivered in april and needs wiring, is that something u do', 'hot tub is getting delivered next month, who wires that up, you guys?'])(
    '%s: yes, and the list that names hot tubs',
    (question) => {
      const reply = answer(question);
      expect(reply.text).toMatch(/^Yes, we do\./);
      expect(reply.text).toMatch(/Hot tub/);
    },
  );

  it('answers three-phase power for a machine the site never names from the list that names three-phase', () => {
    const reply = answer('We run a small cabinet shop in Frenchtown and need 3 phase power for a new CNC router. Can you handle that?');
    expect(reply.text).toMatch(/^Yes, we do\..*Three-phase/);
  });

  it('resolves "is that something you do" to the message\'s own service, not the clause about the panel before it', () => {
    const reply = answer(
      'So basically we just bought a tesla and the guy at the dealership said we need a 240 outlet or a charger put in the garage. house is in lolo, panel is like 100 amp. is that something you guys would do',
    );
    expect(reply.text).toMatch(/EV chargers/);
    expect(reply.text).not.toMatch(/New Construction/);
  });

  it.each([
    ['does the standby generator turn on by itself when the power goes out', /^Yes, a standby generator does\. A standby generator .* starts automatically/],
    ['would a generator start up by itself if were away', /^Yes, a standby generator does\..*transfer switch/],
  ])('%s: the standby generator starts on its own', (question, text) => {
    expect(answer(question).text).toMatch(text);
  });

  it('reads "flipping a house" as real estate, not a tripping GFCI', () => {
    const route = routeMessage('which outlets in a house are supposed to be the gfci kind? flipping a house and want to get it right');
    expect(route.problem).toBeUndefined();
    expect(routeMessage('the gfci keeps flipping off').problem).toBe('gfci-trips');
  });

  it.each([
    ['one of the burners on my electric stove quit working, can someone come fix it', 'out-of-scope'],
    // Electrical work asked for that no page lists: a service question, answered as honestly.
    ['Would you be able to install a Tesla Powerwall battery system instead of a generator?', 'service'],
    ['is it supposed to snow in the missoula valley this weekend or nah', 'out-of-scope'],
  ])('%s: not on the site, never a yes', (question, intent) => {
    expect(routeMessage(question).intent).toBe(intent);
    expect(answer(question).text).not.toMatch(/^Yes/);
  });
});

describe('from the fourth batch of held-out sets (the thirty-sixth and thirty-seventh opened)', () => {
  it.each([
    ['what do you get per outlet to swap out old 2 prong ones, theres like 6 of them', 'price'],
    ['if i put my number in your form is it gonna get sold to a bunch of spammers', 'business-fact'],
    ['so what all can this little chat bot do for me besides answering stuff', 'business-fact'],
    ['howdy howdy from a rainy porch up the blackfoot', 'smalltalk'],
    ['appreciate ya bud, you have yourself a good evening', 'smalltalk'],
  ])('%s: %s', (question, intent) => {
    expect(routeMessage(question).intent).toBe(intent);
  });

  it.each([
    'the thing is, what else do i need for a hot tub',
    'the chat said 1500 for the panel, anything else i should budget for',
    'the chat helped me, anything else i should know about permits',
  ])('%s: the chat named, not asked what it does', (question) => {
    expect(routeMessage(question).fact).not.toBe('site-tool');
  });

  it.each(['can the assistant help with anything else besides questions', 'does this chat thing do anything besides answer questions'])(
    '%s: what else the chat does',
    (question) => {
      expect(routeMessage(question)).toMatchObject({ intent: 'business-fact', fact: 'site-tool', tool: 'both' });
    },
  );

  it('keeps a greeting "from" somewhere that asks for work a request', () => {
    expect(routeMessage('hi from a homeowner who needs a panel').intent).toBe('service');
  });

  it('says yes to "are yall licensed" asked after a story, but never says yes to a warranty asked after one', () => {
    expect(answer('my last "electrician" turned out to not even be licensed lol. are yall licensed and insured for real').text).toMatch(/^Yes\. /);
    expect(
      answer("Lightning hit the pole last month and now the standby generator you guys installed in the spring won't start. Is that covered under your warranty?").text,
    ).not.toMatch(/^Yes/);
  });

  it.each([
    ['I own a small restaurant downtown and we need a couple new circuits for a second fryer but I cant close during lunch or dinner', /early mornings, evenings or weekends/],
    ['got a used cnc machine for the cabinet shop and it needs 3 phase power, can you bring that in', /^Yes, we do\..*Three-phase/],
    ['lightning took out our tv and the wifi router last july, is there a gadget for the whole house to stop that happening again', /surge protector at the panel/],
    ['lightning fried our well pump controller last summer, is there something you can put in so it dont happen again', /surge protector at the panel/],
    ['do you service generators too or only put them in', /^Yes, we do\..*Annual Maintenance/],
    ['home inspector flagged our Federal Pacific panel, is that something you swap out', /^Yes, we replace old panels\./],
    ['we bought a used hot tub off marketplace and need it hooked up on the back patio', /^Yes, we do\..*hot tubs/],
  ])('%s', (question, text) => {
    expect(answer(question).text).toMatch(text);
  });

  it('reads electric heated floor mats as work the site never names', () => {
    const question = 'redoing the bathroom and want one of those electric heated floor mats under the tile. do yall do those';
    expect(routeMessage(question).intent).toBe('out-of-scope');
    expect(routeMessage('can you run a circuit for the heated floor in our bathroom remodel').intent).toBe('service');
  });
});

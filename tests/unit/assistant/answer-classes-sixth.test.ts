/**
 * Classes of messages from the ninth writer's set (docs/decisions/0033-assistant-answer-classes.md,
 * "Sixth round"): a town named beside work or a problem, two facts asked in two sentences, privacy
 * and reply time in other words, whether the chat gives prices, a roof said as where, LED bulbs on
 * a dimmer, and breakers "kicked" or "knocked" out. Router decisions and whole offline answers
 * (src/server/assistant/answerer.ts), no database. Expected texts are the site's own sentences.
 */
import { describe, expect, it } from 'vitest';
import { detectEmergency } from '../../../src/domain/assistant/emergency.ts';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';
import { answerFromKnowledge } from '../../../src/server/assistant/answerer.ts';

const answer = (question: string) => answerFromKnowledge(question, undefined, routeMessage(question));

describe('what a message is about', () => {
  it.each([
    // A breaker tripped by what is plugged in, said with the verb before the breaker.
    ['stock tank heaters keep kicking the breaker out every cold night', 'breaker-trips'],
    ['the welder knocks the breaker every time', 'breaker-trips'],
    ['space heater throws the breaker in the bedroom', 'breaker-trips'],
  ])('%s: a tripping breaker', (question, problem) => {
    expect(routeMessage(question).problem).toBe(problem);
  });

  it.each([
    ['If I put my phone number in your form are you going to sell it to a bunch of telemarketers', 'privacy'],
    ['will i get robocalls if i fill this out', 'privacy'],
    ['how soon do you usually get back to people', 'reply-time'],
    ['does this chat thing give prices or do i have to call somebody for that', 'assistant-estimate'],
    ['can the assistant give me a price for a panel', 'assistant-estimate'],
    ['are your electricians background checked', 'unstated'],
    ['whats ur email and how fast do u guys usually reply', 'reply-time'],
    ['does what i type in this chat get saved somewhere', 'chat-records'],
    ['is this chat private', 'chat-records'],
    ['do you guys do free estimates or is there a trip charge', 'free-estimate'],
    ["what's the troubleshooter thing on here do", 'site-tool'],
    ['how does the cost calculator work', 'site-tool'],
    ['do any of your electricians speak spanish? my dad is more comfortable in spanish', 'unstated'],
    ['Do you give a discount for veterans or seniors? My mom needs some outlets fixed', 'unstated'],
    ['senior discount?', 'unstated'],
    ["I'm assuming there's a fee for you to come out, look at the job and write up a quote. What is it?", 'free-estimate'],
    ['if something you install goes bad after like 8 months am I stuck paying for it again', 'warranty'],
    ['Before I put my info in your form: do you sell phone numbers to marketers or anything like that?', 'privacy'],
    ['can this chat thing give me a rough price before I call you? how does that work', 'site-tool'],
    ['Cash, check, card... what do you guys take for payment?', 'payment-methods'],
    ['email address? and how long till someone writes back', 'reply-time'],
    ['does my info get sold to spammers if i fill out the contact form', 'privacy'],
    ['is there a way to get a rough price online before calling anyone', 'site-tool'],
    ['how long in business', 'experience'],
    ['how long has the company been in business', 'experience'],
  ])('%s: the business fact %s', (question, fact) => {
    expect(routeMessage(question)).toMatchObject({ intent: 'business-fact', fact });
  });

  it.each([
    'if the furnace stops at 2 in the morning on a sunday is somebody actually gonna answer the phone and does it cost more',
    'on a saturday night when the power is out and we call, does that cost extra',
  ])('extra cost asked well after the night or weekend it is about: the emergency rates (%s)', (question) => {
    expect(routeMessage(question).fact).toBe('rates');
  });

  it('someone asked to look at something that quit is work asked for, not a way to reach us; a visit asked alone still is', () => {
    expect(routeMessage('well pump quit again this week, can someone look at the circuit').intent).toBe('service');
    expect(routeMessage('can someone come out this week').intent).toBe('business-fact');
  });

  it('a town outside the area typed with a typo after "in", "to", "near": found; an everyday word one letter from a town is not', () => {
    expect(routeMessage('electrician in helana?')).toMatchObject({ intent: 'out-of-area', places: { outside: ['Helena'] } });
    expect(routeMessage('we live near bozemen').places.outside).toEqual(['Bozeman']);
    expect(routeMessage('can you come in august').places.outside).toEqual([]);
    expect(routeMessage('want to settle the bill').places.outside).toEqual([]);
    expect(routeMessage('payment plans??').places.outside).toEqual([]);
  });

  it('what would something run me, with many words between: a price question', () => {
    expect(routeMessage('what would a dedicated circuit for a chest freezer run me')).toMatchObject({ intent: 'price', pricedService: 'circuits' });
  });

  it('every town named as a landmark: the one the visitor is near, not the one measured from', () => {
    expect(routeMessage("the bitterroot page says call about places farther south than hamilton.. we're just outside darby. would you come down that far?").places.served).toEqual([
      'Darby',
    ]);
  });

  it('a panel said only as where a circuit starts: the circuit is priced; a panel that is the work still is', () => {
    expect(routeMessage('what would it run to add a 240v outlet for a welder in the garage, panel is right there on the same wall')).toMatchObject({
      intent: 'price',
      pricedService: 'circuits',
    });
    expect(routeMessage('how much to upgrade my panel and add a circuit for the hot tub')).toMatchObject({ intent: 'price', pricedService: 'panel' });
  });

  it('a rough number asked for is a price question; plowing is another trade; the insurance agent asking for work is not our insurance', () => {
    expect(routeMessage('Rough number for rewiring a whole 1800 sq ft house in the Rattlesnake?')).toMatchObject({ intent: 'price', service: 'rewiring', pricedService: null });
    expect(routeMessage('do you guys plow driveways in the winter? saw your truck in bonner')).toMatchObject({ intent: 'out-of-scope', referral: 'a snow removal service' });
    expect(routeMessage('can you put in hardwired smoke detectors that all go off together? insurance guy says we need them')).toMatchObject({ intent: 'service', unlisted: true });
    expect(routeMessage('do you carry insurance')).toMatchObject({ intent: 'business-fact', fact: 'licence' });
  });

  it('a town outside asked, ours named only beside it: only the one asked', () => {
    expect(routeMessage("we're in helena, would you drive over for a panel job? heard good things from my brother in missoula")).toMatchObject({
      intent: 'out-of-area',
      places: { served: [], outside: ['Helena'] },
    });
    expect(routeMessage('bigfork, lake house on the east shore. do you guys go up that far? polson isnt that far off').places).toEqual({ served: [], outside: ['Bigfork'] });
    expect(routeMessage("we're in missoula, my brother in helena recommended you").places).toEqual({ served: ['Missoula'], outside: [] });
  });

  it('thanks with praise is small talk; a problem told after thanks is not', () => {
    expect(routeMessage("thanks, you've been more helpful than the last 3 electricians i called lol")).toMatchObject({ intent: 'smalltalk', smalltalk: 'thanks' });
    expect(routeMessage('thanks, you guys are great, my outlet is still sparking though').intent).toBe('emergency');
  });

  it('a price with how long it takes, a budget, a holiday night that costs a fortune', () => {
    expect(routeMessage('how much for a dedicated circuit for a chest freezer in the garage, and how long does that take')).toMatchObject({ intent: 'price', alsoAsks: true });
    expect(routeMessage('our 1950s ranch house needs a full rewire, we have like 8 grand budgeted, is that realistic').intent).toBe('price');
    expect(routeMessage('if the power dies on christmas eve will somebody pick up, and is it gonna cost a fortune').fact).toBe('rates');
  });

  it('a dripping faucet is plumbing; a drip onto an outlet is still water on the wiring', () => {
    expect(detectEmergency('kitchen faucet keeps dripping, could you fix that while youre here doing the outlets')).toBeNull();
    expect(detectEmergency('the faucet drips onto the outlet below the sink')?.kind).toBe('water');
  });

  it('things described without trade words: the grey box with switches is the panel, cloth wire on porcelain knobs is knob-and-tube', () => {
    expect(
      routeMessage(
        "the grey box in the basement with all the switches, one of them flips off every morning when the microwave and the toaster oven are both going. what's up with that",
      ).problem,
    ).toBe('breaker-load');
    expect(answer('The inspector said there is old cloth-covered wire on little white porcelain knobs up in the attic. Is that a big deal?').text).toMatch(/knob-and-tube/i);
  });

  it('a fuse never blown is no blown fuse; a school named after a town is no town; fishing spots are not ours', () => {
    expect(routeMessage("my fuse box works fine, we've never even blown a fuse, so there's no real reason to replace it right?").problem).toBeUndefined();
    expect(routeMessage('who owns the company? my dad thinks he went to Big Sky High with the owner').places.outside).toEqual([]);
    expect(routeMessage("where's a good spot to fish on the blackfoot this weekend").intent).toBe('out-of-scope');
    expect(routeMessage('can you wire our fishing cabin up the blackfoot').intent).toBe('service');
  });

  it('a visit to find out why something went dead is priced as troubleshooting, not as a free estimate', () => {
    expect(routeMessage('what do you charge to come out and figure out why half the outlets in my living room went dead')).toMatchObject({
      intent: 'price',
      pricedService: 'troubleshoot',
    });
    expect(routeMessage('do you charge to come out and give me an estimate')).toMatchObject({ intent: 'business-fact', fact: 'free-estimate' });
  });

  it('work on a day the business is closed is work outside its hours', () => {
    expect(routeMessage("Restaurant owner downtown. New walk-in cooler and fryer line need three phase. Can you do the work on a Sunday/Monday when we're closed??")).toMatchObject(
      { intent: 'service', fact: 'work-hours' },
    );
  });

  it('a GFCI that pops is a GFCI that trips, not a noise', () => {
    expect(detectEmergency('stock tank heater keeps popping the gfci every cold night')).toBeNull();
    expect(detectEmergency('the outlet is hot and pops the gfci')?.kind).toBe('hot-device');
  });

  it('a small engine is not ours: a small-engine repair shop', () => {
    expect(routeMessage('snowblower wont start, pull cord jammed. do you fix those?')).toMatchObject({ intent: 'out-of-scope', referral: 'a small-engine repair shop' });
  });

  it('a roof said as where is not a roofer job; a roof that is the job still is', () => {
    expect(routeMessage('thinking about solar panels on the shop roof, is that something you guys install')).not.toHaveProperty('referral');
    expect(routeMessage('my husband wants lightning rods on the barn roof, do you put those up')).not.toHaveProperty('referral');
    expect(routeMessage('Lightning rods for the barn roof - you guys do that or do I need somebody else?')).not.toHaveProperty('referral');
    expect(routeMessage('need a new metal roof on the shop before winter, who would you recommend')).toMatchObject({ intent: 'out-of-scope', referral: 'a roofer' });
    expect(routeMessage('my roof leaks can you fix it')).toMatchObject({ intent: 'out-of-scope', referral: 'a roofer' });
  });

  it('LED bulbs that hum on a dimmer are no emergency, whichever is named first; heat or a burning smell still is', () => {
    expect(detectEmergency('new LED can lights in the living room flicker and buzz when i turn the dimmer down, why')).toBeNull();
    expect(detectEmergency('the new led bulbs in the dining room buzz and flicker when I turn the dimmer down')).toBeNull();
    expect(detectEmergency('when I dim the LEDs they hum')).toBeNull();
    expect(detectEmergency('the dimmer switch is buzzing and hot')?.kind).toBe('hot-device');
    expect(detectEmergency('the LED bulbs buzz on the dimmer and I smell burning')?.kind).toBe('burning-smell');
  });
});

describe('answers a stranger can act on', () => {
  it('work asked for with a town named in the story: the town, then the work the router reads without it', () => {
    const reply = answer(
      'so basically we just bought a tesla and the guy at the dealership said we need a 240 outlet or a charger put in the garage. house is in lolo, panel is like 100 amp. is that something you guys would do',
    );
    expect(reply.text).toMatch(/^Yes! Lolo is in our service area\. And yes, we do that: Electrical Service Upgrades: .*EV charger circuits/);
  });

  it('a problem told with a town we serve: the town first, then what the page says of the problem', () => {
    const reply = answer('stock tank heaters keep kicking the breaker out every cold night, ranch is outside ronan. can somebody come sort that out');
    expect(reply.text).toMatch(/^Yes! Ronan is in our service area\. And yes, we do that: Tank heaters draw a lot/);
    expect(answer('my breaker keeps tripping, im in hamilton, can someone come out').text).toMatch(/^Yes! Hamilton is in our service area\. A breaker trips to protect the wiring/);
  });

  it('a town outside the area typed with a typo: the area answer for that town', () => {
    expect(answer('electrician in helana?').text).toMatch(/^I'm sorry, Helena is outside our service area\./);
  });

  it('what the assistant keeps of a chat: the privacy policy section, with no "yes" to "is it private"', () => {
    const reply = answer('is this chat private');
    expect(reply.text).toMatch(/^When you ask our online assistant or help widget a question, .* we record your questions, the answers given/);
    expect(reply.citations).toContain('https://blackfootriverelectric.example/privacy-policy#when-you-use-the-assistant-or-the-help-widget');
  });

  it("financing asked for, and paying it off early: both, in the pages' sentences", () => {
    expect(answer('financing?? and can i pay it off early').text).toMatch(
      /^Financing options are available for larger projects, subject to credit approval\. Yes\. There is no prepayment penalty/,
    );
    expect(answer('if i finance the water heater circuit can i pay it off early').text).toMatch(/^Yes\. There is no prepayment penalty/);
  });

  it('what the chat can do, and whether its price counts: both', () => {
    expect(answer('what can this chat thing even do? can it give me a price').text).toMatch(
      /^I can answer questions about our electrical services, service area, hours and prices, give you a rough cost estimate, or help you troubleshoot a problem\. Price ranges, time estimates and troubleshooting suggestions from the website's assistant are preliminary/,
    );
  });

  it('the phone number and the e-mail asked together: both; a price with how long: the time too', () => {
    expect(answer("whats your phone number and email, i'd rather send pics of my panel than talk on the phone").text).toMatch(
      /^Call us at \(406\) 555-0142, e-mail office@blackfootriverelectric\.example/,
    );
    expect(answer('how much for a dedicated circuit for a chest freezer in the garage, and how long does that take').text).toMatch(
      /\$400 - \$1,200, and the work takes about 4-8 hours/,
    );
  });

  it('lightning that ruined the electronics, and a way to stop it: whole-house surge protection', () => {
    expect(answer('lightning fried our tv and the router last month. is there something for the whole house so that doesnt happen again').text).toMatch(
      /A surge protector at the panel guards the whole house/,
    );
  });

  it('work asked for beside a permit question: yes first, then the permit', () => {
    expect(answer('picking up a used hot tub this weekend. can u wire it and do i need a permit for that').text).toMatch(
      /^Yes, we do that\. Where the law requires it, we obtain the electrical permit/,
    );
  });

  it("a word's 's makes no unknown word of it: \"after the job's done\" is the payment terms", () => {
    expect(answer("do i pay up front or after the job's done").text).toMatch(/^Payment is due when the work is complete/);
  });

  it('two facts asked in two sentences: both answered', () => {
    const reply = answer("whats your email address, i'll send you pictures of the panel. how soon do you usually get back to people");
    expect(reply.text).toMatch(/within one business day/);
    expect(reply.text).toMatch(/office@blackfootriverelectric\.example/);
  });

  it('selling a number: the privacy policy says no', () => {
    expect(answer('If I put my phone number in your form are you going to sell it to a bunch of telemarketers').text).toMatch(
      /^No\. We do not sell or rent your personal information\./,
    );
  });

  it('solar on a roof and background checks: not sure, call us, never a yes and never "not something we do"', () => {
    for (const question of ['thinking about solar panels on the shop roof, is that something you guys install', 'are your electricians background checked?']) {
      const reply = answer(question);
      expect(reply.text, question).toMatch(/^I'm not sure about that: our website doesn't say, and I won't guess\. Please call us at \(406\) 555-0142/);
      expect(reply.text, question).not.toMatch(/isn't something we do|roofer/);
    }
  });

  it('power out to a new building with the lights, outlets and a welder plug it will hold: the building feeder', () => {
    const reply = answer(
      'building a pole barn about 200 ft from the house, want lights and a couple outlets and maybe a welder plug. would you run the power out there or is that a power company thing',
    );
    expect(reply.text).toMatch(/^Yes, we wire shops, garages, barns and outbuildings\. We run an underground feeder .* install a subpanel/);
    // Equipment named with power run to it, not to the building, is still its own circuit.
    expect(routeMessage('need power run to a new CNC machine in our shop').intent).toBe('service');
    expect(answer('need power run to a new CNC machine in our shop').text).not.toMatch(/underground feeder/);
  });

  it('outages again and again, a generator guessed as the fix: the standby generator with a transfer switch', () => {
    const reply = answer(
      "we're out past victor on a well and every time the power goes out we lose the water and the furnace quits too. whats the fix for that, a generator I guess?",
    );
    expect(reply.text).toMatch(/^Yes! Victor is in our service area\. A standby generator with an automatic transfer switch keeps the pump, the furnace and the freezer running\./);
  });

  it('a business that cannot close while we work: the commercial page says early mornings, evenings or weekends', () => {
    const reply = answer(
      "i own a little restaurant downtown and we need some new circuits in the kitchen but we can't be shut down during lunch and dinner. can you work around that",
    );
    expect(reply.text).toMatch(/Often, yes\. We plan commercial work with you and can schedule disruptive tasks, .* for early mornings, evenings or weekends/);
  });

  it('work for a business asked outright: yes, what the commercial page lists, or its overview for wiring and equipment it does not name', () => {
    expect(answer('our restaurant is expanding into the space next door, can you wire the new dining room').text).toMatch(
      /^Yes, we do\. Commercial Construction: Electrical installation for new commercial buildings and tenant spaces/,
    );
    for (const question of ['my daughter is setting up a bakery downtown, can you do the wiring for the ovens', 'we own a small motel, need the rooms rewired eventually']) {
      expect(answer(question).text, question).toMatch(/^Yes, we do\. Reliable power for offices, retail spaces, shops and industrial facilities/);
    }
    // A thing the commercial page never names is no "yes".
    expect(answer('can you put security cameras in our store').text).not.toMatch(/^\W*Yes/);
  });
});

/**
 * Classes of visitor messages the offline answerer (src/server/assistant/answerer.ts) answers from
 * what the site says: problems that are not emergencies, "can you / do you ...?" with the direct
 * yes first, work for a business the commercial page covers in part, questions with a word the
 * site never uses, and prices the site gives no figure for; and the honest "I don't know" where
 * the site truly does not say.
 */
import { describe, expect, it } from 'vitest';
import { answerFromKnowledge, licenceNumberText, notOursText, unknownAnswerText } from '../../../src/server/assistant/answerer.ts';
import { siteToolText, smalltalkText } from '../../../src/server/assistant/service.ts';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';
import { stem } from '../../../src/server/assistant/text.ts';

const answer = (question: string) => answerFromKnowledge(question, undefined, routeMessage(question));

describe('a problem that is not an emergency', () => {
  it.each([
    ['half the house has no power', /tripped breaker/, /loose neutral/],
    ['lights flicker when the dryer runs', /shared or overloaded circuit/, /dedicated circuit/],
    ['outlet in the kitchen stopped working', /GFCI/, /tripped breaker/],
    ["gfci won't reset", /won't reset/, /replaced/],
    ['the breaker keeps tripping', /too many appliances share one circuit/, /leave it off/],
  ])('"%s" gets what the site says about it and a service visit', (question, first, second) => {
    const reply = answer(question);
    expect(reply.source).toBe('problem');
    expect(reply.text).toMatch(first);
    expect(reply.text).toMatch(second);
    expect(reply.text).toMatch(/\(406\) 555-0142/);
    expect(reply.text).not.toMatch(/^Yes/);
    expect(reply.text).not.toMatch(/won't guess at the cause/);
  });

  it('a breaker that trips right after a reset: leave it off, and our number before the explanation (the safety note)', () => {
    expect(answer('the main breaker tripped and wont reset').text).toMatch(/^Leave the breaker off and call us for service: \(406\) 555-0142 \(24\/7\)\. A breaker that trips/);
  });

  it('"none of my outlets work", a storm, a breaker that is not tripped: the outlet checks, not the service area or the warranty', () => {
    for (const question of [
      'none of my outlets work in the bedroom',
      'outlets in my garage stopped working after the storm',
      'living room outlets not working but the breaker isnt tripped',
    ]) {
      expect(answer(question).text, question).toMatch(/^First check the GFCI outlets/);
    }
  });

  it('asked as "can you fix ...?", starts with the yes', () => {
    expect(answer('can you fix a breaker that keeps tripping').text).toMatch(/^Yes, we do\. We track down the cause of electrical problems/);
  });
});

describe('"can you / do you ...?" questions', () => {
  it.each([
    ['can you put a dedicated circuit in for my freezer', /circuit of their own/],
    ['motion security lights on the barn and driveway', /security lighting/],
    ['do you guys do the wiring for hot tubs, asking for my uncle', /Hot tub/],
    ['backup power for our server closet and walk-in cooler', /servers/],
    ['can you upgrade my panel to 200 amp', /200A/],
  ])('"%s" starts with the yes, then the fact', (question, fact) => {
    const reply = answer(question);
    expect(reply.text).toMatch(/^Yes, we do\. /);
    expect(reply.text).toMatch(fact);
  });

  it('never puts the yes before an answer that says no', () => {
    const reply = answer('can you hook up a portable generator with an interlock').text;
    expect(reply).toMatch(/^Yes, we do\. (?!")/);
    expect(reply).toMatch(/inlets and interlocks/);
  });

  it.each([
    ['do you carry liability insurance', /^Yes\. .*insured/],
    ['can i finance a standby generator', /^Yes: financing can cover standby generators/],
    ['is rewiring something i can finance', /^Yes: financing can cover rewiring/],
    ['do you handle the permit for a panel swap', /^Yes\. .*permit/],
  ])('a business fact asked as "%s" starts with the yes', (question, expected) => {
    expect(answer(question).text).toMatch(expected);
  });

  it('keeps the question in front of a yes that answers something else ("are you bonded?")', () => {
    expect(answer('are you bonded').text).toMatch(/^"Are you licensed and insured\?" Yes\./);
  });
});

describe('work for a business the commercial page covers in part', () => {
  it.each([
    ["we're opening a retail store downtown and need the whole space wired", /Tenant finish wiring/],
    ['need power run to a new CNC machine in our shop', /machine controls/],
    ["we're building out a tenant space for a coffee shop", /tenant spaces/],
  ])('"%s": the yes, what the page lists and the free estimate with a site visit', (question, fact) => {
    const reply = answer(question);
    expect(reply.text).toMatch(/^Yes, we do\. /);
    expect(reply.text).toMatch(fact);
    expect(reply.text).toMatch(/free estimates for commercial and industrial work/);
    expect(reply.text).toMatch(/site visit/);
  });

  it('is no yes for a thing the site never names ("security cameras in our store")', () => {
    expect(answer('can you install security cameras in our store').text).toBe(unknownAnswerText());
  });
});

describe('a word the site never uses, or a typo, does not veto the fact', () => {
  it.each([
    ['wat r ur hourz', /7:00 AM - 5:00 PM/],
    ['do you garantee ur work', /one year/],
    ['whats the price to find a short in my wiring', /\$150 - \$500/],
    ['should i have the electrical checked before i buy a 1950s house', /buying an older home|buying or selling/],
  ])('"%s"', (question, fact) => {
    expect(answer(question).text).toMatch(fact);
  });

  it('reads a synonym phrase written with a hyphen in the pages ("Maintenance-plan customers")', () => {
    expect(answer('if i have a maintenance plan do i get priority when the power goes out').text).toMatch(/first in line/);
  });

  it.each([
    'can you fix my garage door opener',
    'do you do generator rentals',
    'do you install security cameras',
    'do you have workers comp',
    'who is the owner',
    'how many employees do you have',
  ])('but "%s", which the site does not say, gets the honest "I don\'t know"', (question) => {
    expect(answer(question).text).toBe(unknownAnswerText());
  });
});

describe('the stemmer', () => {
  it.each([
    ['finishing', 'finish'],
    ['finishes', 'finish'],
    ['tripping', 'trip'],
    ['flickering', 'flicker'],
    ['outlets', 'outlet'],
    ['ceiling', 'ceiling'],
    ['evening', 'evening'],
    ['finished', 'finish'],
    ['needed', 'needed'],
  ])('%s -> %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('lets other forms of a word find the page ("basement finishing" is "Basement finishes")', () => {
    expect(answer('do you do basement finishing wiring').text).toMatch(/^Yes, we do\. .*Basement finishes/);
  });
});

describe('prices the site gives no figure for', () => {
  it('an hourly rate: not on the site, how we price, the free estimate', () => {
    const reply = answer('how much do you charge per hour').text;
    expect(reply).toMatch(/^I don't have an hourly rate/);
    expect(reply).toMatch(/clear written estimate/);
    expect(reply).not.toMatch(/\$\d/);
  });

  it('a voltage before an outlet is no count of outlets', () => {
    expect(answer('what would you charge to put in a 240 outlet for a dryer').text).toMatch(/\$400 - \$1,200/);
  });
});

describe('small talk beyond hello and thanks', () => {
  it('"are you a bot?" is answered honestly, with the phone for a person', () => {
    const text = smalltalkText(routeMessage('r u a bot').smalltalk);
    expect(text).toMatch(/^I'm Blackfoot River Electric's automated assistant on this website, not a person\./);
    expect(text).toContain('To talk to a person, call us at (406) 555-0142');
  });

  it('an acknowledgement gets a "glad to help" and what the assistant can do; an opener, an invitation to ask', () => {
    expect(smalltalkText(routeMessage('ok cool').smalltalk)).toMatch(/^Glad to help! Is there anything else/);
    expect(smalltalkText(routeMessage('i got a question for ya').smalltalk)).toMatch(/^Sure, go ahead and ask! I can answer questions about our electrical services/);
  });
  it('a goodbye, thanks or not, is answered with thanks and a farewell, and the number for later', () => {
    for (const question of ['byeee', 'appreciate it, have a good one']) {
      expect(smalltalkText(routeMessage(question).smalltalk), question).toBe(
        'Glad to help, and thanks for stopping by! Take care. If you need us, call (406) 555-0142 (Monday - Friday 7:00 AM - 5:00 PM; emergencies 24/7).',
      );
    }
  });
});

describe('what is not ours to do', () => {
  it.each([
    ['do you do plumbing in hamilton', 'a plumber'],
    ['write me a cover letter for a warehouse job', undefined],
    ['who won the griz game saturday', undefined],
    ['do you deliver propane for the generator, we are almost out', 'your propane or fuel supplier'],
    ['landlord wont fix the dead outlets in my apartment, can i legally hold back rent', 'a lawyer'],
  ])('"%s" gets "that isn\'t something we do" and who does it (%s), never the yes of a town', (question, referral) => {
    const reply = answer(question);
    expect(reply.text).toBe(notOursText(undefined, referral));
    if (referral) expect(reply.text).toContain(`For that, ${referral} is the one to call.`);
    expect(reply.text).toMatch(/^That isn't something we do: Blackfoot River Electric is an electrical contractor/);
    expect(reply.text).not.toMatch(/service area\./);
  });

  it('a town named in a question the site says nothing about gets no yes of the town', () => {
    for (const question of ['best place to hunt elk near seeley lake?', 'any good fishing spots near lolo']) {
      expect(routeMessage(question).intent, question).toBe('out-of-scope');
      expect(answer(question).text, question).not.toMatch(/service area\./);
    }
    // The town alone, or asked whether we come, is still the area question.
    expect(routeMessage('lolo?').fact).toBe('area');
    expect(routeMessage('were down past darby, would u come that far').fact).toBe('area');
  });

  it('what the site does not say keeps the honest "I don\'t know"', () => {
    expect(answer('do you install solar panels').text).toBe(unknownAnswerText());
  });
});

describe('business facts the terms and the home page state', () => {
  it('texts: sent about a service request once you agree on the SMS consent page', () => {
    const reply = answer('can yall text me instead, i dont pick up unknown numbers');
    expect(reply.text).toMatch(/^If you agree to receive text messages on our SMS consent page, we send messages about your service requests/);
    expect(reply.citations.some((url) => url.endsWith('/terms-of-service#text-messages'))).toBe(true);
  });

  it('who answers at night: a real electrician, 24/7', () => {
    expect(answer('is it a real electrician that picks up at night or some answering service').text).toMatch(
      /^A real electrician answers, day or night, when the power or safety is at stake\. Emergency services available 24\/7/,
    );
  });

  it('whether we can be trusted: licensed and insured, and what customers say', () => {
    const text = answer('any reviews? how do i know ur legit').text;
    expect(text).toContain('licensed and insured');
    expect(text).toMatch(/Sarah M\. \(Missoula, 5 of 5 stars\)/);
  });

  it('a part failing after the warranty year: the terms as they stand, with no "Yes." in front', () => {
    const text = answer('if the new breaker box u put in craps out after 2 yrs is that on you or what').text;
    expect(text).toMatch(/^We warrant that our work is performed/);
    expect(text).toContain('within one year of completion');
    expect(text).toContain("covered by their manufacturers' warranties");
  });

  it('someone to come out at night or on a holiday: yes, for an emergency, 24/7', () => {
    for (const question of ['if my furnace quits sunday night cause of an electrical thing do u guys come out', 'can someone come out tonight']) {
      expect(answer(question).text, question).toMatch(/^Yes, for an emergency\. Emergency services available 24\/7: call \(406\) 555-0142/);
    }
  });

  it('how long a quote is good for, asked with a typo: 30 days', () => {
    expect(answer('how long is a qoute good for once u send it').text).toContain('a written estimate is valid for 30 days');
  });
});

describe('a served town and another question', () => {
  it('answers both, in the order asked', () => {
    expect(answer('r u open sat and do u go to lolo').text).toMatch(/^Our office hours are Monday - Friday 7:00 AM - 5:00 PM\..* And yes, Lolo is in our service area\./);
    expect(answer('do u go to polson and what are ur hours').text).toMatch(/^Yes! Polson is in our service area\. Our office hours are Monday - Friday/);
    expect(answer('are u insured? were in frenchtown').text).toMatch(/licensed and insured.* And yes, Frenchtown is in our service area\./);
  });

  it('a place named only on an area page gets the yes of a served place', () => {
    expect(answer('what about pablo').text).toMatch(/^Yes! Pablo \(Lake County\) is in our service area\./);
    expect(answer('st ignatius, can yall come out').text).toMatch(/^Yes! St\. Ignatius \(Lake County\) is in our service area\./);
  });
});

describe("where the assistant's tools are", () => {
  it('names the Chat button and the tab, the same in the chat and the help box', () => {
    expect(siteToolText('estimate')).toMatch(/^The cost estimator is in our assistant: open it with the Chat button at the bottom right of any page, choose the Estimate tab/);
    expect(siteToolText('troubleshoot')).toMatch(
      /^The troubleshooter is in our assistant: open it with the Chat button at the bottom right of any page, choose the Troubleshoot tab/,
    );
  });

  it('names both tools and their tabs when asked what else the chat does', () => {
    const text = siteToolText('both');
    expect(text).toMatch(/^Besides answering questions, this assistant has two tools\./);
    expect(text).toMatch(/cost estimator \(the Estimate tab\)/);
    expect(text).toMatch(/troubleshooter \(the Troubleshoot tab\)/);
    expect(text).toContain('(406) 555-0142');
  });
});

describe('the licence number', () => {
  it('is not on the site: "not sure", with what the profile says (licensed and insured, the years) and who can give it', () => {
    expect(routeMessage('whats your montana license number, i need it for the HOA form')).toMatchObject({ intent: 'business-fact', fact: 'licence-number' });
    expect(answer('whats your license number').text).toBe(licenceNumberText());
    expect(licenceNumberText()).toBe(
      "I'm not sure of our licence number: our website doesn't show it, and I won't guess. What it does say: Blackfoot River Electric is a licensed and insured electrical contractor with 15+ years of experience. For the number (for a form or a permit), call us at (406) 555-0142 (Monday - Friday 7:00 AM - 5:00 PM) or e-mail office@blackfootriverelectric.example.",
    );
  });
});

describe('a question told inside a story', () => {
  it('is answered from its question clause when the whole message finds nothing', () => {
    expect(answer('landlord with 4 older rentals here. how often should i be getting the wiring checked in them').text).toMatch(/every 3 to 5 years/);
    expect(answer('how often should a commercial building get an electrical inspection? i own a small strip mall on brooks').text).toMatch(/every year for commercial/);
  });
  it('but not from a clause that points back at the story ("is that ..."), which alone asks nothing', () => {
    expect(answer('my smoke detector keeps chirping every minute, is that a battery thing or the wiring').text).not.toMatch(/^Yes\b/);
  });
});

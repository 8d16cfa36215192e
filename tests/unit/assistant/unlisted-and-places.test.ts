/** Work no page lists, and places said around the question (intent.ts, area-names.ts, with the answerer's site coverage plugged in). */
import { describe, expect, it } from 'vitest';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';
import { answerFromKnowledge, unknownAnswerText } from '../../../src/server/assistant/answerer.ts';

describe('work no page lists, and places around the question', () => {
  it.each(['do you install smoke detectors', 'can you put in hardwired co alarms', 'can someone change the light bulbs in our high ceiling'])(
    '"%s" is our kind of work, unlisted: "not sure", never a borrowed yes',
    (text) => {
      expect(routeMessage(text)).toMatchObject({ intent: 'service', unlisted: true });
      expect(answerFromKnowledge(text).text).toBe(unknownAnswerText());
    },
  );

  it('smoke alarms named beside listed work leave the listed work to answer', () => {
    expect(routeMessage('need two outlets and a smoke detector in the new bedroom').unlisted).toBeUndefined();
  });

  it.each([
    ['do you go to spokane', ['Spokane']],
    ['any work in coeur d alene?', ["Coeur d'Alene"]],
    ["you're based in Bonner, do you ever take jobs in Bozeman", ['Bozeman']],
  ])('"%s" asks about %j, outside the area', (text, outside) => {
    expect(routeMessage(text)).toMatchObject({ intent: 'out-of-area', places: { served: [], outside } });
  });

  it('our own base said back to us is the address, not a town asked about', () => {
    expect(routeMessage('you guys are in bonner right')).toMatchObject({ intent: 'business-fact', fact: 'address' });
  });
});

describe('a price asked for work no table or page prices', () => {
  it.each(['how much does it cost to replace a breaker', 'price to swap a bad breaker', 'what do you charge to replace a doorbell transformer'])(
    '"%s" gets no other job\'s figure',
    (question) => {
      const answer = answerFromKnowledge(question);
      expect(answer.text).toMatch(/Our website doesn't list a price for that\./);
      expect(answer.text).not.toMatch(/\$\s?\d/);
    },
  );

  it('a job the price table holds still gets its figure', () => {
    expect(answerFromKnowledge('how much to replace an outlet').text).toMatch(/\$150 - \$300/);
  });
});

describe('places by their nicknames and regions', () => {
  it.each([
    ['do you work in stevi', 'Stevensville'],
    ['we live in zootown, can you come out', 'Missoula'],
    ['do you serve the bitterroot', 'Ravalli County'],
    ['are you in missoula', 'Missoula'],
  ])('"%s" asks about %s', (text, town) => {
    expect(routeMessage(text)).toMatchObject({ intent: 'business-fact', fact: 'area', places: { served: [town] } });
  });

  it('a region said only to place another ("over the pass from the Bitterroot") is not asked about', () => {
    expect(routeMessage('salmon idaho, right over lost trail pass from the bitterroot').places.served).toEqual([]);
  });

  it('"someone on call tonight" asks who answers after hours', () => {
    expect(routeMessage('is there someone on call tonight')).toMatchObject({ intent: 'business-fact', fact: 'who-answers' });
  });
});

describe('asking what the chat is', () => {
  it.each(['what can you do', 'how does this work', 'what is this thing', 'what are you'])('"%s" is an opener: what the assistant can do', (text) => {
    expect(routeMessage(text)).toMatchObject({ intent: 'smalltalk', smalltalk: 'opener' });
  });

  it.each(['what can you do about a flickering light', 'how does a transfer switch work'])('"%s" asks about our work', (text) => {
    expect(routeMessage(text).intent).toBe('service');
  });
});

describe('a price asked with another question', () => {
  it('the town we serve first, then the price', () => {
    expect(answerFromKnowledge('how much to swap a fuse box for a breaker panel in victor, do you come out there').text).toMatch(
      /^Yes! Victor is in our service area\. Panel Upgrade\/Replacement: /,
    );
  });

  it.each([
    ['how much for a hot tub circuit and do you do permits', /\$400 - \$1,200.*we obtain the electrical permit/],
    ['how much for a ceiling fan, are you licensed', /\$200 - \$500.*licensed and insured electrical contractor/],
  ])('"%s": the price, then the fact', (question, text) => {
    expect(answerFromKnowledge(question).text).toMatch(text);
  });
});

describe('more of the fifth round', () => {
  it.each([
    ['the outlet in the bathroom with the test and reset buttons keeps tripping', 'gfci-trips'],
    ['every time the toaster and the microwave go together the breaker trips', 'breaker-load'],
  ])('"%s" is the problem %s', (text, problem) => {
    expect(routeMessage(text).problem).toBe(problem);
  });

  it('"do u do X and how much": yes, then the price', () => {
    expect(answerFromKnowledge('do you guys do ceiling fans and how much').text).toMatch(/^Yes, we do\. Ceiling Fan Installation: .*\$200 - \$500/);
  });

  it('"payment plans?" is answered yes', () => {
    expect(answerFromKnowledge('payment plans?').text).toMatch(/^Yes: financing options are available/);
  });
});

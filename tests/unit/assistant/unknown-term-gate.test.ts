import { describe, expect, it } from 'vitest';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';
import { answerFromKnowledge, paymentMethodsText } from '../../../src/server/assistant/answerer.ts';

const UNKNOWN = /^I'm not sure about that: our website doesn't say, and I won't guess\./;

/**
 * A business-fact question (payment, warranty, licence...) is answered from the topic's own words
 * only when the rest of the question is about something the site talks about. When most of its
 * subject words are ones the site never uses, the honest answer is "I don't know", not the nearest
 * fact.
 */
describe('the unknown-term gate of business facts', () => {
  it.each([
    ['can I pay with dogecoin', 'payment'],
    ['do you offer a warranty on zorbium gizmos', 'warranty'],
    ['do you have a warranty for haircuts', 'warranty'],
  ])('"%s" (%s) about a subject the site never names gets "I don\'t know"', (question, topic) => {
    expect(routeMessage(question)).toMatchObject({ intent: 'business-fact', fact: topic });
    const answer = answerFromKnowledge(question);
    expect(answer.source).toBe('unknown');
    expect(answer.text).toMatch(UNKNOWN);
  });

  it.each(['do you take payment in bitcoin', 'can i pay with venmo', 'do u take credit cards or just checks'])(
    'a way to pay ("%s") is a business fact the site never states: "not sure", with the payment terms it does state and no method named',
    (question) => {
      expect(routeMessage(question)).toMatchObject({ intent: 'business-fact', fact: 'payment-methods' });
      const answer = answerFromKnowledge(question);
      expect(answer.source).toBe('unknown');
      expect(answer.text).toBe(paymentMethodsText());
      expect(answer.text).toMatch(/^I'm not sure which ways of paying we accept: our website doesn't list them/);
      expect(answer.text).toContain('payment is due when the work is complete');
      expect(answer.text).not.toMatch(/\b(?:visa|venmo|bitcoin|cash|checks?|credit\s+cards?|paypal)\b/i);
    },
  );

  it.each([
    ['when is payment due on a kitchen job', 'Payment is due when the work is complete'],
    ['do you carry insurance in case something gets damaged', 'licensed and insured'],
    ['do you offer a warranty on your work', 'We warrant that our work'],
  ])('"%s", whose subject the site names (or one unknown word among known ones), gets the fact', (question, fact) => {
    const answer = answerFromKnowledge(question);
    expect(answer.source).toBe('knowledge');
    expect(answer.text).toContain(fact);
  });
});

describe('facts answered only when asked for', () => {
  it.each([
    ['do you sell my phone number to anyone', 'privacy', /^No\. We do not sell or rent your personal information\. We do not share your mobile number/],
    ['will you spam me if i give you my email', 'privacy', /^No\. We do not sell or rent your personal information\./],
    ['I filled out the contact form this morning, how long until someone gets back to me?', 'reply-time', /^We get back to you within one business day/],
    ['sent u an email yesterday when will someone reply', 'reply-time', /^We get back to you within one business day/],
  ])('"%s" is the fact %s, answered from its own passage', (question, fact, text) => {
    expect(routeMessage(question)).toMatchObject({ intent: 'business-fact', fact });
    expect(answerFromKnowledge(question).text).toMatch(text);
  });

  it.each([
    // Before, the privacy passage answered these, by the word "sell" or "e-mail".
    ['do you sell propane', /^(?!No\.)/],
    ['got an email i can send pics to?', /office@blackfootriverelectric\.example/],
    ['can i email you some pics of my panel? what address', /office@blackfootriverelectric\.example/],
  ])('"%s" does not land on a passage kept for another question', (question, text) => {
    const answer = answerFromKnowledge(question);
    expect(answer.text).toMatch(text);
    expect(answer.passages.map((passage) => passage.id)).not.toContain('privacy:sharing');
    expect(answer.passages.map((passage) => passage.id)).not.toContain('profile:reply-time');
  });

  it('a visitor who will not phone gets the e-mail address', () => {
    expect(answerFromKnowledge('whats ur email, i dont do phone calls').text).toContain('office@blackfootriverelectric.example');
  });
});

describe('the terms, asked around a story', () => {
  it.each([
    ['if i finance the water heater circuit can i pay it off early', /^Yes\. There is no prepayment penalty/],
    ['is there any prepayment penalty on the financing', /^No\. There is no prepayment penalty/],
    ['had you guys fix an outlet last spring and its dead again, do i have to pay again', /If a defect in our workmanship appears within one year of completion/],
    ['we booked a panel swap for friday, how much notice if we need to move the appointment', /^If you need to cancel or reschedule, .*at least 24 hours before the appointment\./],
  ])('"%s"', (question, text) => {
    expect(answerFromKnowledge(question).text).toMatch(text);
  });
});

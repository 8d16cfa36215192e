/**
 * What the site says about each kind of problem a visitor describes (problem-kinds.ts), in the
 * words of the help widget's FAQ (src/content/faq.json) and of the troubleshooter's tree
 * (troubleshooter.ts, the site's Troubleshoot tab): what to check first, what it usually means,
 * and when to call.
 */
import faq from '../../content/faq.json' with { type: 'json' };
import type { ProblemKind } from '../../domain/assistant/problem-kinds.ts';
import type { TroubleshooterStartNode } from './problems.ts';

function faqAnswer(id: string): string {
  const item = (faq as { id: string; answer: string }[]).find((entry) => entry.id === id);
  if (!item) throw new Error(`faq.json has no item ${id}`);
  return item.answer;
}

export interface ProblemAnswer {
  /** What the site says about it: what to check first, what it usually means, when to call. */
  text: string;
  /** Where it comes from: troubleshooter nodes and FAQ items (faq:<id>), for the tests and the citations. */
  sources: string[];
  /** The troubleshooter's question to start from. */
  startNode: TroubleshooterStartNode;
  /** A situation of the safety note (a breaker that trips again right after a reset): the number comes before the explanation. */
  callFirst?: boolean;
}

/** The answer to each kind of problem, in the FAQ's and the troubleshooter's words. */
export const PROBLEM_ANSWERS: Record<ProblemKind, ProblemAnswer> = {
  'total-outage': {
    text: faqAnswer('power-outage'),
    sources: ['faq:power-outage', 'power-loss-whole-house'],
    startNode: 'power-loss-1',
  },
  'partial-power': {
    text: 'When only part of the house has no power, first look in your panel for a tripped breaker (in the middle position or off), and check the GFCI outlets in the kitchen, bathrooms, garage and outdoors: a tripped GFCI can cut power to other outlets. If no breaker is tripped, the cause can be a loose connection, a failed breaker or a lost leg of your service (a lost phase or loose neutral). Loose connections can overheat, so avoid using those circuits until an electrician has found the fault.',
    sources: ['power-loss-partial', 'power-loss-partial-electrician'],
    startNode: 'power-loss-1',
  },
  'breaker-immediate': {
    text: "Leave the breaker off and call us for service. A breaker that trips the moment it is reset usually means a short circuit or a ground fault on that circuit: don't reset it again, hold it on or swap in a bigger breaker.",
    callFirst: true,
    sources: ['breaker-trips-immediate', 'faq:breaker-tripping'],
    startNode: 'breaker-trips-1',
  },
  'breaker-load': {
    text: 'A breaker trips to protect the wiring, usually because too many appliances share one circuit. Move high-power appliances to other circuits and avoid running them at the same time; if it keeps happening, a dedicated circuit for the appliance or more circuits will solve it. If it trips again right away, trips with nothing plugged in, or you smell burning, leave it off and call a licensed electrician.',
    sources: ['faq:breaker-tripping', 'breaker-trips-overload', 'faq:new-circuits'],
    startNode: 'breaker-trips-1',
  },
  'breaker-trips': {
    text: faqAnswer('breaker-tripping'),
    sources: ['faq:breaker-tripping', 'breaker-trips-1'],
    startNode: 'breaker-trips-1',
  },
  fuse: {
    text: 'A fuse blows for the same reasons a breaker trips: too many appliances on one circuit, a faulty device or cord, or a short circuit. Fuses that blow regularly are one of the signs it is time to replace the fuse box with a modern breaker panel. If a new fuse blows right away, or you smell burning, leave it out and call a licensed electrician.',
    sources: ['faq:breaker-tripping', 'faq:panel-upgrade-signs'],
    startNode: 'breaker-trips-1',
  },
  'gfci-wont-reset': {
    text: "A GFCI that won't reset may be faulty, may have no power reaching it, or may be detecting a ground fault. Unplug everything from the outlets it protects and press RESET firmly once more; if it still won't reset, keep those outlets out of use and have it replaced, or the ground fault found, by an electrician.",
    sources: ['outlet-gfci-failed', 'outlet-gfci-reset', 'faq:gfci'],
    startNode: 'outlet-issues-1',
  },
  'gfci-trips': {
    text: 'A GFCI trips when it senses current leaking to ground, which protects you from shocks. Unplug the devices on it, reset it, and plug them back in one at a time to find the one that trips it. If it trips again as soon as you reset it with nothing plugged in, there may be a ground fault, moisture in an outlet or a faulty GFCI: have an electrician find it.',
    sources: ['faq:gfci', 'outlet-gfci-success', 'outlet-gfci-failed'],
    startNode: 'outlet-issues-1',
  },
  'intermittent-outlet': {
    text: 'An outlet that works on and off usually has a loose connection, which can arc and overheat. Stop using it now and have a licensed electrician repair it.',
    sources: ['outlet-intermittent'],
    startNode: 'outlet-issues-1',
  },
  'dead-switch': {
    text: 'First try a new bulb in the light the switch controls, and look in your panel for a tripped breaker. With a good bulb, a switch that does nothing is usually worn out or has a loose wire: have an electrician replace the switch and check its connections.',
    sources: ['outlet-switch', 'outlet-switch-dead', 'outlet-breaker-check'],
    startNode: 'outlet-issues-1',
  },
  'dead-outlet': {
    text: 'First check the GFCI outlets (the ones with TEST and RESET buttons) in the kitchen, bathrooms, garage, basement and outdoors: one GFCI often protects several other outlets, and pressing RESET brings them back. Then look in your panel for a tripped breaker (in the middle position or off). If the breakers and GFCIs are normal, there is likely a loose or broken connection, which can overheat: stop using those outlets and have an electrician trace the circuit.',
    sources: ['outlet-gfci-check', 'outlet-gfci-reset', 'outlet-breaker-check', 'outlet-electrician'],
    startNode: 'outlet-issues-1',
  },
  'led-dimmer': {
    text: 'Many LED bulbs flicker on dimmers made for older incandescent bulbs: the dimmer may not be LED-compatible. Use bulbs marked "dimmable" and a dimmer rated for LED loads; an electrician can replace the dimmer with one that is.',
    sources: ['flickering-led-dimmer', 'faq:led-lighting'],
    startNode: 'flickering-lights-1',
  },
  'flicker-appliance': {
    text: 'Lights that dim when a large appliance starts can mean a shared or overloaded circuit: the lights are probably on the same circuit as the appliance, which draws a surge of current when it starts. A brief dim when a large motor starts can be normal; lasting or growing flicker is not. A dedicated circuit for the appliance usually ends it.',
    sources: ['faq:flickering-lights', 'flickering-shared-circuit', 'flickering-appliance'],
    startNode: 'flickering-lights-1',
  },
  'flicker-weather': {
    text: 'Flickering that gets worse in wind or storms can point to a loose connection in the service or panel, or to a loose or worn service drop and weatherhead on your home. Report it to your utility, and have an electrician inspect the service entrance, meter base and weatherhead promptly.',
    sources: ['faq:flickering-lights', 'flickering-weather'],
    startNode: 'flickering-lights-1',
  },
  'flicker-one': {
    text: "A single flickering light is often a loose bulb, a worn fixture or an LED that doesn't suit its dimmer. First make sure the bulb is screwed in firmly (with the switch off and the bulb cool), or try a new one. If it still flickers, stop using the fixture and have an electrician tighten or replace the connections.",
    sources: ['faq:flickering-lights', 'flickering-fixture', 'flickering-connection'],
    startNode: 'flickering-lights-1',
  },
  'flicker-house': {
    text: 'Flickering throughout the house can point to a loose connection in the service or panel, a failing neutral or a problem with the utility service. A loose main or neutral connection can damage appliances and cause fires, so have it checked by an electrician promptly.',
    sources: ['faq:flickering-lights', 'flickering-constant'],
    startNode: 'flickering-lights-1',
  },
  flicker: {
    text: faqAnswer('flickering-lights'),
    sources: ['faq:flickering-lights', 'flickering-lights-1'],
    startNode: 'flickering-lights-1',
  },
};

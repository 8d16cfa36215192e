import { describe, expect, it } from 'vitest';
import { TROUBLESHOOTER_START_NODES } from '../../../src/server/assistant/problems.ts';
import {
  SEVERITY_LABELS,
  TROUBLESHOOTER_NODES,
  TROUBLESHOOTER_TREE,
  back,
  beginWalk,
  callToActionLabel,
  choose,
  getNode,
  isEndNode,
  issueTypeOf,
  pathOf,
  startOver,
  troubleshooterLog,
  type Severity,
  type TroubleshooterAction,
  type TroubleshooterWalk,
} from '../../../src/domain/assistant/troubleshooter.ts';

/** Walks from a node by option texts (matched by a fragment), failing loudly on a missing option. */
function follow(startNodeId: string, ...choices: string[]): TroubleshooterWalk {
  let walk = beginWalk(startNodeId);
  for (const fragment of choices) {
    const node = TROUBLESHOOTER_TREE[walk.current];
    const text = fragment.toLowerCase();
    const starting = node.options.filter((item) => item.text.toLowerCase().startsWith(text));
    const matches = starting.length > 0 ? starting : node.options.filter((item) => item.text.toLowerCase().includes(text));
    expect(matches, `option "${fragment}" at ${walk.current}`).toHaveLength(1);
    walk = choose(walk, matches[0].id);
  }
  return walk;
}

/** Every path from a node to an end, as lists of node ids; throws on a cycle. */
function allPaths(id: string, seen: string[] = []): string[][] {
  if (seen.includes(id)) throw new Error(`cycle: ${[...seen, id].join(' -> ')}`);
  const node = TROUBLESHOOTER_TREE[id];
  if (isEndNode(node)) return [[...seen, id]];
  return node.options.flatMap((item) => allPaths(item.nextNodeId, [...seen, id]));
}

describe('troubleshooter tree integrity', () => {
  it('has unique node ids, and unique option ids within a node', () => {
    const ids = TROUBLESHOOTER_NODES.map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const node of TROUBLESHOOTER_NODES) {
      const optionIds = node.options.map((item) => item.id);
      expect(new Set(optionIds).size, node.id).toBe(optionIds.length);
    }
  });

  it('gives every node a title, description, severity, recommendation and call to action', () => {
    for (const node of TROUBLESHOOTER_NODES) {
      expect(node.title.trim(), node.id).not.toBe('');
      expect(node.description.trim(), node.id).not.toBe('');
      expect(node.recommendation.trim(), node.id).not.toBe('');
      expect(['low', 'medium', 'high']).toContain(node.severity);
      expect(['restart', 'contact']).toContain(node.callToAction.action);
      expect(node.callToAction.text).toBe(node.callToAction.action === 'contact' ? 'Contact {business}' : 'Start Over');
    }
  });

  it('leads every option to an existing node', () => {
    for (const node of TROUBLESHOOTER_NODES) {
      for (const item of node.options) expect(TROUBLESHOOTER_TREE[item.nextNodeId], `${node.id} / ${item.id}`).toBeDefined();
    }
  });

  it('has every start node the chat can map to', () => {
    for (const id of TROUBLESHOOTER_START_NODES) expect(TROUBLESHOOTER_TREE[id], id).toBeDefined();
  });

  it('ends every path from every start node, with no cycles', () => {
    for (const id of TROUBLESHOOTER_START_NODES) {
      const paths = allPaths(id);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) expect(isEndNode(TROUBLESHOOTER_TREE[path.at(-1)!])).toBe(true);
    }
  });

  it('reaches every node from start', () => {
    const reached = new Set(allPaths('start').flat());
    for (const node of TROUBLESHOOTER_NODES) expect(reached.has(node.id), node.id).toBe(true);
  });

  it('lists the five problems at the start node', () => {
    expect(TROUBLESHOOTER_TREE.start.options.map((item) => item.nextNodeId)).toEqual([
      'power-loss-1',
      'breaker-trips-1',
      'flickering-lights-1',
      'outlet-issues-1',
      'burning-smell-1',
    ]);
  });

  it('has the severity banners of the spec', () => {
    expect(SEVERITY_LABELS).toEqual({ high: 'High Priority Issue', medium: 'Moderate Priority Issue', low: 'Low Priority Issue' });
  });
});

/**
 * Every end of the spec's tree (assistant-and-admin, section 4): [start node, option fragments, the
 * end reached, its severity, its call to action]. The action is the spec's where it names one
 * ('Start Over'); where it is silent, the rule the README records: low ends offer Start Over,
 * medium and high ends offer contact.
 */
const SPEC_ENDS: [string, string[], string, Severity, TroubleshooterAction][] = [
  // power loss
  ['power-loss-1', ['whole house', 'also without power'], 'power-loss-outage', 'medium', 'restart'],
  ['power-loss-1', ['whole house', 'neighbours have power', 'tripped or off', 'power is back'], 'power-loss-monitor', 'medium', 'contact'],
  ['power-loss-1', ['whole house', 'neighbours have power', 'tripped or off', 'still out'], 'power-loss-electrician', 'high', 'contact'],
  ['power-loss-1', ['whole house', 'neighbours have power', 'main breaker is on'], 'power-loss-service', 'high', 'contact'],
  ['power-loss-1', ['part of the house', 'look normal'], 'power-loss-partial-electrician', 'high', 'contact'],
  // breaker trips
  ['breaker-trips-1', ['immediately'], 'breaker-trips-immediate', 'high', 'contact'],
  ['breaker-trips-1', ['appliances or devices', 'high-power'], 'breaker-trips-overload', 'medium', 'contact'],
  ['breaker-trips-1', ['appliances or devices', 'several things'], 'breaker-trips-overload', 'medium', 'contact'],
  ['breaker-trips-1', ['appliances or devices', 'one specific device', 'wherever'], 'breaker-trips-faulty-device', 'low', 'restart'],
  ['breaker-trips-1', ['appliances or devices', 'one specific device', 'another circuit'], 'breaker-trips-circuit-problem', 'medium', 'contact'],
  ['breaker-trips-1', ['randomly'], 'breaker-trips-random', 'high', 'contact'],
  // flickering
  ['flickering-lights-1', ['constantly'], 'flickering-constant', 'high', 'contact'],
  ['flickering-lights-1', ['appliance turns on', 'major appliance'], 'flickering-shared-circuit', 'medium', 'contact'],
  ['flickering-lights-1', ['appliance turns on', 'small appliance'], 'flickering-weak-service', 'medium', 'contact'],
  ['flickering-lights-1', ['weather'], 'flickering-weather', 'medium', 'contact'],
  ['flickering-lights-1', ['one fixture', 'yes'], 'flickering-led-dimmer', 'low', 'restart'],
  ['flickering-lights-1', ['one fixture', 'no'], 'flickering-connection', 'medium', 'contact'],
  // outlets
  ['outlet-issues-1', ['no power', 'just one'], 'outlet-single', 'medium', 'contact'],
  ['outlet-issues-1', ['no power', 'several', 'found a tripped gfci', 'power is back'], 'outlet-gfci-success', 'low', 'restart'],
  ['outlet-issues-1', ['no power', 'several', 'found a tripped gfci', 'will not reset'], 'outlet-gfci-failed', 'medium', 'contact'],
  ['outlet-issues-1', ['no power', 'several', 'no tripped gfci', 'breaker is tripped', 'work again'], 'outlet-breaker-success', 'low', 'restart'],
  ['outlet-issues-1', ['no power', 'several', 'no tripped gfci', 'breaker is tripped', 'trips again'], 'breaker-trips-immediate', 'high', 'contact'],
  ['outlet-issues-1', ['no power', 'several', 'no tripped gfci', 'breaker is tripped', 'still no power'], 'outlet-electrician', 'high', 'contact'],
  ['outlet-issues-1', ['no power', 'several', 'no tripped gfci', 'look normal'], 'outlet-electrician', 'high', 'contact'],
  ['outlet-issues-1', ['on and off'], 'outlet-intermittent', 'high', 'contact'],
  ['outlet-issues-1', ['light switch', 'nothing'], 'outlet-switch-dead', 'medium', 'contact'],
  ['outlet-issues-1', ['light switch', 'only sometimes'], 'outlet-switch-intermittent', 'medium', 'contact'],
  ['outlet-issues-1', ['warm'], 'outlet-warm', 'high', 'contact'],
  // burning smell
  ['burning-smell-1', ['yes'], 'burning-emergency', 'high', 'restart'],
  ['burning-smell-1', ['no', 'outlet'], 'burning-outlet', 'high', 'contact'],
  ['burning-smell-1', ['no', 'appliance', 'new'], 'burning-appliance-new', 'low', 'restart'],
  ['burning-smell-1', ['no', 'appliance', 'regularly'], 'burning-appliance-regular', 'high', 'restart'],
  ['burning-smell-1', ['no', 'light fixture', 'bulb'], 'burning-bulb', 'medium', 'restart'],
  ['burning-smell-1', ['no', 'light fixture', 'ceiling'], 'burning-fixture-wiring', 'high', 'contact'],
  ['burning-smell-1', ['no', 'panel'], 'burning-panel', 'high', 'contact'],
  ['burning-smell-1', ['no', 'cannot tell'], 'burning-unknown', 'high', 'contact'],
];

/** The banner and the button a visitor sees at an end (spec: section 4). */
const BANNERS: Record<Severity, string> = { high: 'High Priority Issue', medium: 'Moderate Priority Issue', low: 'Low Priority Issue' };
const BUTTONS: Record<TroubleshooterAction, string> = { contact: 'Contact Blackfoot River Electric', restart: 'Start Over' };

describe('troubleshooter ends match the spec', () => {
  it.each(SPEC_ENDS)('%s via %j ends at %s, %s, %s', (start, choices, endId, severity, action) => {
    const walk = follow(start, ...choices);
    expect(walk.current).toBe(endId);
    const end = TROUBLESHOOTER_TREE[walk.current];
    expect(isEndNode(end)).toBe(true);
    expect(end.severity).toBe(severity);
    expect(SEVERITY_LABELS[end.severity]).toBe(BANNERS[severity]);
    expect(end.callToAction.action).toBe(action);
    expect(callToActionLabel(end, 'Blackfoot River Electric')).toBe(BUTTONS[action]);
    expect(troubleshooterLog(walk)).toMatchObject({ startNodeId: start, endNodeId: endId, severity, completedPath: true });
  });

  it('walks 36 paths to the 33 end nodes (three ends are reached two ways)', () => {
    expect(SPEC_ENDS).toHaveLength(36);
    expect(new Set(SPEC_ENDS.map(([, , endId]) => endId)).size).toBe(33);
    expect(TROUBLESHOOTER_NODES.filter(isEndNode)).toHaveLength(33);
  });

  it('sends a re-tripping breaker after an outlet reset to the breaker-trips immediate end', () => {
    expect(follow('outlet-issues-1', 'no power', 'several', 'no tripped gfci', 'breaker is tripped', 'trips again').current).toBe('breaker-trips-immediate');
  });

  it('sends tripped breakers in a partial outage to the breaker-trips start', () => {
    expect(follow('power-loss-1', 'part of the house', 'one or more').current).toBe('breaker-trips-1');
  });

  it('tells the visitor to evacuate and call 911 in an emergency', () => {
    const end = TROUBLESHOOTER_TREE[follow('burning-smell-1', 'yes').current];
    expect(end.recommendation).toMatch(/evacuate/i);
    expect(end.recommendation).toContain('911');
  });

  it('covers every end of the tree in the spec table', () => {
    const covered = new Set(SPEC_ENDS.map(([start, choices]) => follow(start, ...choices).current));
    const ends = TROUBLESHOOTER_NODES.filter(isEndNode).map((node) => node.id);
    expect(ends.filter((id) => !covered.has(id))).toEqual([]);
  });
});

describe('troubleshooter walk', () => {
  it('goes forward, back and over again', () => {
    let walk = beginWalk('start');
    expect(back(walk)).toEqual(walk);
    walk = choose(walk, 'flickering');
    walk = choose(walk, 'fixture');
    expect(pathOf(walk)).toEqual(['start', 'flickering-lights-1', 'flickering-fixture']);
    walk = back(walk);
    expect(walk.current).toBe('flickering-lights-1');
    expect(walk.history).toEqual(['start']);
    expect(startOver()).toEqual({ startNodeId: 'start', current: 'start', history: [] });
  });

  it('ignores an unknown option and an unknown start node', () => {
    const walk = beginWalk('flickering-lights-1');
    expect(choose(walk, 'nope')).toEqual(walk);
    expect(beginWalk('no-such-node').current).toBe('start');
  });

  it('builds the log body of a finished walk', () => {
    const walk = follow('breaker-trips-1', 'randomly');
    expect(troubleshooterLog(walk)).toEqual({
      startNodeId: 'breaker-trips-1',
      endNodeId: 'breaker-trips-random',
      pathTaken: ['breaker-trips-1', 'breaker-trips-random'],
      issueType: 'Breaker Tripping',
      recommendation: TROUBLESHOOTER_TREE['breaker-trips-random'].recommendation,
      severity: 'high',
      completedPath: true,
    });
    expect(troubleshooterLog(follow('start', 'outlet or switch')).issueType).toBe('Outlet or Switch Problem');
    expect(troubleshooterLog(beginWalk('start')).completedPath).toBe(false);
  });

  it('fills the business name into the contact label', () => {
    expect(callToActionLabel(TROUBLESHOOTER_TREE['outlet-warm'], 'Blackfoot River Electric')).toBe('Contact Blackfoot River Electric');
    expect(callToActionLabel(TROUBLESHOOTER_TREE['outlet-gfci-success'], 'Blackfoot River Electric')).toBe('Start Over');
  });
});

describe('troubleshooter walk edges', () => {
  it('names the issue by the first topic node on the path, else by the first node, else start', () => {
    expect(issueTypeOf(['start', 'burning-smell-1', 'burning-source'])).toBe('Burning Smell');
    expect(issueTypeOf(['outlet-gfci-check', 'outlet-gfci-reset'])).toBe('Check GFCI Outlets');
    expect(issueTypeOf([])).toBe('Electrical Troubleshooter');
    expect(issueTypeOf(['no-such-node'])).toBe('no-such-node');
  });

  it('goes back one step at a time, and not past the start', () => {
    let walk = follow('start', 'power loss', 'whole house');
    expect(walk.history).toEqual(['start', 'power-loss-1']);
    walk = back(walk);
    expect(walk).toEqual({ startNodeId: 'start', current: 'power-loss-1', history: ['start'] });
    walk = back(back(walk));
    expect(walk).toEqual({ startNodeId: 'start', current: 'start', history: [] });
  });

  it('finds nodes by id and tells ends from questions', () => {
    expect(getNode('outlet-warm')?.title).toBe('Warm or Hot Outlet');
    expect(getNode('nope')).toBeUndefined();
    expect(isEndNode(TROUBLESHOOTER_TREE['outlet-warm'])).toBe(true);
    expect(isEndNode(TROUBLESHOOTER_TREE.start)).toBe(false);
    expect(troubleshooterLog(beginWalk('outlet-issues-1'))).toMatchObject({
      startNodeId: 'outlet-issues-1',
      endNodeId: 'outlet-issues-1',
      pathTaken: ['outlet-issues-1'],
      severity: 'medium',
      completedPath: false,
    });
  });
});

/**
 * The troubleshooter's decision tree (spec: assistant-and-admin, section 4, "Troubleshooter
 * tree"), as plain data, plus the small helpers the Troubleshoot tab and the tests share.
 * No framework imports: the island and the unit tests both read it.
 *
 * Every node carries id, title, description, options, severity, recommendation and call to
 * action. A node with no options is an end: its severity and action are the spec's. Inner
 * nodes offer 'Contact {business}' as their call to action, so a visitor can always reach a
 * person without finishing the questions.
 */

export type Severity = 'low' | 'medium' | 'high';
export type TroubleshooterAction = 'restart' | 'contact';

export interface TroubleshooterOption {
  id: string;
  text: string;
  nextNodeId: string;
}

export interface TroubleshooterNode {
  id: string;
  title: string;
  description: string;
  options: TroubleshooterOption[];
  severity: Severity;
  recommendation: string;
  callToAction: { text: string; action: TroubleshooterAction };
}

/** Placeholder for the business name in call-to-action texts. */
export const BUSINESS_PLACEHOLDER = '{business}';
const CONTACT = { text: `Contact ${BUSINESS_PLACEHOLDER}`, action: 'contact' } as const;
const RESTART = { text: 'Start Over', action: 'restart' } as const;

export const START_NODE_ID = 'start';

/** Banner texts of the severity box. */
export const SEVERITY_LABELS: Record<Severity, string> = {
  high: 'High Priority Issue',
  medium: 'Moderate Priority Issue',
  low: 'Low Priority Issue',
};

const option = (id: string, text: string, nextNodeId: string): TroubleshooterOption => ({ id, text, nextNodeId });

const nodes: TroubleshooterNode[] = [
  {
    id: 'start',
    title: 'Electrical Troubleshooter',
    description: 'What kind of electrical problem are you experiencing? Choose the one closest to what you see.',
    options: [
      option('power-loss', 'Power loss (no power in all or part of the house)', 'power-loss-1'),
      option('breaker-trips', 'A circuit breaker keeps tripping', 'breaker-trips-1'),
      option('flickering', 'Lights flickering or dimming', 'flickering-lights-1'),
      option('outlet', 'An outlet or switch is not working properly', 'outlet-issues-1'),
      option('burning-smell', 'Burning smell, sparks or smoke', 'burning-smell-1'),
    ],
    severity: 'low',
    recommendation: 'Answer a few questions and we will suggest what to check safely and when to call an electrician.',
    callToAction: CONTACT,
  },

  // Power loss
  {
    id: 'power-loss-1',
    title: 'Power Loss',
    description: 'Is the power out in the whole house, or only in some rooms or outlets?',
    options: [option('whole-house', 'The whole house has no power', 'power-loss-whole-house'), option('partial', 'Only part of the house has no power', 'power-loss-partial')],
    severity: 'medium',
    recommendation: 'Keep the refrigerator and freezer closed and unplug sensitive electronics until power is back.',
    callToAction: CONTACT,
  },
  {
    id: 'power-loss-whole-house',
    title: 'Check Your Neighbours',
    description: 'Look outside: do your neighbours have power, with lights on in their homes or street lights working?',
    options: [
      option('neighbours-have-power', 'Yes, my neighbours have power', 'power-loss-main-breaker'),
      option('neighbours-without-power', 'No, my neighbours are also without power', 'power-loss-outage'),
    ],
    severity: 'medium',
    recommendation: 'Whether the outage is only at your home tells us if the problem is yours or the utility’s.',
    callToAction: CONTACT,
  },
  {
    id: 'power-loss-outage',
    title: 'Neighbourhood Power Outage',
    description: 'Your neighbours are without power too, so this is most likely an outage on the utility’s lines, not a problem in your home.',
    options: [],
    severity: 'medium',
    recommendation:
      'Report the outage to your electric utility and check its outage map for updates. Turn off or unplug sensitive electronics so they are not damaged when power returns, and never run a portable generator indoors or connect it to house wiring without a transfer switch.',
    callToAction: RESTART,
  },
  {
    id: 'power-loss-main-breaker',
    title: 'Check the Main Breaker',
    description: 'Only your home is without power. Open your electrical panel: is the main breaker (the large breaker at the top) tripped or switched off?',
    options: [option('main-tripped', 'Yes, the main breaker is tripped or off', 'power-loss-main-reset'), option('main-fine', 'No, the main breaker is on', 'power-loss-service')],
    severity: 'medium',
    recommendation: 'Stand on a dry surface and use one hand when touching the panel. Do not remove the panel cover.',
    callToAction: CONTACT,
  },
  {
    id: 'power-loss-main-reset',
    title: 'Reset the Main Breaker',
    description: 'Switch the main breaker fully off, then back on. Did the power come back?',
    options: [option('power-back', 'Yes, the power is back', 'power-loss-monitor'), option('still-out', 'No, the power is still out', 'power-loss-electrician')],
    severity: 'medium',
    recommendation: 'If the breaker will not stay on, or you see scorch marks or smell burning, stop and call an electrician.',
    callToAction: CONTACT,
  },
  {
    id: 'power-loss-monitor',
    title: 'Power Restored: Monitor the Main Breaker',
    description: 'The power came back after resetting the main breaker. A main breaker that trips points to an overload or a fault that may return.',
    options: [],
    severity: 'medium',
    recommendation:
      'Watch for the main breaker tripping again, and note what was running when it tripped. Have an electrician check the panel and your service load, especially if it trips a second time.',
    callToAction: CONTACT,
  },
  {
    id: 'power-loss-electrician',
    title: 'Electrician Needed',
    description: 'The power stayed out after resetting the main breaker. The breaker itself or the connections in the panel may have failed.',
    options: [],
    severity: 'high',
    recommendation: 'Do not keep resetting the breaker. Call a licensed electrician to inspect the main breaker and the panel.',
    callToAction: CONTACT,
  },
  {
    id: 'power-loss-service',
    title: 'Possible Service Wire Problem',
    description: 'Only your home is out and the main breaker is on, so the problem is likely in the service wires or the meter that bring power to your home.',
    options: [],
    severity: 'high',
    recommendation:
      'Stay away from any fallen or damaged wires outside and call your utility if you see one. Have an electrician check the meter base, the service entrance and the main connections.',
    callToAction: CONTACT,
  },
  {
    id: 'power-loss-partial',
    title: 'Partial Power Loss',
    description: 'Only part of the house is out. Check your electrical panel: are any breakers tripped (in the middle position or off)?',
    options: [
      option('breakers-tripped', 'Yes, one or more breakers are tripped', 'breaker-trips-1'),
      option('breakers-ok', 'No, all breakers look normal', 'power-loss-partial-electrician'),
    ],
    severity: 'medium',
    recommendation: 'Also check GFCI outlets (kitchen, bathrooms, garage, outdoors): a tripped GFCI can cut power to other outlets.',
    callToAction: CONTACT,
  },
  {
    id: 'power-loss-partial-electrician',
    title: 'Electrician Needed',
    description: 'Part of the house is without power although no breaker is tripped. This can mean a loose connection, a failed breaker or a lost leg of your service.',
    options: [],
    severity: 'high',
    recommendation: 'Loose connections can overheat. Call a licensed electrician to find the fault, and avoid using the affected circuits until then.',
    callToAction: CONTACT,
  },

  // Breaker trips
  {
    id: 'breaker-trips-1',
    title: 'Breaker Tripping',
    description: 'When does the breaker trip?',
    options: [
      option('immediately', 'Immediately when I reset it', 'breaker-trips-immediate'),
      option('under-load', 'When certain appliances or devices are running', 'breaker-trips-load'),
      option('randomly', 'Randomly, with no clear pattern', 'breaker-trips-random'),
    ],
    severity: 'medium',
    recommendation: 'Before resetting a breaker, turn off or unplug what is on that circuit.',
    callToAction: CONTACT,
  },
  {
    id: 'breaker-trips-immediate',
    title: 'Breaker Trips Immediately',
    description: 'A breaker that trips the moment it is reset usually means a short circuit or a ground fault on that circuit.',
    options: [],
    severity: 'high',
    recommendation: 'Do not reset it again. Leave the breaker off and have a licensed electrician find the short circuit or ground fault.',
    callToAction: CONTACT,
  },
  {
    id: 'breaker-trips-load',
    title: 'Breaker Trips Under Load',
    description: 'What is running when the breaker trips?',
    options: [
      option('high-power', 'A high-power appliance (space heater, microwave, hair dryer, air conditioner)', 'breaker-trips-overload'),
      option('multiple-items', 'Several things running at the same time', 'breaker-trips-overload'),
      option('specific-device', 'Always one specific device', 'breaker-trips-device-test'),
    ],
    severity: 'medium',
    recommendation: 'Note which outlets and lights go off with the breaker: they share the circuit.',
    callToAction: CONTACT,
  },
  {
    id: 'breaker-trips-overload',
    title: 'Circuit Overload',
    description: 'The circuit is carrying more than it was designed for. The breaker is doing its job by tripping.',
    options: [],
    severity: 'medium',
    recommendation:
      'Move high-power appliances to other circuits and avoid running them at the same time. If it keeps happening, a dedicated circuit for the appliance or more circuits will solve it.',
    callToAction: CONTACT,
  },
  {
    id: 'breaker-trips-device-test',
    title: 'Test the Device',
    description: 'Plug the device into an outlet on a different circuit, in another part of the house. What happens?',
    options: [
      option('fails-anywhere', 'It trips a breaker or fails wherever it is plugged in', 'breaker-trips-faulty-device'),
      option('works-elsewhere', 'It works normally on another circuit', 'breaker-trips-circuit-problem'),
    ],
    severity: 'medium',
    recommendation: 'Only test a device whose cord and plug are undamaged.',
    callToAction: CONTACT,
  },
  {
    id: 'breaker-trips-faulty-device',
    title: 'Faulty Device',
    description: 'The device trips breakers wherever it is plugged in, so the fault is in the device, not your wiring.',
    options: [],
    severity: 'low',
    recommendation: 'Stop using the device and have it repaired or replaced. Your home’s wiring is most likely fine.',
    callToAction: RESTART,
  },
  {
    id: 'breaker-trips-circuit-problem',
    title: 'Circuit Problem',
    description: 'The device works elsewhere, so the circuit that trips may have a weak breaker, a loose connection or too little capacity for the device.',
    options: [],
    severity: 'medium',
    recommendation: 'Have an electrician test the breaker and the circuit, and check whether the device needs a dedicated circuit.',
    callToAction: CONTACT,
  },
  {
    id: 'breaker-trips-random',
    title: 'Random Breaker Trips',
    description: 'Breakers that trip at random can point to a loose connection, damaged wiring, an arc fault or a failing breaker.',
    options: [],
    severity: 'high',
    recommendation: 'These faults can cause fires. Have a licensed electrician inspect the circuit and the panel soon.',
    callToAction: CONTACT,
  },

  // Flickering lights
  {
    id: 'flickering-lights-1',
    title: 'Flickering Lights',
    description: 'How would you describe the flickering?',
    options: [
      option('constant', 'Lights flicker constantly throughout the house', 'flickering-constant'),
      option('appliance', 'Lights flicker or dim when an appliance turns on', 'flickering-appliance'),
      option('weather', 'Lights flicker in wind or bad weather', 'flickering-weather'),
      option('fixture', 'Only one fixture or bulb flickers', 'flickering-fixture'),
    ],
    severity: 'medium',
    recommendation: 'Note when the flickering happens and which lights it affects.',
    callToAction: CONTACT,
  },
  {
    id: 'flickering-constant',
    title: 'House-Wide Flickering',
    description: 'Flickering throughout the house can come from a loose main connection, a failing neutral or a problem with the utility service.',
    options: [],
    severity: 'high',
    recommendation: 'A loose main or neutral connection can damage appliances and cause fires. Call a licensed electrician promptly.',
    callToAction: CONTACT,
  },
  {
    id: 'flickering-appliance',
    title: 'Flickering With Appliances',
    description: 'Which appliances make the lights flicker or dim?',
    options: [
      option('major-appliance', 'A major appliance (air conditioner, furnace, dryer, refrigerator, well pump)', 'flickering-shared-circuit'),
      option('small-appliance', 'Any small appliance (toaster, vacuum, hair dryer)', 'flickering-weak-service'),
    ],
    severity: 'medium',
    recommendation: 'A brief dim when a large motor starts can be normal; lasting or growing flicker is not.',
    callToAction: CONTACT,
  },
  {
    id: 'flickering-shared-circuit',
    title: 'Shared Circuit',
    description: 'The lights are probably on the same circuit as a major appliance, which draws a surge of current when it starts.',
    options: [],
    severity: 'medium',
    recommendation: 'A dedicated circuit for the appliance usually ends the flicker. An electrician can confirm which circuits are shared.',
    callToAction: CONTACT,
  },
  {
    id: 'flickering-weak-service',
    title: 'Weak Electrical Service',
    description: 'Lights dimming when even small appliances run suggests loose connections or an electrical service too small for your home.',
    options: [],
    severity: 'medium',
    recommendation: 'Have an electrician check the connections in your panel and whether your service needs an upgrade.',
    callToAction: CONTACT,
  },
  {
    id: 'flickering-weather',
    title: 'Weather-Related Flickering',
    description: 'Flickering in wind or storms often comes from the utility lines or from a loose or worn service drop and weatherhead on your home.',
    options: [],
    severity: 'medium',
    recommendation: 'Report it to your utility, and have an electrician inspect the service entrance, meter base and weatherhead for damage or water.',
    callToAction: CONTACT,
  },
  {
    id: 'flickering-fixture',
    title: 'Single Fixture Flickering',
    description: 'Is the flickering light an LED bulb on a dimmer switch?',
    options: [option('led-dimmer', 'Yes, it is an LED on a dimmer', 'flickering-led-dimmer'), option('not-led-dimmer', 'No', 'flickering-connection')],
    severity: 'low',
    recommendation: 'First make sure the bulb is screwed in firmly (with the switch off and the bulb cool).',
    callToAction: CONTACT,
  },
  {
    id: 'flickering-led-dimmer',
    title: 'LED and Dimmer Mismatch',
    description: 'Many LED bulbs flicker on dimmers made for older incandescent bulbs.',
    options: [],
    severity: 'low',
    recommendation: 'Use bulbs marked “dimmable” and a dimmer rated for LED loads (often labelled LED/CFL or ELV).',
    callToAction: RESTART,
  },
  {
    id: 'flickering-connection',
    title: 'Loose Connection',
    description: 'A single fixture that flickers with a good bulb usually has a loose connection in the fixture, the switch or the socket.',
    options: [],
    severity: 'medium',
    recommendation: 'Try a new bulb. If it still flickers, stop using the fixture and have an electrician tighten or replace the connections.',
    callToAction: CONTACT,
  },

  // Outlets and switches
  {
    id: 'outlet-issues-1',
    title: 'Outlet or Switch Problem',
    description: 'What is the problem with the outlet or switch?',
    options: [
      option('no-power', 'The outlet has no power', 'outlet-no-power'),
      option('intermittent', 'The outlet works on and off', 'outlet-intermittent'),
      option('switch', 'A light switch is not working properly', 'outlet-switch'),
      option('warm', 'The outlet or switch feels warm or hot', 'outlet-warm'),
    ],
    severity: 'medium',
    recommendation: 'Do not open outlets or switches yourself; turn the circuit off at the panel if anything looks damaged.',
    callToAction: CONTACT,
  },
  {
    id: 'outlet-no-power',
    title: 'Outlet Has No Power',
    description: 'Is it just one outlet, or several outlets?',
    options: [option('one-outlet', 'Just one outlet', 'outlet-single'), option('multiple-outlets', 'Several outlets', 'outlet-gfci-check')],
    severity: 'medium',
    recommendation: 'Test the outlet with a lamp you know works.',
    callToAction: CONTACT,
  },
  {
    id: 'outlet-single',
    title: 'Single Outlet Failure',
    description: 'A single dead outlet usually has a worn receptacle or a loose wire behind it.',
    options: [],
    severity: 'medium',
    recommendation: 'Stop using the outlet. An electrician can replace the receptacle and check the connections in the box.',
    callToAction: CONTACT,
  },
  {
    id: 'outlet-gfci-check',
    title: 'Check GFCI Outlets',
    description: 'Look for GFCI outlets (with TEST and RESET buttons) in the kitchen, bathrooms, garage, basement and outdoors. Is one of them tripped?',
    options: [option('gfci-tripped', 'Yes, I found a tripped GFCI', 'outlet-gfci-reset'), option('no-gfci', 'No tripped GFCI', 'outlet-breaker-check')],
    severity: 'medium',
    recommendation: 'One GFCI outlet often protects several other outlets downstream of it.',
    callToAction: CONTACT,
  },
  {
    id: 'outlet-gfci-reset',
    title: 'Reset the GFCI',
    description: 'Press the RESET button firmly until it clicks. Do the outlets work again?',
    options: [
      option('gfci-reset-success', 'Yes, the power is back', 'outlet-gfci-success'),
      option('gfci-reset-failed', 'No, it will not reset or the power is still off', 'outlet-gfci-failed'),
    ],
    severity: 'medium',
    recommendation: 'Unplug everything from the affected outlets before resetting.',
    callToAction: CONTACT,
  },
  {
    id: 'outlet-gfci-success',
    title: 'GFCI Reset Fixed It',
    description: 'The GFCI had tripped, which it does to protect you from shocks.',
    options: [],
    severity: 'low',
    recommendation: 'If it trips again, unplug the devices on it one at a time to find the cause, and test the GFCI monthly with its TEST button.',
    callToAction: RESTART,
  },
  {
    id: 'outlet-gfci-failed',
    title: 'GFCI Will Not Reset',
    description: 'A GFCI that will not reset may be faulty, may have no power reaching it, or may be detecting a ground fault.',
    options: [],
    severity: 'medium',
    recommendation: 'Keep the outlets out of use and have an electrician test and replace the GFCI or find the ground fault.',
    callToAction: CONTACT,
  },
  {
    id: 'outlet-breaker-check',
    title: 'Check the Breakers',
    description: 'Open your electrical panel. Is a breaker tripped (in the middle position or off)?',
    options: [option('breaker-tripped', 'Yes, a breaker is tripped', 'outlet-breaker-reset'), option('breakers-normal', 'No, all breakers look normal', 'outlet-electrician')],
    severity: 'medium',
    recommendation: 'Stand on a dry surface and do not remove the panel cover.',
    callToAction: CONTACT,
  },
  {
    id: 'outlet-breaker-reset',
    title: 'Reset the Breaker',
    description: 'Switch the tripped breaker fully off, then back on. What happens?',
    options: [
      option('breaker-reset-success', 'The outlets work again', 'outlet-breaker-success'),
      option('breaker-trips-again', 'The breaker trips again right away', 'breaker-trips-immediate'),
      option('breaker-still-no-power', 'The breaker stays on but there is still no power', 'outlet-electrician'),
    ],
    severity: 'medium',
    recommendation: 'Unplug devices on the circuit before resetting the breaker.',
    callToAction: CONTACT,
  },
  {
    id: 'outlet-breaker-success',
    title: 'Breaker Reset Fixed It',
    description: 'The circuit had tripped, probably from an overload or a brief fault.',
    options: [],
    severity: 'low',
    recommendation: 'Avoid running several high-power appliances on that circuit at once. If it trips again often, have it checked.',
    callToAction: RESTART,
  },
  {
    id: 'outlet-electrician',
    title: 'Electrician Needed',
    description: 'The outlets have no power although the breakers and GFCIs are normal. There is likely a loose or broken connection on the circuit.',
    options: [],
    severity: 'high',
    recommendation: 'Loose connections can overheat and start fires. Call a licensed electrician to trace the circuit.',
    callToAction: CONTACT,
  },
  {
    id: 'outlet-intermittent',
    title: 'Intermittent Outlet',
    description: 'An outlet that works on and off usually has a loose connection, which can arc and overheat.',
    options: [],
    severity: 'high',
    recommendation: 'Stop using the outlet now and have a licensed electrician repair it.',
    callToAction: CONTACT,
  },
  {
    id: 'outlet-switch',
    title: 'Switch Problem',
    description: 'What does the switch do?',
    options: [
      option('switch-dead', 'Nothing: the switch does not turn anything on', 'outlet-switch-dead'),
      option('switch-intermittent', 'It works only sometimes, or the light flickers when I touch it', 'outlet-switch-intermittent'),
    ],
    severity: 'medium',
    recommendation: 'First try a new bulb in the light the switch controls.',
    callToAction: CONTACT,
  },
  {
    id: 'outlet-switch-dead',
    title: 'Dead Switch',
    description: 'With a good bulb, a switch that does nothing is usually worn out or has a loose wire.',
    options: [],
    severity: 'medium',
    recommendation: 'Have an electrician replace the switch and check its connections.',
    callToAction: CONTACT,
  },
  {
    id: 'outlet-switch-intermittent',
    title: 'Intermittent Switch',
    description: 'A switch that works only sometimes is worn or has a loose connection.',
    options: [],
    severity: 'medium',
    recommendation: 'Avoid using the switch if it crackles or feels warm, and have an electrician replace it.',
    callToAction: CONTACT,
  },
  {
    id: 'outlet-warm',
    title: 'Warm or Hot Outlet',
    description: 'An outlet or switch that feels warm points to a loose connection, an overloaded circuit or a failing device.',
    options: [],
    severity: 'high',
    recommendation: 'Unplug everything from it, turn its breaker off if you can do so safely, and call a licensed electrician right away.',
    callToAction: CONTACT,
  },

  // Burning smell
  {
    id: 'burning-smell-1',
    title: 'Burning Smell',
    description: 'Is this an emergency: is there smoke, fire, sparking, or a strong burning smell that is getting worse?',
    options: [option('emergency', 'Yes, it is an emergency', 'burning-emergency'), option('not-emergency', 'No, there is a faint smell but no smoke or fire', 'burning-source')],
    severity: 'high',
    recommendation: 'If in doubt, treat it as an emergency.',
    callToAction: CONTACT,
  },
  {
    id: 'burning-emergency',
    title: 'Electrical Emergency',
    description: 'Smoke, fire, sparks or a spreading burning smell can mean an electrical fire.',
    options: [],
    severity: 'high',
    recommendation:
      'Evacuate everyone from the building now and call 911. Do not try to find the source yourself. If you can reach the main breaker safely on your way out, switch it off. Call us once everyone is safe.',
    callToAction: RESTART,
  },
  {
    id: 'burning-source',
    title: 'Find the Source',
    description: 'Where does the burning smell seem to come from?',
    options: [
      option('outlet', 'An outlet or switch', 'burning-outlet'),
      option('appliance', 'An appliance', 'burning-appliance'),
      option('fixture', 'A light fixture', 'burning-fixture'),
      option('panel', 'The electrical panel', 'burning-panel'),
      option('unknown', 'I cannot tell where it comes from', 'burning-unknown'),
    ],
    severity: 'high',
    recommendation: 'Do not touch anything that is hot or discoloured.',
    callToAction: CONTACT,
  },
  {
    id: 'burning-outlet',
    title: 'Burning Smell From an Outlet or Switch',
    description: 'A burning smell at an outlet or switch means something is overheating: a loose connection or a damaged device.',
    options: [],
    severity: 'high',
    recommendation: 'Unplug everything from it, turn its breaker off and keep it off, and call a licensed electrician right away.',
    callToAction: CONTACT,
  },
  {
    id: 'burning-appliance',
    title: 'Burning Smell From an Appliance',
    description: 'Is the appliance new, or one you have used regularly?',
    options: [
      option('new-appliance', 'It is new (first few uses)', 'burning-appliance-new'),
      option('regular-appliance', 'It is one I use regularly', 'burning-appliance-regular'),
    ],
    severity: 'medium',
    recommendation: 'Turn the appliance off and unplug it.',
    callToAction: CONTACT,
  },
  {
    id: 'burning-appliance-new',
    title: 'New Appliance Smell',
    description: 'New heating appliances often smell for the first few uses as protective coatings burn off.',
    options: [],
    severity: 'low',
    recommendation: 'Run it in a ventilated room and watch it. If the smell lasts beyond a few uses, or you see smoke, stop using it and contact the maker.',
    callToAction: RESTART,
  },
  {
    id: 'burning-appliance-regular',
    title: 'Appliance Overheating',
    description: 'A burning smell from an appliance you use regularly means a part inside it is failing or overheating.',
    options: [],
    severity: 'high',
    recommendation: 'Keep it unplugged and have it repaired or replaced. If the outlet it used is discoloured or warm, have that checked too.',
    callToAction: RESTART,
  },
  {
    id: 'burning-fixture',
    title: 'Burning Smell From a Light Fixture',
    description: 'Does the smell come from the bulb itself (for example a bulb of too high a wattage, or dust burning on it)?',
    options: [option('bulb', 'Yes, it seems to be the bulb', 'burning-bulb'), option('not-bulb', 'No, it comes from the fixture or the ceiling', 'burning-fixture-wiring')],
    severity: 'medium',
    recommendation: 'Switch the light off and let it cool.',
    callToAction: CONTACT,
  },
  {
    id: 'burning-bulb',
    title: 'Overheating Bulb',
    description: 'A bulb of too high a wattage for its fixture, or dust on a hot bulb, can smell of burning.',
    options: [],
    severity: 'medium',
    recommendation: 'Replace it with a bulb at or below the fixture’s rated wattage (an LED runs much cooler). If the smell continues, have the fixture checked.',
    callToAction: RESTART,
  },
  {
    id: 'burning-fixture-wiring',
    title: 'Fixture Wiring Problem',
    description: 'A burning smell from the fixture or ceiling points to overheating wiring or a failing fixture.',
    options: [],
    severity: 'high',
    recommendation: 'Turn the circuit off at the breaker and keep the light off. Call a licensed electrician right away.',
    callToAction: CONTACT,
  },
  {
    id: 'burning-panel',
    title: 'Burning Smell From the Panel',
    description: 'A burning smell at the electrical panel can mean an overheating breaker or connection.',
    options: [],
    severity: 'high',
    recommendation: 'Do not open the panel. If you see smoke or sparks, leave the building and call 911. Otherwise call a licensed electrician immediately.',
    callToAction: CONTACT,
  },
  {
    id: 'burning-unknown',
    title: 'Unknown Source',
    description: 'A burning smell you cannot trace may be hidden wiring overheating inside a wall or ceiling.',
    options: [],
    severity: 'high',
    recommendation:
      'Turn off the breakers for the area if you can do so safely and call a licensed electrician right away. If the smell grows or you see smoke, leave the building and call 911.',
    callToAction: CONTACT,
  },
];

/** Every node of the tree, for the tests that walk them all. @internal */
export const TROUBLESHOOTER_NODES: readonly TroubleshooterNode[] = nodes;

/** The tree by node id. */
export const TROUBLESHOOTER_TREE: Readonly<Record<string, TroubleshooterNode>> = Object.fromEntries(nodes.map((node) => [node.id, node]));

export function getNode(id: string): TroubleshooterNode | undefined {
  return TROUBLESHOOTER_TREE[id];
}

export function isEndNode(node: TroubleshooterNode): boolean {
  return node.options.length === 0;
}

/** The call-to-action label with the business name filled in. */
export function callToActionLabel(node: TroubleshooterNode, businessName: string): string {
  return node.callToAction.text.replace(BUSINESS_PLACEHOLDER, businessName);
}

/** The issue a path is about: the title of the first topic node (a child of start) on it, else the node's own title. */
export function issueTypeOf(path: readonly string[]): string {
  const topics = new Set(TROUBLESHOOTER_TREE[START_NODE_ID].options.map((item) => item.nextNodeId));
  const topic = path.find((id) => topics.has(id)) ?? path[0] ?? START_NODE_ID;
  return TROUBLESHOOTER_TREE[topic]?.title ?? topic;
}

/**
 * The troubleshooter's walk as a pure state: the current node and the history of earlier nodes.
 * Back pops the history; Start Over clears it and returns to start.
 */
export interface TroubleshooterWalk {
  /** where the walk began (start, or the node the chat's pattern mapped to) */
  startNodeId: string;
  current: string;
  history: string[];
}

export function beginWalk(startNodeId: string = START_NODE_ID): TroubleshooterWalk {
  const id = getNode(startNodeId) ? startNodeId : START_NODE_ID;
  return { startNodeId: id, current: id, history: [] };
}

export function choose(walk: TroubleshooterWalk, optionId: string): TroubleshooterWalk {
  const next = getNode(walk.current)?.options.find((item) => item.id === optionId)?.nextNodeId;
  if (!next || !getNode(next)) return walk;
  return { ...walk, current: next, history: [...walk.history, walk.current] };
}

export function back(walk: TroubleshooterWalk): TroubleshooterWalk {
  if (walk.history.length === 0) return walk;
  return { ...walk, current: walk.history[walk.history.length - 1], history: walk.history.slice(0, -1) };
}

export function startOver(): TroubleshooterWalk {
  return beginWalk(START_NODE_ID);
}

/** The nodes visited, in order, ending at the current one. */
export function pathOf(walk: TroubleshooterWalk): string[] {
  return [...walk.history, walk.current];
}

/** The body of POST /api/log-troubleshooter for the walk as it stands. */
export function troubleshooterLog(walk: TroubleshooterWalk): {
  startNodeId: string;
  endNodeId: string;
  pathTaken: string[];
  issueType: string;
  recommendation: string;
  severity: Severity;
  completedPath: boolean;
} {
  const node = TROUBLESHOOTER_TREE[walk.current];
  const path = pathOf(walk);
  return {
    startNodeId: path[0],
    endNodeId: walk.current,
    pathTaken: path,
    issueType: issueTypeOf(path),
    recommendation: node.recommendation,
    severity: node.severity,
    completedPath: isEndNode(node),
  };
}

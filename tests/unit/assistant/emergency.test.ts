import { describe, expect, it } from 'vitest';
import { classifyEmergency, detectEmergency, emergencyReply, replyActions, type EmergencyKind } from '../../../src/domain/assistant/emergency.ts';

const PHONE = '(406) 555-0142';

describe('the emergency classifier', () => {
  it.each<[string, EmergencyKind, string?]>([
    ['my outlet is smoking', 'smoke'],
    ['OUTLET IS SMOKING HELP!!!', 'smoke'],
    ['theres smoke coming out of the breaker box', 'smoke'],
    // "Smoke's" for "smoke is", with either apostrophe.
    ["smoke's coming out of the outlet", 'smoke'],
    ['the smoke’s pouring out of the panel', 'smoke'],
    ['fire in the outlet', 'fire'],
    ['my panel is on fire what do i do', 'fire'],
    ['flames behind the light switch', 'fire'],
    ['sparks flying out of the plug', 'sparks'],
    ['outlet sparked when i plugged the vacuum in', 'sparks'],
    ['i smell burning plastic near the panel', 'burning-smell'],
    ['smoky smell near the panel', 'burning-smell'],
    ['i smell smoke but cant find it', 'burning-smell'],
    ['smells like fish in the kitchen by the outlet', 'burning-smell'],
    ['scorch marks on my outlet', 'burning-smell'],
    ['melted plug', 'burning-smell'],
    ['the outlet is hot to the touch', 'hot-device'],
    ['light switch feels warm', 'hot-device'],
    ['panel is buzzing really loud', 'hot-device'],
    ['my breaker box is humming', 'hot-device'],
    ['extension cord getting really hot', 'hot-device'],
    ['i got shocked by the kitchen faucet', 'shock'],
    ['tingle when i touch the fridge', 'shock'],
    ['got zapped by the light switch', 'shock'],
    ['my son got electrocuted', 'shock', 'person'],
    ['someone is stuck to a live wire', 'shock', 'person'],
    ['power line down in my yard', 'downed-line'],
    ['a tree fell on the power lines', 'downed-line'],
    ['the line to my house is sagging', 'downed-line'],
    ['wire laying in the road after the storm', 'downed-line'],
    ['power line fell on my car and we are inside', 'downed-line', 'car'],
    ['basement flooded and outlets are under water', 'water'],
    ['water leaking into the electrical panel', 'water'],
    ['storm ripped the mast off my house', 'storm-damage'],
    ['wind bent my meter base', 'storm-damage'],
    ['HELP THERES A FIRE', 'fire'],
    ['fire!!', 'fire'],
    ['wall socket turned black and smells', 'burning-smell'],
    ['burnt plug on the dryer cord', 'burning-smell'],
    ['my kid stuck a fork in the outlet', 'shock', 'person'],
    ['fork stuck in the outlet', 'shock', 'person'],
    ['i put a key in the socket by accident', 'shock'],
    ['a guy on a ladder touched the power line and fell', 'shock', 'person'],
    ['my dog chewed a cord and is not moving', 'shock', 'person'],
    ['the power lines are sparking in the tree', 'downed-line'],
    ['the wire from the pole to my house is hanging low', 'downed-line'],
    ['water coming through the ceiling light', 'water'],
    ['flooded garage with extension cords everywhere', 'water'],
    ['i smell gas by the generator', 'gas'],
    ['smells like rotten eggs in the basement', 'gas'],
    ['breaker panel is making a sizzling noise', 'hot-device'],
    ['buzzing noise from the light switch', 'hot-device'],
    ['somthing smells like its burning in the walls', 'burning-smell'],
    // A noise at a panel, breaker box or meter, said any way.
    ['the breaker box in the garage has been buzzing for two days', 'hot-device'],
    ['my electric meter outside is making a crackling noise', 'hot-device'],
    ['weird noise from my breaker box', 'hot-device'],
    ['panel makes a loud hissing sound', 'hot-device'],
    // A smell or heat at any electrical device.
    ['funny smell coming out of the outlet', 'burning-smell'],
    ['the wall around the outlet in the kitchen is hot', 'hot-device'],
    // Any line hanging, lying or fallen outdoors, without the word "down".
    ['theres a wire hanging into our yard from the pole', 'downed-line'],
    ['a power line is lying in the field behind the barn', 'downed-line'],
    ['line hanging over the fence by the horses', 'downed-line'],
    ['wire dangling from the tree in the front yard', 'downed-line'],
    ['power line in my pasture', 'downed-line'],
    // A strike long ago asked about the warranty is over, but what is happening now is still read.
    ['lightning hit last month and now the outlet is sparking, is that covered', 'sparks'],
    ['lightning hit our house last night', 'storm-damage'],
    // A breaker that pops with a sound, a spark or heat named is the warning sign, not a trip.
    ['the breaker popped with a loud noise', 'sparks'],
    ['my breaker keeps popping and it feels warm', 'hot-device'],
  ])('"%s" is %s', (text, kind, variant) => {
    expect(classifyEmergency(text)).toEqual(variant ? { kind, variant } : { kind });
  });

  it.each([
    'hot tub wiring quote',
    'my outlet doesnt work',
    'do you install smoke detectors',
    'how much for a hot water heater circuit',
    'fire alarm install',
    'warm white LED lights',
    'do you do spark plugs',
    'i was shocked at the price',
    'do you wire water heaters',
    'is the hot wire black',
    'my breaker keeps tripping',
    'power is out',
    'can you install an outlet for my hot tub',
    'waterproof outlet for the patio',
    'sagging ceiling fan',
    'arc fault breakers',
    'what is a gfci',
    'can you run wires down to the basement',
    'do you install fire alarms and smoke detectors',
    'power for a fire pump in our warehouse',
    'do you hook up the gas line for the generator too',
    'quote for a fireplace insert circuit',
    'wire the lights down the driveway',
    'can you run a line down the driveway to the shop',
    'how much to bury the power line across the yard',
    'can you move the power line over the driveway',
    'wire hanging out of the ceiling where the old light was',
    'can you install outdoor lights along the fence',
    'lightning hit last summer and fried some stuff you put in, is that under warranty',
    'lightning struck the house a few months ago, does your warranty cover the panel',
    'my breaker keeps popping',
    'the microwave pops the breaker every morning',
    '',
  ])('"%s" is not an emergency', (text) => {
    expect(classifyEmergency(text)).toBeNull();
  });
});

/** The classifier's answer as one key: its kind, and its variant where it has one ("shock:person"). */
function key(text: string): string {
  const found = classifyEmergency(text);
  if (!found) return 'none';
  return found.variant ? `${found.kind}:${found.variant}` : found.kind;
}

/**
 * Messages written after the coverage set (tests/quality/visitor-questions.emergencies.ts), as
 * strangers type them: other misspellings, other words for a person held, a line on a vehicle,
 * water and storm damage, negations and past stories beside a present danger. Each names the
 * replies that serve it (as ACCEPTED_REPLIES does in emergency-coverage.test.ts). Written once the
 * coverage set passed; the classifier then went wrong on 27 of them and was fixed for those.
 */
describe('the emergency classifier on wording beyond the coverage set', () => {
  it.each<[string, string[]]>([
    ['smoke is comming out of the wall socket', ['fire', 'smoke', 'sparks']],
    ['the light fixture is smokeing', ['fire', 'smoke', 'sparks']],
    ['FLAMMES behind the fridge outlet', ['fire', 'smoke', 'sparks']],
    ['my panel box is on fiire', ['fire', 'smoke', 'sparks']],
    ['theres a small fire in the outlet we put it out but its still smoking', ['fire', 'smoke', 'sparks']],
    ['dryer cord caught on fire', ['fire', 'smoke', 'sparks']],
    ["it's not a big fire but the cord is burning", ['fire', 'smoke', 'sparks']],
    ['sparks shootin out the breaker box', ['fire', 'smoke', 'sparks']],
    ['sprks from the plug wont stop', ['fire', 'smoke', 'sparks']],
    ['smoking outlet!!!!', ['fire', 'smoke', 'sparks']],
    ['no flames but theres smoke from the panel', ['fire', 'smoke', 'sparks']],
    ['we had a fire last year and now the new outlet is smoking', ['fire', 'smoke', 'sparks']],
    ['not sure if its an emergency, smoke coming out of the light switch', ['fire', 'smoke', 'sparks']],
    ['i dont know what to do the extension cord is smoking', ['fire', 'smoke', 'sparks']],
    ['the outlet isnt sparking anymore but theres still smoke', ['fire', 'smoke', 'sparks']],
    ['smells like burning plastic but i cant find any smoke', ['burning-smell', 'sparks']],
    ['burnt smell from the outlet, no flames or smoke', ['burning-smell', 'sparks']],
    ['there is a burnng smell in the bedroom by the plug', ['burning-smell', 'sparks']],
    ['outlet cover is melted and brown', ['burning-smell', 'sparks']],
    ['fishy smel near the breaker panel', ['burning-smell', 'sparks']],
    ['the switch smells hot', ['burning-smell', 'sparks']],
    ['i dont see any smoke but the plug is melted', ['burning-smell', 'sparks']],
    ['the outlet is warm, no smell no smoke', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['breaker box is buzzin loud', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['the light swtich is hot to touch', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['paneel is humming', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['outlet crackels when i plug stuff in', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['my outlet is realy hot', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['i got shoked by the washer', ['shock', 'shock:person']],
    ['the faucet zapt me', ['shock', 'shock:person']],
    ['my fingers tingle when i touch the lamp', ['shock', 'shock:person']],
    ['got a jolt off the fridge handle', ['shock', 'shock:person']],
    ['the fence charger gave me a nasty shock and now the outlet is tingling', ['shock', 'shock:person']],
    ['electricity went through my arm when i touched the dryer', ['shock', 'shock:person']],
    ['im feeling a buzz when i touch the metal sink', ['shock', 'shock:person']],
    ['my kid got electricuted a little by the outlet, hes ok', ['shock', 'shock:person']],
    ['the shower gives you a tingel', ['shock', 'shock:person']],
    ['my dad is holding the extension cord and cant let go', ['shock:person']],
    ['my son is stuck on the fence wire and not moving', ['shock:person']],
    ['the electrician is being shocked, he cant let go of the panel', ['shock:person']],
    ['my wife grabbed the toaster and is shaking and cant let go', ['shock:person']],
    ['a kid is touching the downed wire in the street', ['shock:person']],
    ['my grandma is on the floor next to the heater cord, she isnt responding', ['shock:person']],
    ['my brother is stuck to the welding cable', ['shock:person']],
    ['coworker got hit by 480 and is unconscious', ['shock:person']],
    ['my husband touched the panel and hes not breathing', ['shock:person']],
    ['help the puppy bit the cord and is stuck and shaking', ['shock:person']],
    ['my sister is in the bath and the hair dryer fell in, shes not moving', ['shock:person']],
    ['he grabbed the live wire and now hes not responding', ['shock:person']],
    ['my friend is still holding the drill and its shocking him', ['shock:person']],
    ['a powerline is down in our driveway', ['downed-line']],
    ['the wire from the pole is laying in the yard', ['downed-line']],
    ['a tree knocked the line down across our road', ['downed-line']],
    ['theres a powerline on the ground sparking by the barn', ['downed-line']],
    ['the power line is hanging really low over the road', ['downed-line']],
    ['wires down on the fence after the wind', ['downed-line']],
    ['a utility line is touching the ground by our gate', ['downed-line']],
    ['the pole fell over and the lines are in the ditch', ['downed-line']],
    ['a downed wire is in the puddle by our driveway', ['downed-line']],
    ['power lines sagging to the ground in the pasture', ['downed-line']],
    ['our excavator hit the power line and its down', ['downed-line']],
    ['a power line fell on my truck and im still in it', ['downed-line:car']],
    ['powerline on top of our car and the kids are in the back seat', ['downed-line:car']],
    ['a wire landed on the hood of my car im inside', ['downed-line:car']],
    ['line came down across our van, were inside', ['downed-line:car']],
    ['im sitting in my car and theres a live wire on it', ['downed-line:car']],
    ['a cable is draped over the tractor and im in the cab', ['downed-line:car']],
    ['the power line is on my suv, should i get out', ['downed-line:car']],
    ['basement flooding and water is near the outlets', ['water']],
    ['watter coming through the ceiling light', ['water']],
    ['the panel got wet from a roof leak', ['water']],
    ['water is pouring out of the light switch', ['water']],
    ['the pipe burst and the floor is covered, the space heater is plugged in', ['water']],
    ['flooded basement, power still on', ['water']],
    ['there is water dripping onto the breaker box', ['water']],
    ['water coming in thru the outlet in the basement wall', ['water']],
    ['the outlets are submerged', ['water']],
    ['rain water leaking in the electrical pannel', ['water']],
    ['my garage is flooded and the extension cords are in the water', ['water']],
    ['wind bent the mast on our roof', ['storm-damage', 'downed-line']],
    ['the storm pulled the meter off the house', ['storm-damage', 'downed-line']],
    ['the tree branch ripped the service wire off the house', ['storm-damage', 'downed-line']],
    ['ice pulled the weatherhead loose', ['storm-damage', 'downed-line']],
    ['the riser pipe is leaning after the windstorm', ['storm-damage', 'downed-line']],
    ['after the storm the wires to the house are pulled loose', ['storm-damage', 'downed-line']],
    ['lightening struck our meter', ['storm-damage', 'downed-line']],
    ['no idea what to do, the outlet is smoking', ['fire', 'smoke', 'sparks']],
    ['no, it is smoking right now', ['fire', 'smoke', 'sparks']],
    ['not kidding theres smoke coming out of the panel', ['fire', 'smoke', 'sparks']],
    ['i cant stop the sparks coming from the plug', ['fire', 'smoke', 'sparks']],
    ['it wont stop sparking', ['fire', 'smoke', 'sparks']],
    ['nothing i do stops the smoke from the outlet', ['fire', 'smoke', 'sparks']],
    ['no one is home but my camera shows smoke from the panel', ['fire', 'smoke', 'sparks']],
    ['the panel is not just warm its smoking', ['fire', 'smoke', 'sparks']],
    ['no smoke but a burning smell and the outlet is melted', ['burning-smell', 'sparks', 'fire', 'smoke']],
    ['no sparks, but the switch is hot and buzzing', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['it was sparking last night and its sparking again now', ['fire', 'smoke', 'sparks']],
    ['had a fire last year and now the same outlet is smoking', ['fire', 'smoke', 'sparks']],
    ['the panel caught fire last week, there is still smoke', ['fire', 'smoke', 'sparks']],
    ['we had sparks a year ago, now flames in the outlet', ['fire', 'smoke', 'sparks']],
    ['i dont want to overreact but smoke is coming out of the switch', ['fire', 'smoke', 'sparks']],
    ['in case it matters, the outlet is smoking', ['fire', 'smoke', 'sparks']],
    ['worried about the smoke coming out of the breaker box', ['fire', 'smoke', 'sparks']],
    ['is it a fire risk that my outlet is sparking right now', ['fire', 'smoke', 'sparks']],
    ['im nervous, the panel is hot and buzzing', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['next time i plug in the vacuum ill check but right now the outlet is sparking', ['fire', 'smoke', 'sparks']],
    ['i didnt think it was live but it shocked me', ['shock', 'shock:person']],
    ['its not the first time, the faucet shocked me again', ['shock', 'shock:person']],
    ['no power and a line is down in the yard', ['downed-line']],
    ['not sure who to call, theres a power line on the ground', ['downed-line']],
    ['no one can get out of the car, a power line is on it', ['downed-line:car']],
    ['sparked last summer and again today', ['fire', 'smoke', 'sparks']],
    ['never had this before, the outlet is smoking and smells burnt', ['fire', 'smoke', 'sparks', 'burning-smell']],
    ['no way to reach the breaker, the basement is flooded and outlets are under water', ['water']],
    ['my son isnt breathing, he touched the power line', ['shock:person']],
    ['smoke alarm is going off and theres smoke coming from the outlet', ['fire', 'smoke', 'sparks']],
    ['i smell smoke and see flames in the wall', ['fire', 'smoke', 'sparks']],
    ['the fire department is on the way, the panel is on fire', ['fire', 'smoke', 'sparks']],
    ['what do i do if the outlet is on fire', ['fire', 'smoke', 'sparks']],
    ['could this be a fire? theres smoke coming out of the switch', ['fire', 'smoke', 'sparks']],
    ['could the hot outlet start a fire', ['hot-device', 'burning-smell', 'sparks', 'shock', 'fire', 'smoke']],
    ['so the water doesnt reach the outlets, should i flip the breaker? basement is flooding', ['water']],
    ['URGENT outlet smokin bad', ['fire', 'smoke', 'sparks']],
    ['theres smoke and i can see a glow behind the outlet cover', ['fire', 'smoke', 'sparks']],
    ['my breaker box just exploded and theres smoke', ['fire', 'smoke', 'sparks']],
    ['lamp cord is on fire!!!', ['fire', 'smoke', 'sparks']],
    ['Help! Fire coming out of the plug', ['fire', 'smoke', 'sparks']],
    ['the wall is smoking where the wire runs', ['fire', 'smoke', 'sparks']],
    ['fire in the attic near the wiring', ['fire', 'smoke', 'sparks']],
    ['there were sparks then flames from the heater plug', ['fire', 'smoke', 'sparks']],
    ['house filling with smoke and the lights went out', ['fire', 'smoke', 'sparks']],
    ['the transformer on the pole is on fire', ['fire', 'smoke', 'sparks']],
    ['the dryer outlet flashed and now theres a little flame', ['fire', 'smoke', 'sparks']],
    ['sparks and a burning smell from the microwave outlet', ['fire', 'smoke', 'sparks', 'burning-smell']],
    ['my outlet has a black burn mark and smells like burnt wires', ['burning-smell', 'sparks']],
    ['the extension cord got so hot it melted the carpet', ['burning-smell', 'sparks']],
    ['smells like something electrical is burning in the basement', ['burning-smell', 'sparks']],
    ["there's a strong electrical burning odor from the ceiling fan", ['burning-smell', 'sparks']],
    ['the plug and outlet are both charred', ['burning-smell', 'sparks']],
    ['the light switch plate is discolored and warm', ['burning-smell', 'sparks', 'hot-device']],
    ['the circuit breaker feels hot and makes a clicking noise', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['cord to the space heater is very warm', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['the outlet behind my fridge is buzzing', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['my panel makes a weird humming sound', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['the meter outside is buzzing super loud', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['the charger is getting really hot and the outlet too', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['i touched the breaker panel door and got shocked', ['shock', 'shock:person']],
    ['my daughter got a shock from the bath faucet', ['shock', 'shock:person']],
    ['the washer zaps me when i touch it', ['shock', 'shock:person']],
    ['the dog got shocked by the outlet, she seems ok now', ['shock', 'shock:person']],
    ['felt electricity in the shower', ['shock', 'shock:person']],
    ['i got a shock off the light switch plate', ['shock', 'shock:person']],
    ['water pipe shocks when touched', ['shock', 'shock:person']],
    ['my arm went numb after touching the outlet', ['shock', 'shock:person']],
    ['my dad got electrocuted on the roof, hes lying there', ['shock:person']],
    ['a man is stuck on the power line in the tree', ['shock:person']],
    ['my husband is getting electrocuted by the dryer', ['shock:person']],
    ['the kid is holding onto the electric fence and cant let go', ['shock:person']],
    ['my son fell in the pool and the pump is still on, hes not moving', ['shock:person']],
    ['a horse is tangled in a downed wire and not moving', ['shock:person']],
    ['my friend touched the transformer and collapsed', ['shock:person']],
    ['the line to our house is down', ['downed-line']],
    ['a power line is down across the highway', ['downed-line']],
    ['a big wire fell off the pole onto our lawn', ['downed-line']],
    ['wire hanging from the pole almost touching the ground', ['downed-line']],
    ['the electrical wires are laying on our fence', ['downed-line']],
    ['trees took down the power lines on our street', ['downed-line']],
    ['downed lines everywhere after the wind', ['downed-line']],
    ['the service line from the pole is on the ground in the back yard', ['downed-line']],
    ['theres a black cable in the road that looks like it came from the pole', ['downed-line']],
    ['the wind broke the pole and the wires are hanging over our yard', ['downed-line', 'storm-damage']],
    ['a power line fell across our car while we were inside', ['downed-line:car']],
    ['wires are on the car and were inside, what do we do', ['downed-line:car']],
    ['im in my truck and a live wire is draped over the hood', ['downed-line:car']],
    ['the bus hit a pole and lines are on the bus with kids inside', ['downed-line:car']],
    ['a power line landed on my moms car and shes still in it', ['downed-line:car']],
    ['water everywhere in the basement and the power is still on', ['water']],
    ['the ceiling is dripping water onto the light fixture', ['water']],
    ['water got into the outlet by the tub', ['water']],
    ['the outlet by the sink is full of water', ['water']],
    ['rain poured into our breaker box', ['water']],
    ['the sump pump failed and water is up to the outlets', ['water']],
    ['my electrical panel is wet', ['water']],
    ['the hot water heater leaked and its pooling around the extension cord', ['water']],
    ['flooded garage with the freezer plugged in', ['water']],
    ['the meter got ripped off in the storm', ['storm-damage', 'downed-line']],
    ['the weather head is hanging by the wires after the wind', ['storm-damage', 'downed-line']],
    ['a tree fell on the service line to the house and bent the mast', ['storm-damage', 'downed-line']],
    ['the storm broke the pipe that the power comes in through', ['storm-damage', 'downed-line']],
    ['ice storm pulled the wires off the house', ['storm-damage', 'downed-line']],
    ['hail smashed the meter and its hanging off the wall', ['storm-damage', 'downed-line']],
    ['theres a puddle under the electrical panel', ['water']],
    ['water is leaking from the ceiling near the light', ['water']],
    ['the laundry room is flooded and the dryer is plugged in', ['water']],
    ['our crawlspace has standing water and the wiring runs through it', ['water']],
    ['water running down the wall behind the outlet', ['water']],
    ['the electric baseboard heater is sitting in water', ['water']],
    ['a pipe broke above the panel and its soaking wet', ['water']],
    ['the breaker box is getting wet from the rain', ['water']],
    ['water is coming out of the outlet', ['water']],
    ['water dripping out of the ceiling fan', ['water']],
    ['the tub overflowed and now water is coming through the light fixture downstairs', ['water']],
    ['the water heater burst and the floor is wet near the outlets', ['water']],
    ['2 inches of water in the basement, the furnace and freezer are plugged in', ['water']],
    ['our sump pump cord is under water', ['water']],
    ['the pool pump outlet is under water after the rain', ['water']],
    ['rain is pouring into the meter box', ['water']],
    ['snow melted into the light fixture on the porch', ['water']],
    ['water leaking into the switch', ['water']],
    ['the garage floor is flooded and there is an extension cord in it', ['water']],
    ['roof leak dripping on the breakers', ['water']],
    ['the hot tub leaked and the pump plug is in the water', ['water']],
    ['sewage backed up in the basement where the panel is', ['water']],
    ['my basement is full of water and i need to turn off the power', ['water']],
    ['flood water is touching the outlets', ['water']],
    ['the ceiling light filled with water', ['water']],
    ['a leak is dripping right into the junction box', ['water']],
    ['the dishwasher flooded the kitchen and the outlet under the sink got wet', ['water']],
    ['the well house is flooded, the pressure switch is wet', ['water']],
    ['the RV pedestal is under water from the flood', ['water']],
    ['the outdoor outlet is full of water and the cord is plugged in', ['water']],
    ["there's water in my electrical box", ['water']],
    ['the condensate pump overflowed onto the power strip', ['water']],
    ['so we just moved in and were unpacking and i noticed the outlet in the nursery is kind of smoking? is that bad', ['fire', 'smoke', 'sparks']],
    ['OMG THE PLUG JUST BURST INTO FLAMES', ['fire', 'smoke', 'sparks']],
    ['i think something is burning inside the wall theres smoke', ['fire', 'smoke', 'sparks']],
    ['the breaker panel caught on fire while i was at work, neighbors called me', ['fire', 'smoke', 'sparks']],
    ['there is a fire in my electrical box', ['fire', 'smoke', 'sparks']],
    ['arching and sparking at the meter', ['fire', 'smoke', 'sparks']],
    ['wire is glowing red and smoking', ['fire', 'smoke', 'sparks']],
    ['extension cord melting and smoking under the couch', ['fire', 'smoke', 'sparks']],
    ['the led fixture started smoking after we installed it', ['fire', 'smoke', 'sparks']],
    ['our bedroom smells like an electrical fire but we cant see anything', ['burning-smell', 'sparks']],
    ['i smell hot plastic whenever the heater runs', ['burning-smell', 'sparks']],
    ['cord smells burnt', ['burning-smell', 'sparks']],
    ['the outlet plate has scorch mark and it smells', ['burning-smell', 'sparks']],
    ["there's a burning rubber smell near the fuse box", ['burning-smell', 'sparks']],
    ['the dimmer is so hot i cant touch it', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['outlet makes a popping noise when i plug in the vacuum', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['the breaker is buzzing and hot', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['the switch crackles and the light flickers', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['my wall plug gets really warm with the heater', ['hot-device', 'burning-smell', 'sparks', 'shock']],
    ['I JUST GOT SHOCKED BY MY STOVE', ['shock', 'shock:person']],
    ['felt a jolt from the kitchen sink', ['shock', 'shock:person']],
    ['my kid stuck a bobby pin in the outlet and got zapped, shes crying but ok', ['shock', 'shock:person']],
    ['the light switch gave me a little shock when i flipped it', ['shock', 'shock:person']],
    ['tingling in my hand when i touch the microwave', ['shock', 'shock:person']],
    ['the dryer is electrifying the floor, i feel it in my feet', ['shock', 'shock:person']],
    ['HELP my brother is getting electrocuted by the fence', ['shock:person']],
    ['theres a person lying next to the fallen line and not moving', ['shock:person']],
    ['my co-worker is stuck to the panel', ['shock:person']],
    ['my dog is stuck to the heater cord and shaking', ['shock:person']],
    ['the man on the ladder touched the power line and fell and isnt moving', ['shock:person']],
    ['someone is holding a live wire and shaking', ['shock:person']],
    ['power line fell in our yard', ['downed-line']],
    ['a wire came down in the storm and is on our driveway', ['downed-line']],
    ["there's a line down on our street", ['downed-line']],
    ['the tree fell and the power line is now on the ground', ['downed-line']],
    ['a downed power line is blocking our road', ['downed-line']],
    ['the cable from the pole is lying on the lawn', ['downed-line']],
    ['theres a low wire across the alley almost touching the ground', ['downed-line']],
    ['line snapped and is sparking in the field', ['downed-line']],
    ['my son is in his car and a power line fell on the car', ['downed-line:car']],
    ['were stuck in the car, a power line landed on top of us', ['downed-line:car']],
    ['downed line on my pickup and im in the cab', ['downed-line:car']],
    ['a wire fell on our truck, were inside', ['downed-line:car']],
    ['the outlets in the basement are flooded', ['water']],
    ['water leaking into my fuse box', ['water']],
    ['my basement has 3 feet of water and the breaker box is down there', ['water']],
    ['the panel is dripping wet', ['water']],
    ['the mast got ripped off by the storm', ['storm-damage', 'downed-line']],
    ['the wind knocked our weatherhead off', ['storm-damage', 'downed-line']],
    ['tree limb fell on the wires going to our house and pulled the meter loose', ['storm-damage', 'downed-line']],
    ['the storm bent the pipe where the power comes into the house', ['storm-damage', 'downed-line']],
    ['the metal gate is electrified', ['shock', 'shock:person']],
  ])('"%s" gets one of %j', (text, accepted) => {
    expect(accepted).toContain(key(text));
  });

  it.each([
    'the breaker keeps triping when i run the microwave',
    'my smal kitchen needs more outlets',
    'do you install smoke detectors',
    'how much to wire a hot tub',
    'can you hire out for a shop wiring job',
    'everything is fine now, just want an estimate for a panel upgrade',
    'the outlet is fine, i just want a usb one',
    'what time do you open',
    'how long have you been in business',
    'do you do fire alarm systems for commercial',
    'we had a fire in 2019 and the house was rebuilt, now need a generator',
    'our house burned down years ago, building new',
    'my neighbor had an electrical fire last year so i want an inspection',
    'worried about fires with my old wiring, can you inspect',
    'is knob and tube a fire hazard',
    'can a bad outlet cause a fire?',
    'how do i prevent electrical fires',
    'in case of a fire where is the main breaker usually',
    'you guys are fire, thanks',
    'that price is shocking lol',
    'shocked at how cheap that was',
    "i'm fired up to get our solar wired",
    'need a flame bulb chandelier hung',
    'do you install bug zappers on the porch',
    'got a static shock from the doorknob, unrelated but do you do ceiling fans',
    'can you move the power line away from the tree before it grows into it',
    'do you trim trees near power lines',
    'how much to bury the power line to the shop',
    'we want to run a line to the barn',
    'the wire for the doorbell is loose, can you fix it',
    'install a water heater circuit',
    'can you wire the well pump',
    'hot water heater needs a new breaker',
    'need outlets by the pool, are they waterproof',
    'my power went out, is it the utility',
    'we lost power for 2 hours yesterday but its back on, nothing damaged',
    'the breaker tripped once and has been fine since',
    'no smoke, no smell, no heat, the outlet just stopped working',
    'outlet doesnt work but not hot and no burning smell',
    'lights flicker when the dryer runs, nothing sparking or hot',
    'how do i know if my panel is a fire risk',
    'what happens if the power lines go down during a storm, should i have a generator',
    'the storm last winter knocked our line down, utility fixed it, now want a generator',
    'lightning hit a tree near us last summer, want surge protection',
    'do you fix storm damage',
    'hi there, can you come look at some flickering lights',
    'a few of the lights dim when the ac kicks on',
    'i want to replace our fuse box with breakers',
    'whats your warranty',
    'how much for an ev charger in the garage',
    'can you install a heat pump circuit',
    'our space heater keeps the garage warm, can you add an outlet for it',
    'we need a dedicated circuit for a kiln that gets very hot',
    'warm white or cool white for the kitchen lights',
    'is it hot in missoula in summer lol, anyway do you do ceiling fans',
    'can you come to frenchtown',
    'do you work in lolo',
    'helloooo',
    'thx for the help',
    'my teenager keeps burning through phone chargers, want usb outlets',
    'the dog chewed a cord last year, want cord covers',
    'so the kids dont get shocked, can you install tamper resistant outlets',
    'want gfci outlets so nobody gets electrocuted in the bathroom',
    'next time the power goes out we want a generator',
    'planning ahead for winter storms, how much is a standby generator',
    'the hot tub needs a 50 amp gfci disconnect',
    'water heater element burnt out, can you replace it',
    'burnt out bulb in the hall fixture',
    'do you guys do wiring for sauna',
    'we are zapping money on our electric bill, can you do led lighting',
    'spark plug for my mower? lol jk, do you do outdoor outlets',
    'my electricity bill is shockingly high, can you do an energy audit',
    'my husband wants a new outlet in the garage for his drill',
    'my dad is holding the ladder while i change the light fixture, do you do ceiling fans',
    'my son is stuck on what size generator to buy',
    'my wife cant let go of the old chandelier, can you rehang it in the new house',
    'the breaker is stuck on and wont reset, can you come look',
    'the switch is stuck in the on position',
    'my grandpa passed away and we are selling his house, need an inspection',
    'our dog is scared of the generator noise, can you move it',
    'my kids keep unplugging the fridge, can you add a cover',
    'can you install a water heater in the basement',
    'we have a well pump and want a generator so we keep water and power',
    'do you install outlets by the pool',
    'water softener needs an outlet',
    'can you run power to our rv pad',
    'we need a 50 amp rv hookup',
    'a car charger for my truck, how much',
    'my truck needs an ev charger in the garage',
    'can you wire the pump house',
    'our barn flooded last spring, now we want new outlets put in higher',
    'the basement flooded years ago, want it rewired now',
    'the storm last year bent our mast, it was fixed, now want a generator',
    'do you repair storm damage to masts and meters',
    'whats the cost to replace a meter base',
    'can you move the meter to the other side of the house',
    'we are building a pole barn, need wiring',
    'we want to bury the line from the pole to the house',
    'i want the overhead wire to the shop replaced with underground',
    'the service drop is too low over the driveway for our new rv, can it be raised',
    'the wind chime on the porch needs a light, lol',
    'my neighbor is an electrician, he said my panel is old',
    'my husband is an electrician but hes busy, can you come',
    'is it safe to use an extension cord for a space heater',
    'how do i reset a gfci outlet in the bathroom',
    'the microwave and toaster on the same outlet trip the breaker',
    'can i plug the generator into the dryer outlet',
    'do you guys work on sundays',
    'he touched the wire to test it with a meter and its dead, can you replace the switch',
    'she is holding a quote from another company, can you beat it',
    'my wife is shaking her head at the electric bill lol, can you do led',
    'can you replace the cord on my lamp',
    'the tree in the yard is getting close to the power line, who trims it',
    'are you insured in case of water damage while working',
    'what do i do if the power goes out',
    'how do i know if an outlet is bad',
    'can you wire a sump pump in the basement',
    'we need a new outlet for the washer and dryer',
    'our water heater needs a dedicated circuit',
    'the pool pump needs a gfci breaker',
    'install outlets in the laundry room',
    'is it ok to put the freezer in the garage',
    'we had 2 feet of water in the basement in 2011, want the panel moved up',
    'do you install heaters in the shop',
    'the basement flooded last spring, the panel was replaced, want more outlets now',
    'water well pump wiring quote',
    'how much to move the washer and dryer outlets',
    'can you install a backup sump pump with battery',
    'we want a pedestal for our rv',
    'the ceiling fan wobbles, can you fix it',
    'do you need to turn off power to replace a light fixture',
    'can you put in a weatherproof outlet cover',
    'we want to install a generator so the sump pump runs when the power goes out',
    'what happens to my outlets if the basement floods',
    'my hot tub heater is not heating, can you look at the breaker',
    'our fence is electrified, can you add an outlet for the charger',
  ])('"%s" is not an emergency', (text) => {
    expect(key(text)).toBe('none');
  });
});

describe('the emergency classifier reads misspelled danger words, of every kind', () => {
  it.each<[string, EmergencyKind, string?]>([
    ['the outlet is on fier', 'fire'],
    ['FLAMESS coming out of the breaker box', 'fire'],
    ['smoek pouring out of the outlet', 'smoke'],
    ['the plug is sparkign and popping', 'sparks'],
    ['burnign smell from the kitchen outlet', 'burning-smell'],
    ['sorched marks on the plug and it smells funny', 'burning-smell'],
    ['the light swich is hot', 'hot-device'],
    ['brekaer box feels hot and hums', 'hot-device'],
    ['the washer gives me a tingel every time i touch the lid', 'shock'],
    ['the metal lamp shcoked me', 'shock'],
    ['my son grabed a live wire and now hes shakeing', 'shock', 'person'],
    ['the worker is unconcious next to the panel', 'shock', 'person'],
    ['powerline down in the back pasture', 'downed-line'],
    ['downed powerlines on our road after the storm', 'downed-line'],
    ['powerline fell on our car and were still inside', 'downed-line', 'car'],
    ['the outlts are under watter in the basement', 'water'],
    ['lightening hit the meter base and the mast is bent', 'storm-damage'],
  ])('"%s" is %s', (text, kind, variant) => {
    expect(classifyEmergency(text)).toEqual({ kind, ...(variant ? { variant } : {}) });
    expect(detectEmergency(text)?.kind).toBe(kind);
  });

  it.each([
    // One consonant changed makes another real word: it stays that word.
    'stock tank heaters keep tripping the breaker every morning',
    'i spoke to someone at your office yesterday about a quote',
    'can you hang some picture frames near the outlet',
    'my shack out back has no power',
    'the whole house shook when the truck went by',
    'how far back does the warranty go',
    'who sells breaker panels around here',
    'sorry about my spelling, the outlet in the hall stopped working',
    'we had a fire last year, need the kitchen rewired',
  ])('"%s" is not an emergency', (text) => {
    expect(classifyEmergency(text)).toBeNull();
  });
});

describe('a sign of danger said not to be there', () => {
  it.each<[string, EmergencyKind]>([
    ['smells like burning plastic from the bedroom plug, no smoke tho', 'burning-smell'],
    ['i dont see flames but it smells like burning wires in the hall', 'burning-smell'],
    ['dryer plug smells like burnt plastic but no smoke or anything', 'burning-smell'],
    ['outlet is warm and crackling, no sparks tho', 'hot-device'],
    ["the panel isn't on fire but it's buzzing loud", 'hot-device'],
    ['no sparks but i got a tingle from the switch plate', 'shock'],
  ])('"%s" is %s', (text, kind) => {
    expect(classifyEmergency(text)?.kind).toBe(kind);
  });

  it.each<[string, EmergencyKind]>([
    // A negation only counts right before the sign.
    ["i've never seen smoke like this coming out of the panel", 'smoke'],
    ['not sure if thats smoke or steam coming out of the outlet', 'smoke'],
    ['no flames but smoke is pouring out of the breaker box', 'smoke'],
    ['there was no smoke at first but now the outlet is on fire', 'fire'],
  ])('"%s" is still %s', (text, kind) => {
    expect(classifyEmergency(text)?.kind).toBe(kind);
  });
});

describe('the safety replies', () => {
  const all: [EmergencyKind, ('person' | 'car')?][] = [
    ['fire'],
    ['smoke'],
    ['sparks'],
    ['burning-smell'],
    ['hot-device'],
    ['shock'],
    ['shock', 'person'],
    ['downed-line'],
    ['downed-line', 'car'],
    ['water'],
    ['storm-damage'],
    ['gas'],
  ];

  it.each(all)('%s %s: the number written out, a tap-to-call link and the troubleshooter last', (kind, variant) => {
    const reply = emergencyReply(kind, variant);
    expect(reply.text).toContain(PHONE);
    expect(reply.actions[0]).toEqual({ type: 'call', href: 'tel:+14065550142', label: `Call ${PHONE} (24/7)`, number: PHONE });
    expect(reply.text.split('\n').at(-1)).toMatch(/Troubleshooter/);
    // The call line comes after the safety steps.
    const lines = reply.text.split('\n');
    expect(lines.findIndex((line) => line.includes(PHONE))).toBeGreaterThan(1);
  });

  it.each(all.filter(([kind, variant]) => ['fire', 'smoke', 'sparks', 'gas'].includes(kind) || variant || kind === 'downed-line'))(
    '%s %s: life at risk, 911 in the first step',
    (kind, variant) => {
      const reply = emergencyReply(kind, variant);
      expect(reply.lifeAtRisk).toBe(true);
      expect(reply.steps[0]).toContain('911');
    },
  );

  it('fire: get out and call 911 first, then no water and no going back in', () => {
    const { steps } = emergencyReply('fire');
    expect(steps[0]).toBe('Get everyone out of the building now and call 911.');
    expect(steps[1]).toMatch(/Don't put water on an electrical fire, and don't go back inside/);
  });

  it('a downed line: 35 feet, 911 and the utility, never touch or drive over it', () => {
    const { steps } = emergencyReply('downed-line');
    expect(steps[0]).toMatch(/35 feet.*call 911 and your utility/);
    expect(steps[1]).toMatch(/Don't touch the line.*don't drive over it/);
  });

  it('a line on a car: stay inside; leave only for fire, feet together', () => {
    const { steps } = emergencyReply('downed-line', 'car');
    expect(steps[0]).toMatch(/^Stay inside.*call 911/);
    expect(steps[1]).toMatch(/feet together/);
  });

  it('water: stay out of it; the main only from dry ground', () => {
    const { steps, lifeAtRisk } = emergencyReply('water');
    expect(lifeAtRisk).toBe(false);
    expect(steps[0]).toBe('Stay out of the water.');
    expect(steps[1]).toMatch(/only if you can reach it standing on dry ground/);
  });

  it('a burning smell: switch the circuit off at the panel if it can be reached safely; no unplugging the hot spot', () => {
    const { steps } = emergencyReply('burning-smell');
    expect(steps[1]).toMatch(/^Stop using it, and switch off that circuit at the panel.*if you can reach the panel safely/);
    expect(steps[2]).toMatch(/don't unplug from an outlet that is the hot spot/);
  });

  it('uses the number it is given', () => {
    const reply = detectEmergency('sparks from the panel', { display: '(555) 000-1111', tel: '+15550001111' })!;
    expect(reply.text).toContain('(555) 000-1111');
    expect(reply.actions[0]).toMatchObject({ href: 'tel:+15550001111' });
  });
});

describe('reply actions read from a response', () => {
  it('keeps call links to tel: numbers and the estimator, drops anything else', () => {
    expect(
      replyActions([
        { type: 'call', href: 'tel:+14065550142', label: 'Call' },
        { type: 'call', href: 'javascript:alert(1)', label: 'Call' },
        { type: 'estimate', label: 'Estimate' },
        { type: 'link', href: 'https://example.com', label: 'x' },
        null,
      ]),
    ).toEqual([
      { type: 'call', href: 'tel:+14065550142', label: 'Call' },
      { type: 'estimate', label: 'Estimate' },
    ]);
    expect(replyActions('nope')).toEqual([]);
  });
});

describe('a wire down outdoors', () => {
  it('is a downed line, even when it sparks', () => {
    expect(detectEmergency('theres a wire down on hwy 200 by the bonner bridge sparking in the snow')?.kind).toBe('downed-line');
    expect(detectEmergency('the wire is down')?.kind).toBe('downed-line');
  });
  it('is not a wire run down a wall or to the basement', () => {
    expect(detectEmergency('can you run a wire down the wall for a new outlet')).toBeNull();
    expect(detectEmergency('need a wire run down to the basement')).toBeNull();
  });
  it('a breaker that pops under a space heater trips; a pop with a bang is a danger', () => {
    expect(detectEmergency('breaker for the bathroom pops every time my wife runs the hair dryer and the space heater together')).toBeNull();
    expect(detectEmergency('the breaker for the kitchen outlets pops with a loud bang')?.kind).toBe('hot-device');
  });
});

describe('wiring said to be far away', () => {
  it('makes a leak no danger of ours; water by the panel still is one', () => {
    expect(detectEmergency('roof is leaking by the chimney, nowhere near any wiring')).toBeNull();
    expect(detectEmergency('water leaking by the panel, not near any outlets though')?.kind).toBe('water');
  });
});

describe('LED bulbs that buzz on a dimmer', () => {
  it('are a dimmer not rated for LEDs, not a failing connection', () => {
    expect(detectEmergency('new led bulbs buzz and flicker on the dimmmer')).toBeNull();
    expect(detectEmergency('my led lights buzz when dimmed')).toBeNull();
  });
  it('unless the switch itself buzzes, or heat or a smell comes with it', () => {
    expect(detectEmergency('the dimmer switch is buzzing and hot')?.kind).toBe('hot-device');
    expect(detectEmergency('lights buzz on the dimmer and i smell burning')?.kind).toBe('burning-smell');
  });
});

describe('the fifth round of emergency readings', () => {
  it('a branch that bent the mast where the lines come in is storm damage at the service', () => {
    expect(detectEmergency('tree branch bent the pole on our roof over where the lines come in, wires look pulled real tight, power still on')?.kind).toBe('storm-damage');
  });
  it('a GFCI (the plug with the buttons) that pops trips; "heat tape" is no sign of heat', () => {
    expect(detectEmergency('the plug in the garage with the buttons keeps popping when the heat tape on the pipes is plugged in')).toBeNull();
    expect(detectEmergency('the gfci pops and smells like burning')?.kind).toBe('burning-smell');
    expect(detectEmergency('outlet keeps popping and sparking')?.kind).toBe('sparks');
  });
  it('wildfire smoke outside is not smoke from wiring; smoke from an outlet in the fire season still is', () => {
    expect(detectEmergency('smoke season so were running 3 air purifiers and a window ac in the bedroom and the breaker keeps kicking off')).toBeNull();
    expect(detectEmergency('is the air quality safe to be outside in missoula today, the smoke is awful')).toBeNull();
    expect(detectEmergency('smoke season, and now smoke is coming out of the outlet')?.kind).toBe('smoke');
  });
});

describe('emergencies told in other words', () => {
  it('can lights that smell like something cooking, with a brown mark on a trim ring, are a burning smell', () => {
    expect(detectEmergency('the can lights in the kitchen smell like something cooking every time we flip them on and one trim ring has a brown mark on it')?.kind).toBe(
      'burning-smell',
    );
    expect(detectEmergency('want can lights in the kitchen, maybe 6 of em')).toBeNull();
  });
  it('a line on the car someone is calling from is a line on a vehicle with people inside', () => {
    expect(detectEmergency('my daughter just called from her car, a power line is on top of it after a wreck near lolo, what does she do')).toMatchObject({
      kind: 'downed-line',
      variant: 'car',
    });
    expect(detectEmergency('i drove home from the car wash and a power line was down on the road')?.variant).toBeUndefined();
  });
});

describe('warmth and water that are no fault', () => {
  it.each([
    'we want a hot tub on the deck, the warm water will help my back, can you wire it',
    'heated water trough keeps tripping the gfci',
    'can you fix the leaky faucet while youre here for the outlets',
  ])('"%s" is no emergency', (question) => {
    expect(detectEmergency(question)).toBeNull();
  });
  it('water on an outlet, and a sparking water heater, still are', () => {
    expect(detectEmergency('water is leaking onto the outlet from the faucet')?.kind).toBe('water');
    expect(detectEmergency('the hot water heater is sparking')?.kind).toBe('sparks');
  });
});

describe('signs told in other words', () => {
  it.each([
    ['lights went out and i see a glow behind the wall outlet', 'sparks'],
    ['the outlet glows orange', 'sparks'],
    ['my dog chewed through an extension cord and yelped', 'shock'],
    ['the cat bit the phone charger wire and jumped', 'shock'],
  ])('"%s" is %s', (text, kind) => {
    expect(detectEmergency(text)?.kind).toBe(kind);
  });

  it.each(['glow in the dark switch plates', 'the puppy chews on everything, what cord covers do you recommend'])('"%s" is no emergency', (text) => {
    expect(detectEmergency(text)).toBeNull();
  });
});

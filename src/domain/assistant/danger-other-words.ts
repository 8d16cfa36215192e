/**
 * English words that are not danger words, near one: the emergency classifier's tolerant reading
 * (danger-words.ts) never reads them as the danger word, and reads a misspelling as a danger word
 * only when none of them is nearer ("smal" is "small", not "smell"; "triping" is "tripping", not
 * "dripping").
 *
 * Made by tools/danger-words.mjs from the American English word list (Debian's wamerican) and
 * SCOWL's common words (sizes 10 and 20): 3516 words. Do not edit by hand: change the tool
 * or DANGER_VOCABULARY and run it again.
 */
export const OTHER_WORDS: ReadonlySet<string> = new Set(
  `
  ablaze able abuse abused abuses abusing abuzz accord accords accuse accuses acing acorn acting added adding address adds afford afire aflame after
  again aged aging agree agreeing agrees ahead aiding aiming aims aires airing akin alarm alarming alien aliens alight alights alike aline alines alive
  allaying alleged allen allies allow allowed allowing allying alone aloud alter amaze amber ammeter amuse amuses angel angels angle angles angling
  apart aped aping append apple apps arcane arching arcking arguing arising arming arms army arranging arriving asking assess asset asst assuming atom
  attack attain aunt award aware babble babbles babies baffle baffles bagging bags bake baked bakes baking baleen ball ballet balls banal banging banned
  banner banning bans bare bark barked barking barks barn barns barred barrel barring bars base based bases bash basing bass basses bast batter battery
  battle baud baying beaching beak beaked beaker beakers beam bean beans bear bearing beast beat beating beats beef been beer beers being bell bells
  belt belted belting bent berating bern berthing best beta better betting biasing bible bidding bight bights bigot bill bind binds bird birds bite
  bites biting bitter black blackens blackness blade blades blake blame blamed blames blaming blank blanketed blare blast blazed blazer blazes bleaching
  bleak bleaker bleating bless blight blights blind blink blob block blocked blocking blocks blood blooded blooding bloody blow blowing blue blues blurb
  board boards boat bogged bogging boggle boggles bold bole boles bolt bolted bond bone bones book booked booking boole boom boost boot boots boozed
  boozes boozing bopping bore bored bores boring born borne boss both bottle bottles bout bower boxes bracketed braggers brain braining brains brake
  brakes brass brave breaching breading break breaking breaks breakups breasting breathers breathier bred breed breeders breeze bright bring broaching
  broke brunt bubble buber buck bucket bucks budded budding buff buffed buffer buffers buffing bugged bugger buggers bugging bugs build built bulb bulbs
  bulk bull bulled bullet bullets bulling bummed bumming bump bums bundle buns bunt burden burg burgs buried buries burks burl burner burnett burp
  burped burping burps burr burred burring burris burro burros burrs burs burst bursting bursts burt bury burying bused buses bush busing buss bussed
  busses bussing bust busy butt butted butter buttes butting button buttons buyer buyers buying buys buzzer buzzers bytes cabbage cabbie cabbies cabled
  cackle cackled cackles cackling cage caging cain cake cakes call called caller calling calls calm came camp camps cancel cancels cans cant capable
  caped capped capping caps card cards care cared career careless cares caring carried carrier carries carry carrying cars case cased cases cash casing
  cast castle casts cater caters cats cattle cause causes cave ceased ceasing cell cells celt cent center chafed chaffed chain chaired chamber change
  changed changes changing channel channels chap chapel chapped chaps chapter charge charged chargers charges charging charier charm charmed charmer
  charms chars chart charted charter charts chase chased chases chasing chat chatted chatting cheap cheat cheated cheating cheats check checked checking
  checks cheered chest chewed chock chocked chocking chocks choosing chop chopped chopping chord chords chorus chuck chucked chucking chuckled chuckles
  chuckling chucks chumming chums cite cites citing clacking claiming clamming clamp classed classes classic classing clean cleaned cleaning clear
  cleared clearing cline clipping clock clocks clod clog clone clones closed closing cloud clouds club clubs clue clues coach coal coast coat coats
  cobble cobbler cobblers cobbles code coded codes coding cods coed coeds coffee coin coined coining coins coke cold colds cole collated color colt come
  comes coming comma commas confusing conscious consulting contusing conversing convulsion convulsions convulsive cooed cook cooked cooking cooks cool
  cooled cooling cools cooping coors coot cope coped copes coping copper copping copy copying cora core cored cores cork corks corm corms corn corns
  corp corps corpse cory cost costed costs couching could court courts cover cower cows cozy crabbed crack cracked crackers cracking crackings crackly
  cracks crackups cradling cramp cranking crap crass crawled crawling creaming creating creed cricking cries crinkled crinkles crinkling crop crops
  cross crowd crowds crying cube cuddle cuddly cult cumming cums cunning cups curd curds cure cured cures curing current curry curse cusses cute cutlet
  cutlets cuts cutting cycle cycles dabble dabbles dabbling daft damn damned damning damp dancing dandling dappling dare dared dares daring dark darling
  dash date dated dates dating dawdling dawn dawned days dazzling dead deaf deal dealing dealt dear death debating debt deck deeming deems deep deeper
  delaying deleted deleting delight delights delta deriding deriving desk deter dialing dice dies digging digit digits dine dined diner dines dining
  dinner dipping dire dirt dish dissing ditch dive dives diving docket dockets does doing dole doles dolt done donned doom doomed dooming dooms door
  doors doping dose doses dots dotted dotting douching dour down downer dowsed dragged dragging drain draining drains draping drastic drawing drawn
  dreaming dress dressing dribbling dries drifting drilling drink drinking drinks drippings driving drivings drizzling drooling drooping dropping
  droppings drowned drubbing drug drugging drugs drumming drums drying duck duff dull dumb dummy dump dumping dumps during duse dust dying eager eagle
  earn earned earning earns ears ease east easy eaten eater eating eats eccentric eccentricity eclectic eight eighth eights eire elastic electrically
  electrician electrify electrocutes electrocutions electrolyte electron electronic elite else emit enable enables enter erased error ever expansion
  extensional extensions extensive extrusion eying fable fables face faced faces facing fact fagging fail failed failing fain faint fair fairer fairest
  fairy fake fall falling fallowing falls false fame famine fans farce fare fares farm fast faster fate father fatten fatter fear feared fearing feat
  feature features feeble feed feeding feel feeling feels fees feet fell fellow felt felted felting fetter fever fewer fiber fibers fiddle fiddles
  fiddling fierce fife fifes fifty fight fights figure figures file filed files filing fill filled filling fills film filming films filthy finally find
  finding finds fine fined finer fines finest fining fired firing firm firms firs first fish fished fishes fishing fissures fits fitted fitting five
  fiver fives fixed fixes fixing fizzes fizzle fizzling fizzy flag flagged flagging flags flake flakes flaking flambes flamed flamer flamers flamingo
  flamings flapping flare flares flaring flash flashes flashing flat flatting flaw flawed flawing flaws flaying fled fleecing fleet fleeting fleming
  flew flied flies flight flights flip flipped flipping flitting float floated floating flocking floe flog flogged flogging floggings flooder floods
  floor floored flooring floors flop flopped flopping floppy floss flossed flossing flour flouring flouting flow flowed flower flowing flown flows floyd
  flubbing fluffing fluid flume flumes flush flushes flute flying foam foaming fold folded folder folding folds folk folks follow followed following
  fond font food foods fool fooled fooling fools foot force forces forcing ford fords fore fores forest fork form forming forms fosse four frame frames
  framing freak free freed freeing frees fresh fried fries frog frogging from frowned frying fuddle fudge fuel full fuller fullest fully fume fumes
  fuming fums fund funded funding funds funny furry fused fuss fussed fusses fussy future fuze fuzed fuzes fuzing fuzz fuzzed fuzzes fuzzing fuzzy
  gabbed gabble gabbles gable gables gagging gaging gain gaining gains galen game games ganging gangling gaped gaping gaps garbed garble garbled garbles
  gasp gate gates gather gear geared gearing gelt gene genes getting ghost girl girls give gives giving glad glasses glaze glean gleaned gleaning glow
  glowed glowing glue goat gods goes going gold golding golf gone good goods gowned grabber grabs grace graced grackle grackles grade graded grades
  grain grand granted grassed grated grave graved grayed grazed great greater greed griping gripping grubbed guess guesses gumming gums guns guts gutter
  guys hack hacked hacking hacks hail hair hall halls halt halted halting hammer hamming hams handing handling hangings happen happy hard harder hared
  harm hash hassle hasty hate hated hater hates hating hatred hats hatter hatting having haying head headed heading heads heal healing health heap
  heaping hear heard hearing hears heart hearts heated heath heats heaving heavy heel heels heft hefting height heights held hell hello help helped
  helping hemming hems herd here hero herring hide hides hiding hieing high hiking hill hills hims hines hinging hint hinting hints hipping hire hired
  hires hiring hits hitting hiving hobby hock hocked hocking hocks hoff hold holdings holds hole holes holing holt holy home homes homing honor hood
  hooding hoof hook hooked hooking hooks hoop hooping hoot hoots hope hoped hopes hoping hopping horde hordes hording horn horrid horror hosing host
  hosts hotel hour hours house houses housing huber hubs huddle hues huffing huffs huge hugging hugs hulling hulls human humane humans hume hummus humor
  hump humping humps humus hung huns hunt hunting hunts hurry hurt hurting hurts huts hying idle illness ines inner inter issue issues issuing jacket
  jackets jail jain jammed jamming jams janell jangling japed japing jazz jelly jerk jest jilt jilted jingle jingled jingles jingling jobs join joined
  joining joint joke joked jokes joking jollied jolly jolts jotted judge jump jumping jumps jungle jury just keep keeper keeping keeps kept keying
  kidding killing kind kindly kinds king kingly kings kissing kline kluged knee knees knight knock knocked knocking knocks label labels labs lacing lack
  lacked lacking ladder lading lady lager lagging laid lain lake lama lamb lame lames laming lamming lamps lams land landing lands lane lanes lapp
  lapped lapping lapps laps larger lark laser lasing last lasting lasts late later latter lawn laws layer lays laze lazing lazy lazying leach lead
  leaded leader leading leads leaf leafed leafing leah leakey leaks leaky lean leaned leaning leann leans leap leaped leaping lear learn learned
  learning leas leased leasing least leave leaved leaves leaving leek left legal legs lend lending lends lens lenses lent less lesser lest lets letter
  letters letting liable libel lice lied lien liens lies life lift lifts lighted lighter lightest lightly like liked likes liking lille limb limbs lime
  limes limit limits limp lina lind linear lined linen linens liner liners lining link linked linking links linnet linnets lint lints linus lion lioness
  lips lire lisp list listing lists lite liter litter little live lived liver lives livest living llama load loaded loading loads loan lock locked
  locket lockets locking locks logged logging logs lone long look looked looking loop looping loops loose loot loping lopping lord lords lorry lose
  loses losing loss losses lost lots lott loud love loved lover loves loving lower lowers lubber luck lugged lugs lump lumps lung lungs lurk lurked
  lurking lurks lust lynne mable made mail mailing main mains make maker makes making male males malt malted malting managing mangle mangled mangles
  mangling manned manner manning mans many mapped mapping maps mark marked marking marks marry marrying mart masc mash mask mass masses master masts
  mate mats matt matter matters matts maze meal meals mean meaning meant meat meeker meet meeting meetings meets meier meld melded melding melts member
  mend mended mending menu mere merged merging merit merry mess messed messes messing messy metal mete meted meteor meters metes meting metro meyer mice
  middle might mighty mild mile miles milk mill mind mindless minds mine mined mines mingle mingled mingles mingling mining mint minus mire mires miring
  miss misses missing mist mists miter mixes mixing mixture mixtures moaned moaning mobbing mock modding mode modes mold moldering molding mole moles
  molt molted molting mood mooing moon mooning mooring moot mooting moping mopping more morning most mother motor mott motto mouse move moved moves
  movie movies mower mowing muck muddle muddled muddles mugs mummy muse muses musses must muter mutter mutters myst nagging nail nailing naked name
  named names naming napped napping naps nasty near neat neck needle nest nested nesting netter never newer next nice night nights nine nines noble node
  nodes none noon norm nose noses note noted notes noting null numb number nuns nurse nurses nuts obsess occur odder oddly odds oder odom odors offer
  office offices older ones oppose opposes opposing oppress opted opting opuses order ought ours outer outlook output outputs outset outsets over owed
  owes owing owned owner pace pack packed packet packets packing packs padded padding paddle pads page paged pages paging paid pain paining painless
  pains paint painting pair pale pales pane panes panic panned pant pants paper papers paps park parked parking parks parnell parsed parsing part parts
  party pass passed passel passels passes passing past paste patel patter pattern pause paused pauses payed paying pays peak peaked peaking peaks peat
  peddle peeping peer pele pelee pelt pelted pelting people peoples pepping peter phased phasing phone phones phoning photo picture pictures piddle pigs
  pile piles pill pills pine pines pink pins pint pints pipe pipes piping pipping pissing pitch place placed places placing plagued plain plan plane
  planes planet planets planned planning plans plaster plastics plate plates play played playing plays plea pleased pleasing plight plights plod plodded
  plodding plopping plot plots plotted plotter plotting ploy plum plumed plums plunged plus plying pocket pockets podding poem poems poet poets point
  poke poker pokes poking polar poled police poling polish polite polk poll polled pollen polling polls polly polo pols pone pones poodle poodles
  poohing pool poole pooled pooling pools pooping poor poorer poorest poorly pope popes popped popper poppins pops pore pores poring pork port ported
  porter porting ports pose posed poser poses posing posse posses possess post posted poster posting posts potter potting pouching pour poured pouring
  pours powder powell powered powers poxes prayed praying preaching press pricing process prone proper propping prose prove proves proving pudding
  puddled puddles pugs pull pulled pulling pulls pulp pulse pulses pump pumping pumps puns punt pupping pure purge purple push pushes pusses puts putt
  putted putting putts puzzle puzzled puzzles puzzling pyle queen queens quiz rabbit rabble rabbles rabid rabin race raced racing rack racket radio rage
  ragging raging raid raiding raids rail railing rails rained rains rainy raise raising ramp rang ranging rank rant ranting rape raped rapid raping
  rapped rapping raps rare rarer rash rate rated rates rather rating ratio rats rattle rattles rattling rave raved raving reaching react reacting read
  reader readers reading real rear reckless record records refer refining refuse refuses regain reign rein reining related relating relied rely relying
  remain remaining removing rent rescinding resounding respondent rest rested resting retain retaining reuse rice ridding ride rides riding right rights
  ring ringed ringing ringling rings riot ripped ripping rips rise rises rising risking risky river road roads robber rock rocket rockets rocks rode
  role roles roll rolled rolling rolls roof room rooms root roots rope roping rose rout routed roving rower rubbed rubbers rubbery rube ruben rubes
  rubier rudder rude ruder ruin ruined ruining ruins rule ruled ruler rulers rules ruling rummer rumor rums runner running runs ruse ruses rush rushes
  sable sables sack sacked sacking sacks sadden saddling safer said sail sailed sailing sails saint sake sale sales salt same sampled sampling sane sank
  sapped sapping saps sassing sating sauce saved saving savings sawing saying says scale scaled scales scaling scamming scanned scanning scarce scare
  scared scares scarf scarfing scaring scarring scatter schelling scheming scope scorcher scorchers scorches score scored scores scoring scorning scotch
  scotched scotches scotching scramming scraping scrapping screeched screeching screening screwing sculling seal sealed sealing seals search searched
  searching seat seating seats secret secrets sect seed seedling seeing seek seeking seeks seem seemed seeming seems seen sees selectric self sell
  selling sells sent sets setter setting settings settle settled settling shack shackling shacks shading shagging shake shaken shakes shaky shall shame
  shaming shamming shaped shaping share shared shares sharing shark sharked sharking sharks sharp sharping shaving shed shedding sheds sheep sheer
  sheering sheet sheeting sheets shelf shell shelled shelling shells shelving shilling shine shines shining shiny shipping shirking shlock shoaling
  shocker shockingly shoe shoes shone shook shoot shooting shoots shop shopped shopping shops short shorting shorts shot shots shouldering shout shouted
  shouting shouts shove show showed shower showing shown shows shuck shucked shucking shucks shut shuts shutting sibling siblings sick sicken sickens
  side sides siding sidle sidling sigh sight sights signing silly simmering simple since sine sing singing single singled singles singling singly sings
  sink sinking sinks sins sire sires siring site sites sitting size sized sizes sizing sizzled sizzles sketch sketches skill skilled skills skin
  skipping skull slackened slacking slag slaked slaking slamming slave slaves slaying sledding sleeking sleep sleeping sleeps sleeting slice slices
  slicking slid slide slides sliding slight slights slink slinks slipping slope sloppy slot slouched slouching slow slowed slower slowing slug slugged
  slugs smacking small smaller smalls smart smarting smash smearing smellier smelly smelt smelted smelting smelts smile smiled smiles smiling smirched
  smirches smirching smirking smith smock smocked smocking smocks smoggy smoker smokers smokey smooched smooching smooth smote smothering smug smuggling
  snack snacking snagging snaked snaking snarfing snark snarks snarky snarling snatches sneak sneaked sneaking sneering sneezing snell sniffling snitch
  snitched snitches snuck soaking soap soaped soared sober society sock socked socking socks soft soil sold soldering soldiering sole soles solo solve
  solved solves solving some soon sooner soot sopping sore sorry sort sorted sorts soul souls sower space spaced spaces spacing spamming span spank
  spanked spanking spankings spanks spanning spar spare spared spares sparing sparkled sparkling sparred sparring spars spatting spawning speak speaker
  speakers speaking speaks spearing speccing specking sped speed speeding speeds spell spelled spelling spellings spells spieling spike spill spilling
  spin spock spoke spoken spokes spooked spooking spooky spool spooling spooring sport sporting sports spot spotted spotting spray spraying spreading
  spreeing spring spur spurning spurring spurting stable stack stacking stacks staging stake staked staking stale stalking stall stalling stamp stand
  stands stank star starched starching stare stared stares staring stark starling starred starring stars start started starting starts starved starving
  stated stating stayed staying steal stealing steals steam steaming steel steeled steeling steels steep steeping steer steered steering steers stem
  stemming stems step stepped stepping steps sterling stick sticking sticks sticky stiff stifling still stilling stine sting stings stint stints
  stippling stir stirling stirring stirs stitch stitched stitches stock stocked stocking stockings stocks stoke stoked stokes stoking stole stone stones
  stood stop stopped stopping stops store stored stores storing stork storms stormy story strain streaking streaming stress string strings stripping
  stroke struck stucco study stuff stuffs stun stunk stuns stunt style submerge submerges submerse submersed submerses subverted succeed success such
  suck sued sues suffer suing summed summer summered summering summing sums sunk super sure suse swagging swam swamp swanking swap swapped swapping
  swaps swarm swarming swatch swatches swatter sweat sweating sweep sweeping sweeps sweet swell swelled swelling swellings swells swilling swimming
  swing swirling switched switcher switching swizzle swizzling sword swore sworn table tables tabs tack tackle tackled tackles tackling tagging tail
  taken taker taking tale talent tales tall tame tamp tangle tangled tangles tangling tangoing tank tanks tape taped tapes taping tapped tapping taps
  task taste tatter teaching teak team tear teared tearing teat teeter tell telling tells tension term test tested testing text thanking that thatching
  theft thick thin thing think thinks thou threat three thumb thus tick ticket tickets tickling ties tight tights tile tiles time times timing tine
  tines tinge tinged tingeing tinges tinging tinglings tinkle tinkled tinkles tinkling tins tinseling tinselling tiny tippling tips tire tired tires
  tiring title titles toad toast toes toggle toggling told toll tome tone tones tongue tonguing took tool tools toot tooth topping tops torching tore
  torn toss touchier touchingly touchings tour tousling tower towers traced tracing tracked tracking traded trail trailing train training trains
  transform transformed transformers transforms transporter trap trapped trapping traps treat treating tree trees triangle triangles tries tripping
  truck trucking trying tube tuber tubes tuck tums tune tuned tunes tuning tunnel tunneling tunnelling tunnels turn turned turning turns twice twin
  twingeing twinging twinkling twitch twitches twittering twitting tying typed typing unable unconsciously unless upper urged urging urns usable used
  user users uses using utter vain valley vamp vans vaped vaping vary varying vast vein viable vice vile vine vines virus vising void vole voles volt
  vote voted voter votes voting vouching vowel vying wade waded wader wades wading wafer waffle wage wager wages wagging waging wait waited waiter
  waiting wake waked wakes waking walk wall waller wallet walls walter wander wangling wanner want wanted wanting ward ware wares waring warmed warming
  warms warn warned warning warns warp warped warping warps warring wars wart wary wash waste wasted waster wastes watch watches watching waters watery
  wave waved waver waves waving ways weak wear wearing wears weary weather weathered wedding week weight weird well welt welted welting went were west
  wetter wetting what wheat wheel wheels where while whim whirring white whites whole whom whoop wide wider widest wife wigging wight wights wild wile
  wiles wiling will willed willing wills wind winding winds wine wines wing wingless wings wining winner winners winning wins winter wipe wiped wipes
  wiping wired wireds wiry wise wiser wises wisest wish wishes wishing witch witches witching with witness witting witty wive wives wizes wizzes woke
  wolf wont wood woods word wording words wore work worked working works world worlds worm worms worn worries worry worrying worse wrap wrapped wrapper
  wrapping wraps wreathing wrecker wren wring write writer writes writing wrong wusses yapped yapping yaps yard yards yawn year your zappa zapper zipped
  zipping zips zone zones zoom
`
    .split(/\s+/)
    .filter(Boolean),
);

// The art registry: every image name the content references, with its size, the scene that draws
// it and a one-sentence brief for the illustrator. Each name is drawn as an SVG at
// public/art/<name>.svg in the site palette (greens, sand, beige, mint) by the scene it names
// (scripts/art/scenes.ts); the brief is prose for people and chooses nothing. Building types:
// A black timber-and-glass houses, B beige stone-and-render villas, C white modernist blocks.
// content.test.ts checks every reference.

/** The scenes scripts/art/scenes.ts can draw; a brief naming another fails the typecheck and the build. */
export const ART_SCENES = [
  'logo',
  'aerial',
  'masterplan',
  'studio-table',
  'material-board',
  'floor-sketch',
  'road',
  'seaside',
  'city-street',
  'keys',
  'breakfast',
  'facade-detail',
  'construction-site',
  'construction-facade',
  'construction-frame',
  'living-room',
  'lounge',
  'showroom',
  'spa-pool',
  'lobby',
  'suite',
  'serviced-apartment',
  'kitchen-dining',
  'bathroom',
  'restaurant',
  'fitness',
  'kids-club',
  'workshop',
  'pine-light',
  'forest-floor',
  'gulf-shore',
  'lake',
  'meadow',
  'winter-card',
  'belvedere-below',
  'belvedere-above',
  'old-dacha',
  'sculpture-clearing',
  'entrance',
  'promenade',
  'playground',
  'heather-garden',
  'spring-planting',
  'night-path',
  'shuttle',
  'courtyard',
  'community-terrace',
  'private-terrace',
  'sauna',
  'three-types',
  'evening-houses',
  'type-a',
  'type-b',
  'type-c',
  'mist-house',
  'winter-villa',
] as const
export type ArtScene = (typeof ART_SCENES)[number]

/** A partner logo's sign beside (or above) its wordmark (scripts/art/logos.ts draws each). */
export type LogoMark =
  | 'compass-star'
  | 'line'
  | 'pine-crown'
  | 'moss'
  | 'alder-leaf'
  | 'pebble'
  | 'grid-arrow'
  | 'low-sun'
  | 'initial'

export interface ArtLogo {
  mark: LogoMark
  /** The company name set in serif, sans capitals, bold sans capitals or lowercase sans. */
  wordmark: 'serif' | 'sans' | 'bold' | 'lowercase'
  /** The mark above the wordmark rather than beside it. */
  stacked?: boolean
}

export type ArtSeason = 'summer' | 'autumn' | 'winter' | 'spring'
export type ArtTime = 'day' | 'morning' | 'golden' | 'dusk' | 'night'

export interface ArtEntry {
  width: number
  height: number
  scene: ArtScene
  /** The light of the picture; summer when absent. */
  season?: ArtSeason
  /** Day when absent. */
  time?: ArtTime
  /** How the `logo` scene draws this logo. */
  logo?: ArtLogo
  /** One English sentence for the illustrator. */
  subject: string
}

export const ART = {
  // Heroes, 1920x1080
  'hero-aerial-summer': {
    width: 1920,
    height: 1080,
    scene: 'aerial',
    subject:
      'Aerial view of thirteen low-rise buildings (black, beige and white) scattered in a dense pine forest on a summer afternoon, the Gulf of Finland a pale strip on the horizon.',
  },
  'pine-forest-light': {
    width: 1920,
    height: 1080,
    scene: 'pine-light',
    time: 'golden',
    subject:
      'Tall straight pine trunks with warm low sunlight slanting between them over a moss and heather floor.',
  },
  'pines-morning-mist': {
    width: 1920,
    height: 1080,
    scene: 'mist-house',
    time: 'morning',
    subject:
      'A quiet morning in the pine forest, soft mist between the trunks and a single black timber house half hidden behind them.',
  },
  'sculpture-clearing': {
    width: 1920,
    height: 1080,
    scene: 'sculpture-clearing',
    time: 'dusk',
    subject:
      'A six-metre abstract bronze-and-steel sculpture of rising pine-needle forms standing in a forest clearing at dusk, small human figures for scale.',
  },
  'architecture-three-types': {
    width: 1920,
    height: 1080,
    scene: 'three-types',
    subject:
      'A row of three houses among pines: a black timber-and-glass house, a beige stone-and-render villa and a white modernist building with long horizontal windows.',
  },
  'showroom-interior': {
    width: 1920,
    height: 1080,
    scene: 'showroom',
    subject:
      'A calm sales showroom with a large architectural model of the resort on a table, oak floors, beige walls and a window onto pines.',
  },
  'clubhouse-lounge': {
    width: 1920,
    height: 1080,
    scene: 'lounge',
    subject:
      'The lounge of a forest club house with a fireplace, low sofas in sand and green, and a floor-to-ceiling window framing pine trunks.',
  },
  'community-evening-terrace': {
    width: 1920,
    height: 1080,
    scene: 'community-terrace',
    time: 'dusk',
    subject:
      'Residents at a long wooden table on a terrace under string lights, pine forest behind them, at a summer evening.',
  },
  'construction-site-autumn': {
    width: 1920,
    height: 1080,
    scene: 'construction-site',
    season: 'autumn',
    subject:
      'A tidy construction site among preserved pines in autumn: concrete frames of low-rise buildings, a tower crane and protected tree trunks wrapped in boards.',
  },
  'eco-forest-floor': {
    width: 1920,
    height: 1080,
    scene: 'forest-floor',
    subject:
      'Close view of a pine forest floor with moss, lingonberry and blueberry bushes, fallen cones and a narrow timber boardwalk.',
  },
  'entrance-stela': {
    width: 1920,
    height: 1080,
    scene: 'entrance',
    subject:
      'The entrance to the resort: a slender four-storey-tall stela of dark timber slats with the letter mark of the residence, set before a pine alley and a gatehouse.',
  },
  'history-karelian-dacha': {
    width: 1920,
    height: 1080,
    scene: 'old-dacha',
    subject:
      'An old wooden Finnish-style dacha with a glazed veranda among pines on the Karelian Isthmus, in faded early-twentieth-century tones.',
  },
  'spa-pool': {
    width: 1920,
    height: 1080,
    scene: 'spa-pool',
    subject:
      'An indoor pool with a glass wall onto the pine forest, pale stone edges and mint-tinted water.',
  },
  'interiors-living-room': {
    width: 1920,
    height: 1080,
    scene: 'living-room',
    subject:
      'A spacious living room of a residence with oak floors, linen sofa, a stone fireplace and a panoramic window onto pines.',
  },
  'living-evening-houses': {
    width: 1920,
    height: 1080,
    scene: 'evening-houses',
    time: 'dusk',
    subject:
      'Three residential buildings among pines at blue hour with warmly lit windows, paths lit by low bollards.',
  },
  'gulf-shore-boulders': {
    width: 1920,
    height: 1080,
    scene: 'gulf-shore',
    time: 'dusk',
    subject:
      'The shallow shore of the Gulf of Finland with large granite boulders, sand and low pines at sunset.',
  },
  'masterplan-illustrated': {
    width: 1920,
    height: 1080,
    scene: 'masterplan',
    subject:
      'An illustrated top-down master plan: thirteen building footprints in black, beige and white among dense green pine canopy, winding paths and a belvedere on a rise.',
  },
  'residence-winter': {
    width: 1920,
    height: 1080,
    scene: 'winter-villa',
    season: 'winter',
    time: 'dusk',
    subject:
      'A beige stone villa in snow among pines, smoke from the chimney and warm light in the windows at a winter dusk.',
  },
  'promenade-pines': {
    width: 1920,
    height: 1080,
    scene: 'promenade',
    subject:
      'A wide paved promenade winding through the pine forest, with benches, a café pavilion and people walking.',
  },
  'concierge-lobby': {
    width: 1920,
    height: 1080,
    scene: 'lobby',
    subject:
      'A hotel lobby with a timber reception desk, a concierge in a sand-coloured uniform and a pine view through glass.',
  },
  'team-studio-table': {
    width: 1920,
    height: 1080,
    scene: 'studio-table',
    subject:
      'An architecture studio table covered with drawings, material samples and a white study model of the resort buildings.',
  },
  'children-forest-playground': {
    width: 1920,
    height: 1080,
    scene: 'playground',
    subject:
      'A natural playground of timber climbing frames, rope bridges and a sand pit among pines, children playing.',
  },
  'sales-office-vasilyevsky': {
    width: 1920,
    height: 1080,
    scene: 'city-street',
    subject:
      'A Saint Petersburg street on Vasilyevsky Island with classical facades and the entrance to a discreet sales office with a dark green door.',
  },
  'design-material-board': {
    width: 1920,
    height: 1080,
    scene: 'material-board',
    subject:
      'A flat-lay of material samples: oak planks, beige limestone, black stained larch, linen, brass and a sprig of pine.',
  },
  'landscaping-heather-garden': {
    width: 1920,
    height: 1080,
    scene: 'heather-garden',
    subject:
      'A landscaped garden of heather, grasses and low junipers under pines with a stone path leading to a black timber house.',
  },
  'belvedere-dusk': {
    width: 1920,
    height: 1080,
    scene: 'belvedere-above',
    time: 'dusk',
    subject:
      'A slender timber belvedere observation tower rising above the pine canopy at dusk, with the Gulf of Finland glowing beyond.',
  },
  'architecture-facade-detail': {
    width: 1920,
    height: 1080,
    scene: 'facade-detail',
    subject:
      'Close-up of a black timber facade with a deep window reveal, the glass reflecting pine trunks and sky.',
  },
  'road-through-pines': {
    width: 1920,
    height: 1080,
    scene: 'road',
    subject:
      'A quiet two-lane road running straight through tall pines toward a bright gap where the gulf begins, one car in the distance.',
  },
  'zelenogorsk-promenade': {
    width: 1920,
    height: 1080,
    scene: 'seaside',
    subject:
      'The seaside promenade of a small resort town on the Gulf of Finland with old wooden villas, pines and a sandy beach.',
  },
  'service-breakfast-terrace': {
    width: 1920,
    height: 1080,
    scene: 'breakfast',
    time: 'morning',
    subject:
      'Breakfast laid out on a residence terrace among pines: linen tablecloth, berries, coffee, morning sun through the trees.',
  },
  'keys-handover': {
    width: 1920,
    height: 1080,
    scene: 'keys',
    subject:
      'Two brass keys on a pine-wood fob lying on an oak table beside signed papers, a window onto the forest behind.',
  },
  'plans-floor-sketch': {
    width: 1920,
    height: 1080,
    scene: 'floor-sketch',
    subject:
      'A clean architectural floor plan of a residence drawn in thin dark-green lines on a sand background, with furniture and a terrace.',
  },

  // Split images, 1200x900
  'type-a-black-house': {
    width: 1200,
    height: 900,
    scene: 'type-a',
    subject:
      'A type A building: a black timber-and-glass house of three to four floors with deep terraces among tall pines.',
  },
  'type-b-beige-villa': {
    width: 1200,
    height: 900,
    scene: 'type-b',
    subject:
      'A type B building: a beige stone-and-render villa with pitched copper-green roof details and a garden terrace.',
  },
  'type-c-white-building': {
    width: 1200,
    height: 900,
    scene: 'type-c',
    subject:
      'A type C building: a white modernist block with long horizontal windows, thin slabs and loggias facing the pines.',
  },
  'belvedere-tower': {
    width: 1200,
    height: 900,
    scene: 'belvedere-below',
    subject:
      'The belvedere seen from below: a timber-lattice tower with a spiral stair and an open viewing platform above the pines.',
  },
  'stela-night': {
    width: 1200,
    height: 900,
    scene: 'entrance',
    season: 'winter',
    time: 'night',
    subject:
      'The four-storey entrance stela at night, its timber slats lit from inside, snow on the ground and pines around.',
  },
  'hotel-suite': {
    width: 1200,
    height: 900,
    scene: 'suite',
    subject:
      'A hotel suite with a low bed in white linen, a timber headboard wall and a window onto the pine forest.',
  },
  'serviced-apartment': {
    width: 1200,
    height: 900,
    scene: 'serviced-apartment',
    subject:
      'A serviced apartment with an open kitchen and dining area, sand-coloured textiles and a balcony door onto pines.',
  },
  'private-terrace': {
    width: 1200,
    height: 900,
    scene: 'private-terrace',
    time: 'golden',
    subject:
      'A private residence terrace with outdoor furniture, a built-in grill and a view into the forest, late afternoon light.',
  },
  'kitchen-dining': {
    width: 1200,
    height: 900,
    scene: 'kitchen-dining',
    subject:
      'A kitchen with a long stone island, oak cabinetry, a dining table for eight and a pine view.',
  },
  'bathroom-stone': {
    width: 1200,
    height: 900,
    scene: 'bathroom',
    subject:
      'A bathroom in beige limestone with a freestanding bath before a window screened by pine trunks.',
  },
  'restaurant-hall': {
    width: 1200,
    height: 900,
    scene: 'restaurant',
    subject:
      'A restaurant hall with timber ceiling beams, green banquettes and tall windows onto the forest.',
  },
  'fitness-pine-view': {
    width: 1200,
    height: 900,
    scene: 'fitness',
    subject:
      'A fitness studio with a few machines and yoga mats facing a glass wall onto pine trunks.',
  },
  'kids-club-room': {
    width: 1200,
    height: 900,
    scene: 'kids-club',
    subject:
      'A bright children club room with low timber tables, craft materials, pine-cone decorations and a reading nook.',
  },
  'lake-shchuchye': {
    width: 1200,
    height: 900,
    scene: 'lake',
    subject:
      'A clear forest lake framed by pines with a sandy shore and a wooden pier, calm water reflecting the sky.',
  },
  'sculpture-workshop': {
    width: 1200,
    height: 900,
    scene: 'workshop',
    subject:
      'A sculptor’s workshop with a tall metal armature of the six-metre sculpture, tools, sketches on the wall and a scale model on a stand.',
  },
  'construction-frame-pines': {
    width: 1200,
    height: 900,
    scene: 'construction-frame',
    subject: 'A concrete frame under a crane beside a pine whose trunk is boxed in timber.',
  },
  'landscape-planting-spring': {
    width: 1200,
    height: 900,
    scene: 'spring-planting',
    season: 'spring',
    subject:
      'Gardeners planting young shrubs and heather along a new path in spring, the pines still bare of undergrowth.',
  },
  'lighting-night-path': {
    width: 1200,
    height: 900,
    scene: 'night-path',
    time: 'night',
    subject:
      'A forest path at night lit by low warm bollards and uplights on pine trunks, a house glowing behind.',
  },
  'courtyard-pines': {
    width: 1200,
    height: 900,
    scene: 'courtyard',
    subject:
      'A courtyard between buildings where the pines were kept, with a gravel path, benches and soft grass.',
  },

  // Cards, 800x600
  'season-spring': {
    width: 800,
    height: 600,
    scene: 'pine-light',
    season: 'spring',
    subject:
      'The resort forest in spring: fresh green undergrowth, anemones and light through pines.',
  },
  'season-summer': {
    width: 800,
    height: 600,
    scene: 'meadow',
    subject: 'A summer meadow at the forest edge with tall grass, wildflowers and a hammock.',
  },
  'season-autumn': {
    width: 800,
    height: 600,
    scene: 'pine-light',
    season: 'autumn',
    time: 'golden',
    subject: 'Autumn in the pine forest: golden birch leaves among pines and mushrooms in moss.',
  },
  'season-winter': {
    width: 800,
    height: 600,
    scene: 'winter-card',
    season: 'winter',
    subject:
      'Winter in the resort: snow-laden pines, a frozen path and a lit window of a white building.',
  },
  'sauna-house': {
    width: 800,
    height: 600,
    scene: 'sauna',
    subject: 'A small black timber sauna house by a plunge pool among pines, steam rising.',
  },

  // Partner logos, 400x200
  'logo-orientir-bank': {
    width: 400,
    height: 200,
    scene: 'logo',
    logo: { mark: 'compass-star', wordmark: 'serif' },
    subject:
      'A wordmark logo for a fictional bank: a serif wordmark beside a small compass-star sign in deep green.',
  },
  'logo-liniya-bureau': {
    width: 400,
    height: 200,
    scene: 'logo',
    logo: { mark: 'line', wordmark: 'sans', stacked: true },
    subject:
      'A minimal architecture bureau logo: a single horizontal line over a sans-serif wordmark.',
  },
  'logo-taiga-hospitality': {
    width: 400,
    height: 200,
    scene: 'logo',
    logo: { mark: 'pine-crown', wordmark: 'sans' },
    subject: 'A hospitality operator logo: a stylised pine crown inside a circle, with a wordmark.',
  },
  'logo-moh-landscape': {
    width: 400,
    height: 200,
    scene: 'logo',
    logo: { mark: 'moss', wordmark: 'lowercase' },
    subject:
      'A landscape studio logo: a soft organic moss-like blob in mint with a lowercase wordmark.',
  },
  'logo-olkha-interiors': {
    width: 400,
    height: 200,
    scene: 'logo',
    logo: { mark: 'alder-leaf', wordmark: 'serif' },
    subject:
      'An interior design studio logo: a stylised alder leaf drawn in one continuous line beside a serif wordmark.',
  },
  'logo-kamen-interiors': {
    width: 400,
    height: 200,
    scene: 'logo',
    logo: { mark: 'pebble', wordmark: 'serif' },
    subject:
      'An interior design studio logo: a rounded pebble shape in sand with a serif wordmark.',
  },
  'logo-proekt-sever': {
    width: 400,
    height: 200,
    scene: 'logo',
    logo: { mark: 'grid-arrow', wordmark: 'bold' },
    subject:
      'A general designer logo: a north-pointing arrow built from a grid, with a bold wordmark.',
  },
  'logo-sumerki-light': {
    width: 400,
    height: 200,
    scene: 'logo',
    logo: { mark: 'low-sun', wordmark: 'sans' },
    time: 'golden',
    subject:
      'A lighting design studio logo: a half-disc rising over a line like a low sun, with a wordmark.',
  },
} as const satisfies Record<string, ArtEntry>

export type ArtKey = keyof typeof ART

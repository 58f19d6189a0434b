import type { SeedTexts } from './types.ts';

export const et: SeedTexts = {
  cities: {
    amsterdam: 'Amsterdam',
    athens: 'Ateena',
    berlin: 'Berliin',
    bonn: 'Bonn',
    copenhagen: 'Kopenhaagen',
    florence: 'Firenze',
    freising: 'Freising',
    helsinki: 'Helsingi',
    london: 'London',
    lubeck: 'Lübeck',
    madrid: 'Madrid',
    milan: 'Milano',
    munich: 'München',
    oslo: 'Oslo',
    parnu: 'Pärnu',
    stockholm: 'Stockholm',
    tallinn: 'Tallinn',
    tartu: 'Tartu',
    turku: 'Turu',
  },
  products: {
    breakfast: {
      name: 'Hommikusöök',
      description: 'Hommikusöök meie partnerkohvikus nurga taga, üks külalise kohta päevas.',
    },
    'early-check-in': {
      name: 'Varajane sisseregistreerimine',
      description: 'Saabuge enne kella 15 ja seadke end kohe sisse.',
    },
    'late-check-out': {
      name: 'Hiline väljaregistreerimine',
      description: 'Jääge pärast kella 11 ja lahkuge siis, kui teile sobib.',
    },
    gym: {
      name: 'Jõusaalipääse',
      description: 'Nädal lähedal asuvas partnerjõusaalis, külalise kohta.',
    },
    'mid-stay-cleaning': {
      name: 'Vahekoristus',
      description: 'Põhjalik koristus puhaste rätikute ja voodipesuga, tööpäeviti kell 9–17.',
    },
    parking: {
      name: 'Parkimine',
      description: 'Koht maja parklas, öö kohta.',
    },
    'reservation-extension-request': {
      name: 'Peatuse pikendamine',
      description: 'Jääge rohkemaks ööks ilma kolimata.',
    },
    'sauna-kit': {
      name: 'Saunakomplekt',
      description:
        'Kahele: näomaskid, vesi, limonaad, käsnad, rätikud, hommikumantlid ja männilõhn.',
    },
    'stocked-fridge': {
      name: 'Täidetud külmkapp',
      description:
        'Hommikusöögi põhitooted, suupisted ja joogid ootavad teid saabumisel külmkapis.',
    },
    'unit-category-upgrade': {
      name: 'Suurem korter',
      description: 'Kolige ülejäänud peatuseks suuremasse majutusse.',
    },
    custom: {
      name: 'Lilled saabumisel',
      description: 'Hooajaline kimp kohalikust lillepoest ootab teid saabumisel.',
    },
    unknown: {
      name: 'Tervituspakk',
      description: 'Enam ei pakuta.',
    },
  },
  productGroups: {
    'bob-w-products': 'Teie peatus',
    'local-products': 'Naabruses',
    'property-related-products': 'Majas',
  },
  categories: {
    studio: {
      name: 'Stuudio',
      description:
        'Valgusküllane stuudio kööginurga, kaheinimesevoodi ja aknaaluse kirjutuslauaga.',
      features: ['Kaheinimesevoodi', 'Kööginurk', 'Kirjutuslaud', 'Nutiteler'],
    },
    'one-bedroom': {
      name: 'Ühe magamistoaga korter',
      description: 'Eraldi magamistuba, elutuba diivanvoodiga ja täielikult sisustatud köök.',
      features: ['Lai kaheinimesevoodi', 'Diivanvoodi', 'Täielik köök', 'Pesumasin', 'Rõdu'],
    },
    'double-room': {
      name: 'Kahekohaline tuba',
      description: 'Kompaktne kahekohaline tuba vihmadušiga.',
      features: ['Kaheinimesevoodi', 'Vihmadušš', 'Kohvimasin'],
    },
    suite: {
      name: 'Sviit',
      description: 'Nurgasviit linnavaate, vanni ja puhkealaga.',
      features: ['King-size voodi', 'Vann', 'Puhkeala', 'Linnavaade', 'Espressomasin'],
    },
    'dorm-bed': {
      name: 'Voodi jagatud toas',
      description: 'Narivoodi lugemislambi ja kapiga; vannituba on ühine.',
      features: ['Narivoodi', 'Lukustatav kapp', 'Lugemislamp'],
    },
  },
  annex: 'Kõrvalhoone, uks vasakul',
  entrance: {
    street: 'Peauks on tänava poolt, koodilukk paremal.',
    courtyard: 'Minge läbi hoovivärava ja seejärel trepikotta B.',
  },
  accessGuides: {
    arrivalTitle: 'Kuidas sissepääsu leida',
    arrivalBody: (entrance, houseNumber) => `${entrance} Majanumber ${houseNumber} on ukse kohal.`,
    unitDoorTitle: 'Kuidas oma ust avada',
    unitDoorBody:
      'Rakendus näitab, kuidas teie uks avaneb: sisestage kood klaviatuuril ja vajutage rakenduses nimetatud nuppu või libistage rakenduses avamiseks. Luku tuli muutub roheliseks.',
  },
  helpArticles: {
    'getting-in': {
      title: 'Kuidas sisse pääsen?',
      description: 'Uksekoodid ja digivõtmed',
      body: 'Teie uksekoodid ilmuvad rakendusse, kui peatus on makstud ja e-registreerimine tehtud.',
    },
    'door-stuck': {
      title: 'Uks ei avane',
      description: 'Mida kõigepealt proovida',
      body: 'Vajutage pärast koodi klaviatuuri nuppu ja oodake rohelist tuld. Ikka kinni? Helistage meile.',
    },
    wifi: {
      title: 'Wi-Fi',
      description: 'Võrk ja parool',
      body: 'Võrgu nimi ja parool on peatuse lehel ja ukse kõrval oleval kaardil.',
    },
    heating: {
      title: 'Küte ja konditsioneer',
      description: 'Mugav olla',
      body: 'Kasutage voodi kõrval olevat seinapaneeli; muudatus hakkab mõjuma umbes kümne minutiga.',
    },
    'checking-out': {
      title: 'Kuidas välja registreerida?',
      description: 'Lahkumispäeval',
      body: 'Registreerige end lahkumispäeval rakenduses välja. Teie uks avaneb veel 15 minutit, hoone kella 23-ni.',
    },
    luggage: {
      title: 'Pagas pärast väljaregistreerimist',
      description: 'Kottide hoiustamine',
      body: 'Kasutage pagasiruumi; selle kood on teie uksekoodide juures.',
    },
    'changing-dates': {
      title: 'Kuupäevade muutmine',
      description: 'Lühem või pikem peatus',
      body: 'Enne majutuse algust saate rakenduses muuta mõlemat kuupäeva; pärast algust saate veel lahkumispäeva muuta või öid lisada.',
    },
    cancelling: {
      title: 'Tühistamine',
      description: 'Tasuta tühistamine ja tasud',
      body: 'Tagastatava broneeringu saab tasuta tühistada kuni märgitud kuupäevani; hiljem võetakse täishind.',
    },
  },
  namedDoors: { courtyardGate: 'Hoovivärav', garageGate: 'Garaaživärav' },
  partners: {
    breakfast: {
      description:
        'Hommikusöök ühele külalisele päevas: kohv või tee, värske mahl ja teie valitud roog.',
      address: (street) => `Kaks ust edasi aadressist ${street}`,
      tags: ['taimetoit', 'gluteenivabad valikud'],
    },
    gym: {
      description: 'Vabad raskused, kardiomasinad, rühmatrennid ja dušid.',
      address: (street) => `Viieminutilise jalutuskäigu kaugusel aadressist ${street}`,
      tags: ['avatud 6–23', 'rätikud hinnas'],
      accessGuidelines:
        'Palun võtke kaasa puhtad sisejalatsid; rühmatunde saab broneerida jõusaali töötajate juures.',
    },
  },
  customProducts: {
    transfer: {
      title: 'Lennujaamatransfeer',
      description: (street) => `Eraauto lennujaama ja aadressi ${street} vahel.`,
      guidelines: 'Broneerige vähemalt 24 tundi ette; juht ootab kuni 30 minutit.',
    },
    bikes: {
      title: 'Linnarattad',
      description: 'Rentige ratas meie partnerilt nurga taga, tunniks või päevaks.',
      actionName: 'Broneeri ratas',
    },
    welcomeDrink: {
      title: 'Tervitusjook',
      description: 'Klaas midagi kohalikku esimese korruse baaris.',
      actionName: 'Võta jook',
      dummyTitle: 'Terviseks!',
      dummyMessage: 'Näidake seda ekraani baaris.',
    },
    quietHours: {
      title: 'Öörahu',
      description: 'Palun vältige müra kella 22-st 7-ni.',
    },
    spaDraft: {
      title: 'Päevaspaa',
      description: 'Partneri spaapakkumine, mille broneerimislinki ei lisatud.',
      actionName: 'Broneeri spaa',
    },
    flowersDraft: {
      title: 'Lilled tuppa',
      description: 'Lillepakkumine ilma kinnitussõnumita.',
      actionName: 'Telli lilled',
      dummyTitle: 'Imeline!',
    },
  },
};

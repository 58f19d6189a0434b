import type { SeedTexts } from './types.ts';

// Hotel check-in and check-out are "check-in" and "check-out", as Finnish hotels write them;
// "kirjautua ulos" is kept for signing out of the account.
export const fi: SeedTexts = {
  cities: {
    amsterdam: 'Amsterdam',
    athens: 'Ateena',
    berlin: 'Berliini',
    bonn: 'Bonn',
    copenhagen: 'Kööpenhamina',
    florence: 'Firenze',
    freising: 'Freising',
    helsinki: 'Helsinki',
    london: 'Lontoo',
    lubeck: 'Lyypekki',
    madrid: 'Madrid',
    milan: 'Milano',
    munich: 'München',
    oslo: 'Oslo',
    parnu: 'Pärnu',
    stockholm: 'Tukholma',
    tallinn: 'Tallinna',
    tartu: 'Tartto',
    turku: 'Turku',
  },
  products: {
    breakfast: {
      name: 'Aamiainen',
      description:
        'Aamiainen kulman takana olevassa kumppanikahvilassamme, yksi per vieras päivässä.',
    },
    'early-check-in': {
      name: 'Aikainen check-in',
      description: 'Saavu ennen klo 15 ja asetu taloksi heti.',
    },
    'late-check-out': {
      name: 'Myöhäinen check-out',
      description: 'Jää klo 11 jälkeenkin ja lähde, kun sinulle sopii.',
    },
    gym: {
      name: 'Kuntosalipassi',
      description: 'Viikko läheisellä kumppanikuntosalillamme, per vieras.',
    },
    'mid-stay-cleaning': {
      name: 'Välisiivous',
      description: 'Perusteellinen siivous, puhtaat pyyhkeet ja liinavaatteet, arkisin klo 9–17.',
    },
    parking: {
      name: 'Pysäköinti',
      description: 'Paikka talon pysäköintihallissa, per yö.',
    },
    'reservation-extension-request': {
      name: 'Majoituksen jatko',
      description: 'Jää lisäöiksi muuttamatta.',
    },
    'sauna-kit': {
      name: 'Saunasetti',
      description:
        'Kahdelle: kasvonaamiot, vettä, limonadia, pesusienet, pyyhkeet, kylpytakit ja männyntuoksu.',
    },
    'stocked-fridge': {
      name: 'Täytetty jääkaappi',
      description: 'Aamiaistarvikkeet, välipalat ja juomat odottavat jääkaapissa saapuessasi.',
    },
    'unit-category-upgrade': {
      name: 'Huoneiston vaihto isompaan',
      description: 'Siirry loppumajoituksen ajaksi isompaan majoitukseen.',
    },
    custom: {
      name: 'Kukat saapuessa',
      description: 'Sesongin kimppu paikalliselta kukkakauppiaalta odottaa sinua saapuessasi.',
    },
    unknown: {
      name: 'Tervetulopaketti',
      description: 'Ei enää tarjolla.',
    },
  },
  productGroups: {
    'bob-w-products': 'Majoituksesi',
    'local-products': 'Lähiseudulla',
    'property-related-products': 'Talossa',
  },
  categories: {
    studio: {
      name: 'Studio',
      description: 'Valoisa studio, jossa minikeittiö, parisänky ja työpöytä ikkunan vieressä.',
      features: ['Parisänky', 'Minikeittiö', 'Työpöytä', 'Smart-TV'],
    },
    'one-bedroom': {
      name: 'Kaksio',
      description: 'Erillinen makuuhuone, olohuone vuodesohvalla ja täysin varusteltu keittiö.',
      features: ['Leveä parisänky', 'Vuodesohva', 'Täysi keittiö', 'Pesukone', 'Parveke'],
    },
    'double-room': {
      name: 'Kahden hengen huone',
      description: 'Tiivis kahden hengen huone sadesuihkulla.',
      features: ['Parisänky', 'Sadesuihku', 'Kahvinkeitin'],
    },
    suite: {
      name: 'Sviitti',
      description: 'Kulmasviitti, jossa näkymä kaupunkiin, kylpyamme ja oleskelutila.',
      features: [
        'King-size-sänky',
        'Kylpyamme',
        'Oleskelutila',
        'Kaupunkinäkymä',
        'Espressokeitin',
      ],
    },
    'dorm-bed': {
      name: 'Vuode jaetussa huoneessa',
      description: 'Kerrossänky, lukuvalo ja lukittava kaappi; kylpyhuone on yhteinen.',
      features: ['Kerrossänky', 'Lukittava kaappi', 'Lukuvalo'],
    },
  },
  annex: 'Viereinen rakennus, ovi vasemmalla',
  entrance: {
    street: 'Pääovi on kadun puolella, koodinäppäimistö oven oikealla puolella.',
    courtyard: 'Kulje pihaportin kautta ja sitten porraskäytävään B.',
  },
  accessGuides: {
    arrivalTitle: 'Näin löydät sisäänkäynnin',
    arrivalBody: (entrance, houseNumber) =>
      `${entrance} Talon numero ${houseNumber} on oven yläpuolella.`,
    unitDoorTitle: 'Näin avaat ovesi',
    unitDoorBody:
      "Sovellus näyttää, miten ovesi aukeaa: näppäile koodi ja paina sovelluksen mainitsemaa näppäintä, tai avaa ovi liu'uttamalla sovelluksessa. Lukon valo muuttuu vihreäksi.",
  },
  helpArticles: {
    'getting-in': {
      title: 'Miten pääsen sisään?',
      description: 'Ovikoodit ja digitaaliset avaimet',
      body: 'Ovikoodisi näkyvät sovelluksessa, kun majoitus on maksettu ja online check-in on tehty.',
    },
    'door-stuck': {
      title: 'Ovi ei aukea',
      description: 'Mitä kokeilla ensin',
      body: 'Paina koodin jälkeen näppäimistön painiketta ja odota vihreää valoa. Yhä kiinni? Soita meille.',
    },
    wifi: {
      title: 'Wi-Fi',
      description: 'Verkko ja salasana',
      body: 'Verkon nimi ja salasana ovat majoitussivulla ja oven vieressä olevassa kortissa.',
    },
    heating: {
      title: 'Lämmitys ja ilmastointi',
      description: 'Mukava olo',
      body: 'Käytä sängyn vieressä olevaa seinäpaneelia; muutos tuntuu noin kymmenessä minuutissa.',
    },
    'checking-out': {
      title: 'Miten teen check-outin?',
      description: 'Lähtöpäivänä',
      body: 'Tee check-out sovelluksessa lähtöpäivänä. Ovesi aukeaa vielä 15 minuuttia sen jälkeen, rakennus klo 23 asti.',
    },
    luggage: {
      title: 'Matkatavarat check-outin jälkeen',
      description: 'Laukkujen säilytys',
      body: 'Käytä matkatavarahuonetta; sen koodi on ovikoodiesi joukossa.',
    },
    'changing-dates': {
      title: 'Päivien muuttaminen',
      description: 'Lyhyempi tai pidempi majoitus',
      body: 'Ennen majoituksen alkua voit muuttaa molemmat päivät sovelluksessa; sen alettua voit vielä siirtää lähtöpäivää tai lisätä öitä.',
    },
    cancelling: {
      title: 'Peruutus',
      description: 'Maksuton peruutus ja maksut',
      body: 'Joustavan varauksen voi perua maksutta ilmoitettuun päivään asti; sen jälkeen veloitetaan koko hinta.',
    },
  },
  namedDoors: { courtyardGate: 'Pihaportti', garageGate: 'Hallin portti' },
  partners: {
    breakfast: {
      description:
        'Aamiainen yhdelle vieraalle päivässä: kahvi tai tee, tuorepuristettu mehu ja valitsemasi annos.',
      address: (street) => `Kahden oven päässä osoitteesta ${street}`,
      tags: ['kasvisvaihtoehtoja', 'gluteenittomia vaihtoehtoja'],
    },
    gym: {
      description: 'Vapaat painot, kuntolaitteet, ryhmäliikuntaa ja suihkut.',
      address: (street) => `Viiden minuutin kävelymatka osoitteesta ${street}`,
      tags: ['avoinna 6–23', 'pyyhkeet sisältyvät'],
      accessGuidelines:
        'Ota mukaan puhtaat sisäkengät; ryhmätunnit varataan kuntosalin henkilökunnalta.',
    },
  },
  customProducts: {
    transfer: {
      title: 'Lentokenttäkuljetus',
      description: (street) => `Yksityinen auto lentokentän ja osoitteen ${street} välillä.`,
      guidelines: 'Varaa vähintään 24 tuntia etukäteen; kuljettaja odottaa enintään 30 minuuttia.',
    },
    bikes: {
      title: 'Kaupunkipyörät',
      description: 'Vuokraa pyörä kulman takana olevalta kumppaniltamme tunniksi tai päiväksi.',
      actionName: 'Varaa pyörä',
    },
    welcomeDrink: {
      title: 'Tervetuliaisjuoma',
      description: 'Lasillinen jotain paikallista alakerran baarissa.',
      actionName: 'Hae juomani',
      dummyTitle: 'Kippis!',
      dummyMessage: 'Näytä tämä näkymä baarissa.',
    },
    quietHours: {
      title: 'Hiljaiset tunnit',
      description: 'Vältäthän meteliä klo 22–7.',
    },
    spaDraft: {
      title: 'Päiväkylpylä',
      description: 'Kumppanikylpylän tarjous, jonka varauslinkkiä ei koskaan lisätty.',
      actionName: 'Varaa kylpylä',
    },
    flowersDraft: {
      title: 'Kukat huoneeseen',
      description: 'Kukkatarjous, josta puuttuu vahvistusviesti.',
      actionName: 'Tilaa kukat',
      dummyTitle: 'Ihanaa!',
    },
  },
};

import type { SeedTexts } from './types.ts';

export const nl: SeedTexts = {
  cities: {
    amsterdam: 'Amsterdam',
    athens: 'Athene',
    berlin: 'Berlijn',
    bonn: 'Bonn',
    copenhagen: 'Kopenhagen',
    florence: 'Florence',
    freising: 'Freising',
    helsinki: 'Helsinki',
    london: 'Londen',
    lubeck: 'Lübeck',
    madrid: 'Madrid',
    milan: 'Milaan',
    munich: 'München',
    oslo: 'Oslo',
    parnu: 'Pärnu',
    stockholm: 'Stockholm',
    tallinn: 'Tallinn',
    tartu: 'Tartu',
    turku: 'Turku',
  },
  products: {
    breakfast: {
      name: 'Ontbijt',
      description: 'Ontbijt bij ons partnercafé om de hoek, één per gast per dag.',
    },
    'early-check-in': {
      name: 'Vroeg inchecken',
      description: 'Kom vóór 15:00 uur aan en installeer je meteen.',
    },
    'late-check-out': {
      name: 'Laat uitchecken',
      description: 'Blijf na 11:00 uur en vertrek wanneer het jou uitkomt.',
    },
    gym: {
      name: 'Sportschoolpas',
      description: 'Een week bij onze partnersportschool in de buurt, per gast.',
    },
    'mid-stay-cleaning': {
      name: 'Tussentijdse schoonmaak',
      description:
        'Een grondige schoonmaak met schone handdoeken en beddengoed, doordeweeks tussen 9:00 en 17:00 uur.',
    },
    parking: {
      name: 'Parkeren',
      description: 'Een plek in de parkeergarage onder het gebouw, per nacht.',
    },
    'reservation-extension-request': {
      name: 'Verblijf verlengen',
      description: 'Blijf meer nachten zonder te verhuizen.',
    },
    'sauna-kit': {
      name: 'Saunapakket',
      description:
        'Voor twee: gezichtsmaskers, water, limonade, sponzen, handdoeken, badjassen en een dennengeur.',
    },
    'stocked-fridge': {
      name: 'Gevulde koelkast',
      description: 'Ontbijtbenodigdheden, snacks en drankjes staan bij aankomst in de koelkast.',
    },
    'unit-category-upgrade': {
      name: 'Upgrade',
      description: 'Verhuis voor de rest van je verblijf naar een grotere accommodatie.',
    },
    custom: {
      name: 'Bloemen bij aankomst',
      description: 'Een seizoensboeket van een bloemist uit de buurt staat klaar als je aankomt.',
    },
    unknown: {
      name: 'Welkomstpakket',
      description: 'Niet meer beschikbaar.',
    },
  },
  productGroups: {
    'bob-w-products': 'Je verblijf',
    'local-products': 'In de buurt',
    'property-related-products': 'In het gebouw',
  },
  categories: {
    studio: {
      name: 'Studio',
      description: 'Een lichte studio met kitchenette, tweepersoonsbed en een bureau bij het raam.',
      features: ['Tweepersoonsbed', 'Kitchenette', 'Bureau', 'Smart-tv'],
    },
    'one-bedroom': {
      name: 'Appartement met één slaapkamer',
      description: 'Een aparte slaapkamer, een woonkamer met slaapbank en een volledige keuken.',
      features: ['Queensize bed', 'Slaapbank', 'Volledige keuken', 'Wasmachine', 'Balkon'],
    },
    'double-room': {
      name: 'Tweepersoonskamer',
      description: 'Een compacte tweepersoonskamer met regendouche.',
      features: ['Tweepersoonsbed', 'Regendouche', 'Koffiezetapparaat'],
    },
    suite: {
      name: 'Suite',
      description: 'Een hoeksuite met uitzicht over de stad, een bad en een zithoek.',
      features: ['Kingsize bed', 'Bad', 'Zithoek', 'Uitzicht op de stad', 'Espressomachine'],
    },
    'dorm-bed': {
      name: 'Bed in een gedeelde kamer',
      description: 'Een stapelbed met leeslamp en kluisje; de badkamer is gedeeld.',
      features: ['Stapelbed', 'Kluisje', 'Leeslamp'],
    },
  },
  annex: 'Bijgebouw, deur aan de linkerkant',
  entrance: {
    street: 'De voordeur zit aan de straatkant, met het codepaneel rechts.',
    courtyard: 'Ga door de poort naar de binnenplaats en neem dan trappenhuis B.',
  },
  accessGuides: {
    arrivalTitle: 'De ingang vinden',
    arrivalBody: (entrance, houseNumber) =>
      `${entrance} Huisnummer ${houseNumber} staat boven de deur.`,
    unitDoorTitle: 'Je deur openen',
    unitDoorBody:
      'De app laat zien hoe je deur opengaat: toets de code in en daarna de knop die de app noemt, of schuif om te openen in de app. Het lampje van het slot wordt groen.',
  },
  helpArticles: {
    'getting-in': {
      title: 'Hoe kom ik binnen?',
      description: 'Deurcodes en digitale sleutels',
      body: 'Je deurcodes verschijnen in de app zodra je verblijf is betaald en online inchecken klaar is.',
    },
    'door-stuck': {
      title: 'De deur gaat niet open',
      description: 'Wat je eerst kunt proberen',
      body: 'Druk na de code op de knop van het codepaneel en wacht op het groene lampje. Nog steeds dicht? Bel ons.',
    },
    wifi: {
      title: 'Wifi',
      description: 'Netwerk en wachtwoord',
      body: 'De netwerknaam en het wachtwoord staan op de verblijfspagina en op het kaartje bij de deur.',
    },
    heating: {
      title: 'Verwarming en airco',
      description: 'Comfortabel verblijven',
      body: 'Gebruik het wandpaneel naast het bed; een wijziging merk je na ongeveer tien minuten.',
    },
    'checking-out': {
      title: 'Hoe check ik uit?',
      description: 'Op de dag van vertrek',
      body: 'Check op je vertrekdag uit in de app. Je deur gaat daarna nog 15 minuten open, het gebouw tot 23:00.',
    },
    luggage: {
      title: 'Bagage na het uitchecken',
      description: 'Tassen opbergen',
      body: 'Gebruik de bagageruimte; de code staat bij je deurcodes.',
    },
    'changing-dates': {
      title: 'Data wijzigen',
      description: 'Korter of langer verblijven',
      body: 'Vóór je verblijf begint, wijzig je beide data in de app; daarna kun je nog je vertrekdag verzetten of nachten toevoegen.',
    },
    cancelling: {
      title: 'Annuleren',
      description: 'Gratis annuleren en kosten',
      body: 'Restitueerbare verblijven annuleer je gratis tot de genoemde datum; daarna betaal je de volle prijs.',
    },
  },
  namedDoors: { courtyardGate: 'Poort binnenplaats', garageGate: 'Garagedeur' },
  partners: {
    breakfast: {
      description:
        'Ontbijt voor één gast per dag: koffie of thee, vers sap en een bord naar keuze.',
      address: (street) => `Twee deuren verder dan ${street}`,
      tags: ['vegetarisch', 'glutenvrije opties'],
    },
    gym: {
      description: 'Losse gewichten, cardioapparaten, groepslessen en douches.',
      address: (street) => `Vijf minuten lopen van ${street}`,
      tags: ['open 6:00-23:00', 'handdoeken inbegrepen'],
      accessGuidelines:
        'Neem schone binnenschoenen mee; groepslessen boek je bij het personeel van de sportschool.',
    },
  },
  customProducts: {
    transfer: {
      title: 'Vervoer van en naar het vliegveld',
      description: (street) => `Een privéauto tussen het vliegveld en ${street}.`,
      guidelines: 'Boek minstens 24 uur van tevoren; de chauffeur wacht maximaal 30 minuten.',
    },
    bikes: {
      title: 'Stadsfietsen',
      description: 'Huur een fiets bij onze partner om de hoek, per uur of per dag.',
      actionName: 'Fiets boeken',
    },
    welcomeDrink: {
      title: 'Welkomstdrankje',
      description: 'Een glas van iets lokaals aan de bar beneden.',
      actionName: 'Haal mijn drankje',
      dummyTitle: 'Proost!',
      dummyMessage: 'Laat dit scherm zien aan de bar.',
    },
    quietHours: {
      title: 'Stilte-uren',
      description: 'Wees alsjeblieft stil tussen 22:00 en 7:00 uur.',
    },
    spaDraft: {
      title: 'Dagspa',
      description: 'Een spa-aanbod van een partner waarvan de boekingslink nooit is ingevuld.',
      actionName: 'Spa boeken',
    },
    flowersDraft: {
      title: 'Bloemen op de kamer',
      description: 'Een bloemenaanbod zonder bevestigingsbericht.',
      actionName: 'Bloemen bestellen',
      dummyTitle: 'Prachtig!',
    },
  },
};

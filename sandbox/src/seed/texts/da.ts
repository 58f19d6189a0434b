import type { SeedTexts } from './types.ts';

export const da: SeedTexts = {
  cities: {
    amsterdam: 'Amsterdam',
    athens: 'Athen',
    berlin: 'Berlin',
    bonn: 'Bonn',
    copenhagen: 'København',
    florence: 'Firenze',
    freising: 'Freising',
    helsinki: 'Helsinki',
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
    turku: 'Turku',
  },
  products: {
    breakfast: {
      name: 'Morgenmad',
      description: 'Morgenmad på vores partnercafé rundt om hjørnet, én pr. gæst pr. dag.',
    },
    'early-check-in': {
      name: 'Tidlig check-in',
      description: 'Kom før kl. 15 og flyt ind med det samme.',
    },
    'late-check-out': {
      name: 'Sen check-ud',
      description: 'Bliv efter kl. 11, og tag af sted, når det passer dig.',
    },
    gym: {
      name: 'Fitnesskort',
      description: 'En uge i vores partnerfitnesscenter i nærheden, pr. gæst.',
    },
    'mid-stay-cleaning': {
      name: 'Rengøring under opholdet',
      description: 'En grundig rengøring med rene håndklæder og sengetøj, hverdage kl. 9-17.',
    },
    parking: {
      name: 'Parkering',
      description: 'En plads i bygningens kælderparkering, pr. nat.',
    },
    'reservation-extension-request': {
      name: 'Forlængelse af opholdet',
      description: 'Bliv flere nætter uden at flytte.',
    },
    'sauna-kit': {
      name: 'Saunasæt',
      description:
        'Til to: ansigtsmasker, vand, limonade, svampe, håndklæder, badekåber og en duft af fyr.',
    },
    'stocked-fridge': {
      name: 'Fyldt køleskab',
      description: 'Morgenmadsvarer, snacks og drikkevarer venter i køleskabet, når du ankommer.',
    },
    'unit-category-upgrade': {
      name: 'Opgradering',
      description: 'Flyt til noget større resten af opholdet.',
    },
    custom: {
      name: 'Blomster ved ankomst',
      description:
        'En buket med årstidens blomster fra en lokal blomsterhandler venter på dig, når du ankommer.',
    },
    unknown: {
      name: 'Velkomstpakke',
      description: 'Tilbydes ikke længere.',
    },
  },
  productGroups: {
    'bob-w-products': 'Dit ophold',
    'local-products': 'I kvarteret',
    'property-related-products': 'I bygningen',
  },
  categories: {
    studio: {
      name: 'Studio',
      description: 'Et lyst studie med tekøkken, dobbeltseng og skrivebord ved vinduet.',
      features: ['Dobbeltseng', 'Tekøkken', 'Skrivebord', 'Smart-tv'],
    },
    'one-bedroom': {
      name: 'Lejlighed med ét soveværelse',
      description: 'Separat soveværelse, stue med sovesofa og fuldt udstyret køkken.',
      features: ['Queen size-seng', 'Sovesofa', 'Fuldt køkken', 'Vaskemaskine', 'Altan'],
    },
    'double-room': {
      name: 'Dobbeltværelse',
      description: 'Et kompakt dobbeltværelse med regnbruser.',
      features: ['Dobbeltseng', 'Regnbruser', 'Kaffemaskine'],
    },
    suite: {
      name: 'Suite',
      description: 'En hjørnesuite med udsigt over byen, badekar og lounge.',
      features: ['King size-seng', 'Badekar', 'Lounge', 'Udsigt over byen', 'Espressomaskine'],
    },
    'dorm-bed': {
      name: 'Seng på delt værelse',
      description: 'En køjeseng med læselampe og skab; badeværelset er fælles.',
      features: ['Køjeseng', 'Skab', 'Læselampe'],
    },
  },
  annex: 'Nabobygningen, døren til venstre',
  entrance: {
    street: 'Hoveddøren vender ud mod gaden, med tastaturet til højre.',
    courtyard: 'Gå gennem gårdporten og tag opgang B.',
  },
  accessGuides: {
    arrivalTitle: 'Sådan finder du indgangen',
    arrivalBody: (entrance, houseNumber) => `${entrance} Husnummer ${houseNumber} står over døren.`,
    unitDoorTitle: 'Sådan åbner du din dør',
    unitDoorBody:
      'Appen viser, hvordan din dør åbnes: tast koden på tastaturet og derefter den knap, appen nævner, eller skub for at åbne i appen. Låsens lys bliver grønt.',
  },
  helpArticles: {
    'getting-in': {
      title: 'Hvordan kommer jeg ind?',
      description: 'Dørkoder og digitale nøgler',
      body: 'Dine dørkoder vises i appen, når opholdet er betalt, og online check-in er gennemført.',
    },
    'door-stuck': {
      title: 'Døren åbner ikke',
      description: 'Det første, du kan prøve',
      body: 'Tryk på knappen efter koden, og vent på det grønne lys. Stadig lukket? Ring til os.',
    },
    wifi: {
      title: 'Wi-fi',
      description: 'Netværk og adgangskode',
      body: 'Netværksnavn og adgangskode står på opholdssiden og på kortet ved døren.',
    },
    heating: {
      title: 'Varme og aircondition',
      description: 'Et behageligt ophold',
      body: 'Brug vægpanelet ved sengen; ændringer virker efter cirka ti minutter.',
    },
    'checking-out': {
      title: 'Hvordan tjekker jeg ud?',
      description: 'På afrejsedagen',
      body: 'Tjek ud i appen på afrejsedagen. Din dør kan åbnes 15 minutter derefter, bygningen til kl. 23.',
    },
    luggage: {
      title: 'Bagage efter check-ud',
      description: 'Opbevaring af tasker',
      body: 'Brug bagagerummet; koden står sammen med dine dørkoder.',
    },
    'changing-dates': {
      title: 'Ændring af datoer',
      description: 'Kortere eller længere ophold',
      body: 'Før opholdet begynder, kan du ændre begge datoer i appen; når det er begyndt, kan du stadig flytte afrejsedagen eller tilføje nætter.',
    },
    cancelling: {
      title: 'Afbestilling',
      description: 'Gratis afbestilling og gebyrer',
      body: 'Ophold med refusion kan afbestilles gratis indtil den angivne dato; derefter betales den fulde pris.',
    },
  },
  namedDoors: { courtyardGate: 'Gårdport', garageGate: 'Garageport' },
  partners: {
    breakfast: {
      description:
        'Morgenmad til én gæst pr. dag: kaffe eller te, friskpresset juice og en tallerken efter eget valg.',
      address: (street) => `To døre nede ad gaden fra ${street}`,
      tags: ['vegetarisk', 'glutenfri muligheder'],
    },
    gym: {
      description: 'Frie vægte, kardiomaskiner, holdtræning og brusere.',
      address: (street) => `Fem minutters gang fra ${street}`,
      tags: ['åbent 6-23', 'håndklæder inkluderet'],
      accessGuidelines:
        'Medbring rene indendørssko; holdtimer bookes hos fitnesscentrets personale.',
    },
  },
  customProducts: {
    transfer: {
      title: 'Lufthavnstransfer',
      description: (street) => `En privat bil mellem lufthavnen og ${street}.`,
      guidelines: 'Bestil mindst 24 timer i forvejen; chaufføren venter op til 30 minutter.',
    },
    bikes: {
      title: 'Bycykler',
      description: 'Lej en cykel hos vores partner rundt om hjørnet, pr. time eller pr. dag.',
      actionName: 'Book en cykel',
    },
    welcomeDrink: {
      title: 'Velkomstdrink',
      description: 'Et glas af noget lokalt i baren i stueetagen.',
      actionName: 'Hent min drink',
      dummyTitle: 'Skål!',
      dummyMessage: 'Vis denne skærm i baren.',
    },
    quietHours: {
      title: 'Ro i huset',
      description: 'Hold venligst lav støj mellem kl. 22 og 7.',
    },
    spaDraft: {
      title: 'Dagspa',
      description: 'Et spatilbud fra en partner, hvor bookinglinket aldrig blev udfyldt.',
      actionName: 'Book spa',
    },
    flowersDraft: {
      title: 'Blomster på værelset',
      description: 'Et blomstertilbud uden bekræftelsesbesked.',
      actionName: 'Bestil blomster',
      dummyTitle: 'Dejligt!',
    },
  },
};

import type { SeedTexts } from './types.ts';

export const no: SeedTexts = {
  cities: {
    amsterdam: 'Amsterdam',
    athens: 'Athen',
    berlin: 'Berlin',
    bonn: 'Bonn',
    copenhagen: 'København',
    florence: 'Firenze',
    freising: 'Freising',
    helsinki: 'Helsingfors',
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
    turku: 'Åbo',
  },
  products: {
    breakfast: {
      name: 'Frokost',
      description: 'Frokost på partnerkafeen vår rundt hjørnet, én per gjest per dag.',
    },
    'early-check-in': {
      name: 'Tidlig innsjekk',
      description: 'Kom før kl. 15 og flytt rett inn.',
    },
    'late-check-out': {
      name: 'Sen utsjekk',
      description: 'Bli etter kl. 11 og dra når det passer deg.',
    },
    gym: {
      name: 'Treningssenterkort',
      description: 'En uke på partnertreningssenteret vårt i nærheten, per gjest.',
    },
    'mid-stay-cleaning': {
      name: 'Rengjøring under oppholdet',
      description: 'En grundig rengjøring med rene håndklær og sengetøy, hverdager kl. 9–17.',
    },
    parking: {
      name: 'Parkering',
      description: 'En plass i garasjen under bygget, per natt.',
    },
    'reservation-extension-request': {
      name: 'Forlenget opphold',
      description: 'Bli flere netter uten å flytte.',
    },
    'sauna-kit': {
      name: 'Badstupakke',
      description:
        'For to: ansiktsmasker, vann, limonade, svamper, håndklær, badekåper og en duft av furu.',
    },
    'stocked-fridge': {
      name: 'Fylt kjøleskap',
      description: 'Frokostvarer, snacks og drikke venter i kjøleskapet når du kommer.',
    },
    'unit-category-upgrade': {
      name: 'Oppgradering',
      description: 'Flytt til noe større resten av oppholdet.',
    },
    custom: {
      name: 'Blomster ved ankomst',
      description:
        'En bukett med sesongens blomster fra en lokal blomsterbutikk venter på deg når du kommer.',
    },
    unknown: {
      name: 'Velkomstpakke',
      description: 'Tilbys ikke lenger.',
    },
  },
  productGroups: {
    'bob-w-products': 'Oppholdet ditt',
    'local-products': 'I nabolaget',
    'property-related-products': 'I bygget',
  },
  categories: {
    studio: {
      name: 'Studioleilighet',
      description: 'En lys studioleilighet med tekjøkken, dobbeltseng og skrivebord ved vinduet.',
      features: ['Dobbeltseng', 'Tekjøkken', 'Skrivebord', 'Smart-TV'],
    },
    'one-bedroom': {
      name: 'Leilighet med ett soverom',
      description: 'Eget soverom, stue med sovesofa og fullt utstyrt kjøkken.',
      features: ['Queen size-seng', 'Sovesofa', 'Fullt kjøkken', 'Vaskemaskin', 'Balkong'],
    },
    'double-room': {
      name: 'Dobbeltrom',
      description: 'Et kompakt dobbeltrom med regndusj.',
      features: ['Dobbeltseng', 'Regndusj', 'Kaffemaskin'],
    },
    suite: {
      name: 'Suite',
      description: 'En hjørnesuite med utsikt over byen, badekar og salong.',
      features: ['King size-seng', 'Badekar', 'Salong', 'Utsikt over byen', 'Espressomaskin'],
    },
    'dorm-bed': {
      name: 'Seng på delt rom',
      description: 'En køyeseng med leselys og skap; badet er felles.',
      features: ['Køyeseng', 'Skap', 'Leselys'],
    },
  },
  annex: 'Nabobygget, døren til venstre',
  entrance: {
    street: 'Hoveddøren er på gatesiden, med tastaturet til høyre.',
    courtyard: 'Gå gjennom portrommet til bakgården og ta oppgang B.',
  },
  accessGuides: {
    arrivalTitle: 'Slik finner du inngangen',
    arrivalBody: (entrance, houseNumber) => `${entrance} Husnummer ${houseNumber} står over døren.`,
    unitDoorTitle: 'Slik åpner du døren din',
    unitDoorBody:
      'Appen viser hvordan døren din åpnes: tast koden og deretter knappen appen nevner, eller skyv for å åpne i appen. Lyset på låsen blir grønt.',
  },
  helpArticles: {
    'getting-in': {
      title: 'Hvordan kommer jeg inn?',
      description: 'Dørkoder og digitale nøkler',
      body: 'Dørkodene dine vises i appen når oppholdet er betalt og innsjekkingen på nett er fullført.',
    },
    'door-stuck': {
      title: 'Døren åpner seg ikke',
      description: 'Dette kan du prøve først',
      body: 'Trykk på knappen etter koden og vent på grønt lys. Fortsatt låst? Ring oss.',
    },
    wifi: {
      title: 'Wi-Fi',
      description: 'Nettverk og passord',
      body: 'Nettverksnavn og passord står på oppholdssiden og på kortet ved døren.',
    },
    heating: {
      title: 'Oppvarming og klimaanlegg',
      description: 'Et behagelig opphold',
      body: 'Bruk veggpanelet ved sengen; endringer merkes etter omtrent ti minutter.',
    },
    'checking-out': {
      title: 'Hvordan sjekker jeg ut?',
      description: 'På avreisedagen',
      body: 'Sjekk ut i appen på avreisedagen. Døren din kan åpnes i 15 minutter etterpå, bygget til kl. 23.',
    },
    luggage: {
      title: 'Bagasje etter utsjekk',
      description: 'Oppbevaring av bagasje',
      body: 'Bruk bagasjerommet; koden står sammen med dørkodene dine.',
    },
    'changing-dates': {
      title: 'Endre datoer',
      description: 'Kortere eller lengre opphold',
      body: 'Før oppholdet begynner, kan du endre begge datoene i appen; når det har begynt, kan du fortsatt flytte avreisedagen eller legge til netter.',
    },
    cancelling: {
      title: 'Avbestilling',
      description: 'Gratis avbestilling og gebyrer',
      body: 'Refunderbare opphold kan avbestilles gratis fram til oppgitt dato; etter det betaler du full pris.',
    },
  },
  namedDoors: { courtyardGate: 'Bakgårdsport', garageGate: 'Garasjeport' },
  partners: {
    breakfast: {
      description:
        'Frokost for én gjest per dag: kaffe eller te, nypresset juice og en tallerken du velger selv.',
      address: (street) => `To dører bortenfor ${street}`,
      tags: ['vegetar', 'glutenfrie alternativer'],
    },
    gym: {
      description: 'Frivekter, kondisjonsapparater, gruppetimer og dusjer.',
      address: (street) => `Fem minutters gange fra ${street}`,
      tags: ['åpent 6–23', 'håndklær inkludert'],
      accessGuidelines:
        'Ta med rene innesko; gruppetimer bestilles hos treningssenterets personale.',
    },
  },
  customProducts: {
    transfer: {
      title: 'Flyplasstransport',
      description: (street) => `En privat bil mellom flyplassen og ${street}.`,
      guidelines: 'Bestill minst 24 timer i forveien; sjåføren venter opptil 30 minutter.',
    },
    bikes: {
      title: 'Bysykler',
      description: 'Lei en sykkel hos partneren vår rundt hjørnet, per time eller per dag.',
      actionName: 'Bestill en sykkel',
    },
    welcomeDrink: {
      title: 'Velkomstdrink',
      description: 'Et glass med noe lokalt i baren i første etasje.',
      actionName: 'Hent drinken min',
      dummyTitle: 'Skål!',
      dummyMessage: 'Vis denne skjermen i baren.',
    },
    quietHours: {
      title: 'Stille timer',
      description: 'Vennligst hold lavt støynivå mellom kl. 22 og 7.',
    },
    spaDraft: {
      title: 'Dagspa',
      description: 'Et spatilbud fra en partner der bestillingslenken aldri ble lagt inn.',
      actionName: 'Bestill spa',
    },
    flowersDraft: {
      title: 'Blomster på rommet',
      description: 'Et blomstertilbud uten bekreftelsesmelding.',
      actionName: 'Bestill blomster',
      dummyTitle: 'Nydelig!',
    },
  },
};

import type { SeedTexts } from './types.ts';

export const de: SeedTexts = {
  cities: {
    amsterdam: 'Amsterdam',
    athens: 'Athen',
    berlin: 'Berlin',
    bonn: 'Bonn',
    copenhagen: 'Kopenhagen',
    florence: 'Florenz',
    freising: 'Freising',
    helsinki: 'Helsinki',
    london: 'London',
    lubeck: 'Lübeck',
    madrid: 'Madrid',
    milan: 'Mailand',
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
      name: 'Frühstück',
      description: 'Frühstück in unserem Partnercafé um die Ecke, eines pro Gast und Tag.',
    },
    'early-check-in': {
      name: 'Früher Check-in',
      description: 'Reisen Sie vor 15:00 Uhr an und richten Sie sich gleich ein.',
    },
    'late-check-out': {
      name: 'Später Check-out',
      description: 'Bleiben Sie über 11:00 Uhr hinaus und reisen Sie ab, wann es Ihnen passt.',
    },
    gym: {
      name: 'Fitnessstudio-Pass',
      description: 'Eine Woche in unserem Partner-Fitnessstudio in der Nähe, pro Gast.',
    },
    'mid-stay-cleaning': {
      name: 'Zwischenreinigung',
      description:
        'Eine gründliche Reinigung mit frischen Handtüchern und Bettwäsche, werktags zwischen 9:00 und 17:00 Uhr.',
    },
    parking: {
      name: 'Parkplatz',
      description: 'Ein Stellplatz in der Tiefgarage des Hauses, pro Nacht.',
    },
    'reservation-extension-request': {
      name: 'Aufenthaltsverlängerung',
      description: 'Bleiben Sie weitere Nächte, ohne umzuziehen.',
    },
    'sauna-kit': {
      name: 'Sauna-Set',
      description:
        'Für zwei: Gesichtsmasken, Wasser, Limonade, Schwämme, Handtücher, Bademäntel und ein Kiefernduft.',
    },
    'stocked-fridge': {
      name: 'Gefüllter Kühlschrank',
      description:
        'Frühstückszutaten, Snacks und Getränke warten bei Ihrer Ankunft im Kühlschrank.',
    },
    'unit-category-upgrade': {
      name: 'Upgrade',
      description: 'Wechseln Sie für den Rest Ihres Aufenthalts in eine größere Unterkunft.',
    },
    custom: {
      name: 'Blumen zur Ankunft',
      description:
        'Ein Strauß der Saison von einem Floristen aus der Nachbarschaft, der bei Ihrer Ankunft auf Sie wartet.',
    },
    unknown: {
      name: 'Willkommenspaket',
      description: 'Nicht mehr im Angebot.',
    },
  },
  productGroups: {
    'bob-w-products': 'Ihr Aufenthalt',
    'local-products': 'In der Nachbarschaft',
    'property-related-products': 'Im Haus',
  },
  categories: {
    studio: {
      name: 'Studio',
      description: 'Ein helles Studio mit Kochnische, Doppelbett und Schreibtisch am Fenster.',
      features: ['Doppelbett', 'Kochnische', 'Schreibtisch', 'Smart-TV'],
    },
    'one-bedroom': {
      name: 'Apartment mit einem Schlafzimmer',
      description:
        'Ein separates Schlafzimmer, ein Wohnzimmer mit Schlafsofa und eine voll ausgestattete Küche.',
      features: [
        'Queen-Size-Bett',
        'Schlafsofa',
        'Voll ausgestattete Küche',
        'Waschmaschine',
        'Balkon',
      ],
    },
    'double-room': {
      name: 'Doppelzimmer',
      description: 'Ein kompaktes Doppelzimmer mit Regendusche.',
      features: ['Doppelbett', 'Regendusche', 'Kaffeemaschine'],
    },
    suite: {
      name: 'Suite',
      description: 'Eine Ecksuite mit Blick über die Stadt, Badewanne und Sitzecke.',
      features: ['King-Size-Bett', 'Badewanne', 'Sitzecke', 'Stadtblick', 'Espressomaschine'],
    },
    'dorm-bed': {
      name: 'Bett im Mehrbettzimmer',
      description: 'Ein Etagenbett mit Leselampe und Schließfach; das Bad wird geteilt.',
      features: ['Etagenbett', 'Schließfach', 'Leselampe'],
    },
  },
  annex: 'Nebengebäude, Tür links',
  entrance: {
    street: 'Die Haustür liegt zur Straße hin, das Tastenfeld rechts daneben.',
    courtyard: 'Gehen Sie durch das Hoftor und nehmen Sie dann Treppenhaus B.',
  },
  accessGuides: {
    arrivalTitle: 'So finden Sie den Eingang',
    arrivalBody: (entrance, houseNumber) =>
      `${entrance} Die Hausnummer ${houseNumber} steht über der Tür.`,
    unitDoorTitle: 'So öffnen Sie Ihre Tür',
    unitDoorBody:
      'Die App zeigt, wie sich Ihre Tür öffnet: Geben Sie den Code am Tastenfeld ein und drücken Sie die genannte Taste, oder schieben Sie in der App zum Öffnen. Das Licht am Schloss wird grün.',
  },
  helpArticles: {
    'getting-in': {
      title: 'Wie komme ich hinein?',
      description: 'Türcodes und digitale Schlüssel',
      body: 'Ihre Türcodes erscheinen in der App, sobald der Aufenthalt bezahlt und der Online-Check-in abgeschlossen ist.',
    },
    'door-stuck': {
      title: 'Die Tür öffnet sich nicht',
      description: 'Was Sie zuerst versuchen können',
      body: 'Drücken Sie nach dem Code die Taste am Tastenfeld und warten Sie auf das grüne Licht. Immer noch zu? Rufen Sie uns an.',
    },
    wifi: {
      title: 'WLAN',
      description: 'Netzwerk und Passwort',
      body: 'Netzwerkname und Passwort finden Sie auf der Aufenthaltsseite und auf der Karte an der Tür.',
    },
    heating: {
      title: 'Heizung und Klimaanlage',
      description: 'Angenehm wohnen',
      body: 'Nutzen Sie das Wandpanel neben dem Bett; Änderungen wirken nach etwa zehn Minuten.',
    },
    'checking-out': {
      title: 'Wie checke ich aus?',
      description: 'Am Abreisetag',
      body: 'Checken Sie am Abreisetag in der App aus. Ihre Tür öffnet sich danach noch 15 Minuten, das Gebäude bis 23:00 Uhr.',
    },
    luggage: {
      title: 'Gepäck nach dem Check-out',
      description: 'Taschen abstellen',
      body: 'Nutzen Sie den Gepäckraum; seinen Code finden Sie bei Ihren Türcodes.',
    },
    'changing-dates': {
      title: 'Reisedaten ändern',
      description: 'Kürzere oder längere Aufenthalte',
      body: 'Vor Beginn Ihres Aufenthalts ändern Sie beide Daten in der App; danach können Sie noch Ihren Abreisetag verschieben oder Nächte hinzufügen.',
    },
    cancelling: {
      title: 'Stornierung',
      description: 'Kostenlose Stornierung und Gebühren',
      body: 'Erstattbare Aufenthalte können Sie bis zum angegebenen Datum kostenlos stornieren; danach wird der volle Preis berechnet.',
    },
  },
  namedDoors: { courtyardGate: 'Hoftor', garageGate: 'Garagentor' },
  partners: {
    breakfast: {
      description:
        'Frühstück für einen Gast pro Tag: Kaffee oder Tee, frischer Saft und ein Teller nach Wahl.',
      address: (street) => `Zwei Häuser weiter von ${street}`,
      tags: ['vegetarisch', 'glutenfreie Auswahl'],
    },
    gym: {
      description: 'Freihanteln, Cardiogeräte, Kurse und Duschen.',
      address: (street) => `Fünf Gehminuten von ${street}`,
      tags: ['geöffnet 6:00-23:00', 'Handtücher inklusive'],
      accessGuidelines:
        'Bitte bringen Sie saubere Hallenschuhe mit; Kurse buchen Sie beim Personal des Studios.',
    },
  },
  customProducts: {
    transfer: {
      title: 'Flughafentransfer',
      description: (street) => `Ein privater Wagen zwischen dem Flughafen und ${street}.`,
      guidelines:
        'Buchen Sie mindestens 24 Stunden im Voraus; der Fahrer wartet bis zu 30 Minuten.',
    },
    bikes: {
      title: 'Stadträder',
      description: 'Leihen Sie ein Rad bei unserem Partner um die Ecke, stunden- oder tageweise.',
      actionName: 'Rad buchen',
    },
    welcomeDrink: {
      title: 'Willkommensgetränk',
      description: 'Ein Glas von etwas Regionalem an der Bar im Erdgeschoss.',
      actionName: 'Getränk holen',
      dummyTitle: 'Zum Wohl!',
      dummyMessage: 'Zeigen Sie diesen Bildschirm an der Bar.',
    },
    quietHours: {
      title: 'Ruhezeiten',
      description: 'Bitte seien Sie zwischen 22:00 und 7:00 Uhr leise.',
    },
    spaDraft: {
      title: 'Day Spa',
      description: 'Ein Spa-Angebot eines Partners, dessen Buchungslink nie eingetragen wurde.',
      actionName: 'Spa buchen',
    },
    flowersDraft: {
      title: 'Blumen im Zimmer',
      description: 'Ein Blumenangebot ohne Bestätigungstext.',
      actionName: 'Blumen bestellen',
      dummyTitle: 'Wunderbar!',
    },
  },
};

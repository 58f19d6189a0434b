import type { SeedTexts } from './types.ts';

export const it: SeedTexts = {
  cities: {
    amsterdam: 'Amsterdam',
    athens: 'Atene',
    berlin: 'Berlino',
    bonn: 'Bonn',
    copenhagen: 'Copenaghen',
    florence: 'Firenze',
    freising: 'Frisinga',
    helsinki: 'Helsinki',
    london: 'Londra',
    lubeck: 'Lubecca',
    madrid: 'Madrid',
    milan: 'Milano',
    munich: 'Monaco di Baviera',
    oslo: 'Oslo',
    parnu: 'Pärnu',
    stockholm: 'Stoccolma',
    tallinn: 'Tallinn',
    tartu: 'Tartu',
    turku: 'Turku',
  },
  products: {
    breakfast: {
      name: 'Colazione',
      description: 'Colazione al nostro caffè partner dietro l’angolo, una per ospite al giorno.',
    },
    'early-check-in': {
      name: 'Check-in anticipato',
      description: 'Arrivi prima delle 15:00 e si sistemi subito.',
    },
    'late-check-out': {
      name: 'Check-out posticipato',
      description: 'Resti dopo le 11:00 e parta quando le fa comodo.',
    },
    gym: {
      name: 'Pass palestra',
      description: 'Una settimana nella nostra palestra partner qui vicino, per ospite.',
    },
    'mid-stay-cleaning': {
      name: 'Pulizia durante il soggiorno',
      description:
        'Una pulizia completa con asciugamani e lenzuola puliti, nei giorni feriali tra le 9:00 e le 17:00.',
    },
    parking: {
      name: 'Parcheggio',
      description: 'Un posto nel garage dell’edificio, a notte.',
    },
    'reservation-extension-request': {
      name: 'Prolungamento del soggiorno',
      description: 'Resti altre notti senza spostarsi.',
    },
    'sauna-kit': {
      name: 'Kit sauna',
      description:
        'Per due: maschere viso, acqua, limonata, spugne, asciugamani, accappatoi e un profumo di pino.',
    },
    'stocked-fridge': {
      name: 'Frigo rifornito',
      description:
        'Il necessario per la colazione, snack e bevande la aspettano in frigo all’arrivo.',
    },
    'unit-category-upgrade': {
      name: 'Upgrade',
      description: 'Si trasferisca in un alloggio più grande per il resto del soggiorno.',
    },
    custom: {
      name: 'Fiori all’arrivo',
      description: 'Un mazzo di stagione di un fiorista del quartiere la aspetta al suo arrivo.',
    },
    unknown: {
      name: 'Pacchetto di benvenuto',
      description: 'Non più disponibile.',
    },
  },
  productGroups: {
    'bob-w-products': 'Il suo soggiorno',
    'local-products': 'Nel quartiere',
    'property-related-products': 'Nell’edificio',
  },
  categories: {
    studio: {
      name: 'Monolocale',
      description:
        'Un monolocale luminoso con angolo cottura, letto matrimoniale e scrivania alla finestra.',
      features: ['Letto matrimoniale', 'Angolo cottura', 'Scrivania', 'Smart TV'],
    },
    'one-bedroom': {
      name: 'Bilocale',
      description:
        'Una camera da letto separata, un soggiorno con divano letto e una cucina completa.',
      features: ['Letto queen size', 'Divano letto', 'Cucina completa', 'Lavatrice', 'Balcone'],
    },
    'double-room': {
      name: 'Camera doppia',
      description: 'Una camera doppia compatta con doccia a pioggia.',
      features: ['Letto matrimoniale', 'Doccia a pioggia', 'Macchina del caffè'],
    },
    suite: {
      name: 'Suite',
      description: 'Una suite d’angolo con vista sulla città, vasca da bagno e zona salotto.',
      features: [
        'Letto king size',
        'Vasca da bagno',
        'Zona salotto',
        'Vista città',
        'Macchina per espresso',
      ],
    },
    'dorm-bed': {
      name: 'Letto in camera condivisa',
      description: 'Un letto a castello con luce di lettura e armadietto; il bagno è in comune.',
      features: ['Letto a castello', 'Armadietto', 'Luce di lettura'],
    },
  },
  annex: 'Edificio accanto, porta a sinistra',
  entrance: {
    street: 'Il portone è sul lato strada, con la tastiera sulla destra.',
    courtyard: 'Attraversi il cancello del cortile, poi prenda la scala B.',
  },
  accessGuides: {
    arrivalTitle: 'Come trovare l’ingresso',
    arrivalBody: (entrance, houseNumber) =>
      `${entrance} Il numero civico ${houseNumber} è sopra la porta.`,
    unitDoorTitle: 'Come aprire la sua porta',
    unitDoorBody:
      'L’app le mostra come si apre la sua porta: digiti il codice sul tastierino e poi il tasto indicato, oppure scorra per aprire nell’app. La luce della serratura diventa verde.',
  },
  helpArticles: {
    'getting-in': {
      title: 'Come entro?',
      description: 'Codici delle porte e chiavi digitali',
      body: 'I codici compaiono nell’app quando il soggiorno è pagato e il check-in online è completato.',
    },
    'door-stuck': {
      title: 'La porta non si apre',
      description: 'Cosa provare prima',
      body: 'Dopo il codice prema il tasto della tastiera e attenda la luce verde. Ancora chiusa? Ci chiami.',
    },
    wifi: {
      title: 'Wi-Fi',
      description: 'Rete e password',
      body: 'Il nome della rete e la password sono nella pagina del soggiorno e sul cartoncino vicino alla porta.',
    },
    heating: {
      title: 'Riscaldamento e aria condizionata',
      description: 'Stare comodi',
      body: 'Usi il pannello a muro accanto al letto; le modifiche richiedono circa dieci minuti.',
    },
    'checking-out': {
      title: 'Come faccio il check-out?',
      description: 'Il giorno della partenza',
      body: 'Faccia il check-out nell’app il giorno della partenza. La sua porta si apre ancora per 15 minuti, l’edificio fino alle 23:00.',
    },
    luggage: {
      title: 'Bagagli dopo il check-out',
      description: 'Deposito bagagli',
      body: 'Usi il deposito bagagli; il suo codice è insieme ai codici delle porte.',
    },
    'changing-dates': {
      title: 'Cambiare le date',
      description: 'Soggiorni più brevi o più lunghi',
      body: 'Prima dell’inizio del soggiorno può cambiare entrambe le date nell’app; una volta iniziato, può ancora spostare il giorno di partenza o aggiungere notti.',
    },
    cancelling: {
      title: 'Cancellazione',
      description: 'Cancellazione gratuita e addebiti',
      body: 'I soggiorni rimborsabili si cancellano gratis fino alla data indicata; dopo viene addebitato l’intero importo.',
    },
  },
  namedDoors: { courtyardGate: 'Cancello del cortile', garageGate: 'Cancello del garage' },
  partners: {
    breakfast: {
      description:
        'Colazione per un ospite al giorno: caffè o tè, spremuta fresca e un piatto a scelta.',
      address: (street) => `Due portoni più in là da ${street}`,
      tags: ['vegetariano', 'opzioni senza glutine'],
    },
    gym: {
      description: 'Pesi liberi, macchine cardio, corsi di gruppo e docce.',
      address: (street) => `A cinque minuti a piedi da ${street}`,
      tags: ['aperto 6:00-23:00', 'asciugamani inclusi'],
      accessGuidelines:
        'Porti scarpe pulite da interno; i corsi di gruppo si prenotano con il personale della palestra.',
    },
  },
  customProducts: {
    transfer: {
      title: 'Transfer aeroporto',
      description: (street) => `Un’auto privata tra l’aeroporto e ${street}.`,
      guidelines: 'Prenoti almeno 24 ore prima; l’autista aspetta fino a 30 minuti.',
    },
    bikes: {
      title: 'Bici in città',
      description: 'Noleggi una bici dal nostro partner dietro l’angolo, a ore o a giornata.',
      actionName: 'Prenota una bici',
    },
    welcomeDrink: {
      title: 'Drink di benvenuto',
      description: 'Un bicchiere di qualcosa di locale al bar al piano terra.',
      actionName: 'Ritira il mio drink',
      dummyTitle: 'Salute!',
      dummyMessage: 'Mostri questa schermata al bar.',
    },
    quietHours: {
      title: 'Ore di silenzio',
      description: 'La preghiamo di non fare rumore tra le 22:00 e le 7:00.',
    },
    spaDraft: {
      title: 'Day spa',
      description:
        'Un’offerta spa di un partner a cui non è mai stato aggiunto il link di prenotazione.',
      actionName: 'Prenota la spa',
    },
    flowersDraft: {
      title: 'Fiori in camera',
      description: 'Un’offerta di fiori senza messaggio di conferma.',
      actionName: 'Ordina fiori',
      dummyTitle: 'Che bello!',
    },
  },
};

import type { SeedTexts } from './types.ts';

export const en: SeedTexts = {
  cities: {
    amsterdam: 'Amsterdam',
    athens: 'Athens',
    berlin: 'Berlin',
    bonn: 'Bonn',
    copenhagen: 'Copenhagen',
    florence: 'Florence',
    freising: 'Freising',
    helsinki: 'Helsinki',
    london: 'London',
    lubeck: 'Lubeck',
    madrid: 'Madrid',
    milan: 'Milan',
    munich: 'Munich',
    oslo: 'Oslo',
    parnu: 'Parnu',
    stockholm: 'Stockholm',
    tallinn: 'Tallinn',
    tartu: 'Tartu',
    turku: 'Turku',
  },
  products: {
    breakfast: {
      name: 'Breakfast',
      description: 'Breakfast at our partner café around the corner, one per guest per day.',
    },
    'early-check-in': {
      name: 'Early check-in',
      description: 'Arrive before 15:00 and settle in straight away.',
    },
    'late-check-out': {
      name: 'Late check-out',
      description: 'Stay on after 11:00 and leave when it suits you.',
    },
    gym: {
      name: 'Gym pass',
      description: 'A week at our partner gym nearby, per guest.',
    },
    'mid-stay-cleaning': {
      name: 'Mid-stay cleaning',
      description: 'A full clean with fresh towels and bed linen, weekdays between 9:00 and 17:00.',
    },
    parking: {
      name: 'Parking',
      description: 'A space in the garage under the building, per night.',
    },
    'reservation-extension-request': {
      name: 'Stay extension',
      description: 'Stay more nights without moving.',
    },
    'sauna-kit': {
      name: 'Sauna kit',
      description:
        'For two: face masks, water, lemonade, sponges, towels, bathrobes and a pine scent.',
    },
    'stocked-fridge': {
      name: 'Stocked fridge',
      description: 'Breakfast basics, snacks and drinks waiting in the fridge when you arrive.',
    },
    'unit-category-upgrade': {
      name: 'Upgrade',
      description: 'Move somewhere larger for the rest of your stay.',
    },
    custom: {
      name: 'Flowers on arrival',
      description: 'A seasonal bouquet from a local florist, waiting for you on arrival.',
    },
    unknown: {
      name: 'Welcome pack',
      description: 'No longer offered.',
    },
  },
  productGroups: {
    'bob-w-products': 'Your stay',
    'local-products': 'Around the neighbourhood',
    'property-related-products': 'In the building',
  },
  categories: {
    studio: {
      name: 'Studio',
      description: 'A bright studio with a kitchenette, a double bed and a desk by the window.',
      features: ['Double bed', 'Kitchenette', 'Work desk', 'Smart TV'],
    },
    'one-bedroom': {
      name: 'One-bedroom apartment',
      description: 'A separate bedroom, a living room with a sofa bed and a full kitchen.',
      features: ['Queen-size bed', 'Sofa bed', 'Full kitchen', 'Washing machine', 'Balcony'],
    },
    'double-room': {
      name: 'Double room',
      description: 'A compact double room with a rain shower.',
      features: ['Double bed', 'Rain shower', 'Coffee machine'],
    },
    suite: {
      name: 'Suite',
      description: 'A corner suite with city views, a bathtub and a lounge area.',
      features: ['King-size bed', 'Bathtub', 'Lounge area', 'City view', 'Espresso machine'],
    },
    'dorm-bed': {
      name: 'Bed in a shared room',
      description: 'A bunk with a reading light and a locker; the bathroom is shared.',
      features: ['Bunk bed', 'Locker', 'Reading light'],
    },
  },
  annex: 'Annex building, door on the left',
  entrance: {
    street: 'The main door is on the street side, with the keypad on the right.',
    courtyard: 'Go through the courtyard gate, then take staircase B.',
  },
  accessGuides: {
    arrivalTitle: 'Finding the entrance',
    arrivalBody: (entrance, houseNumber) =>
      `${entrance} The house number ${houseNumber} is above the door.`,
    unitDoorTitle: 'Opening your door',
    unitDoorBody:
      'The app shows how your door opens: type its code on the keypad, then the button the app names, or slide to open it in the app. The lock light turns green.',
  },
  helpArticles: {
    'getting-in': {
      title: 'How do I get in?',
      description: 'Door codes and digital keys',
      body: 'Your door codes appear in the app once your stay is paid and online check-in is complete.',
    },
    'door-stuck': {
      title: 'The door does not open',
      description: 'What to try first',
      body: 'Press the keypad button after the code and wait for the green light. Still closed? Call us.',
    },
    wifi: {
      title: 'Wi-Fi',
      description: 'Network and password',
      body: 'The network name and password are on the stay page and on the card by the door.',
    },
    heating: {
      title: 'Heating and air conditioning',
      description: 'Staying comfortable',
      body: 'Use the wall panel by the bed; changes take about ten minutes.',
    },
    'checking-out': {
      title: 'How do I check out?',
      description: 'On the day of departure',
      body: 'Check out in the app on the day of departure. Your door stays open 15 minutes afterwards, the building until 23:00.',
    },
    luggage: {
      title: 'Luggage after check-out',
      description: 'Storing bags',
      body: 'Use the luggage room; its code is with your door codes.',
    },
    'changing-dates': {
      title: 'Changing dates',
      description: 'Shorter or longer stays',
      body: 'Before your stay starts, change both dates in the app; once it has started, you can still move your departure day or add nights.',
    },
    cancelling: {
      title: 'Cancellation',
      description: 'Free cancellation and charges',
      body: 'Refundable stays cancel for free until the stated date; after that the full price is charged.',
    },
  },
  namedDoors: { courtyardGate: 'Courtyard gate', garageGate: 'Garage gate' },
  partners: {
    breakfast: {
      description:
        'Breakfast for one guest per day: coffee or tea, fresh juice and a plate of your choice.',
      address: (street) => `Two doors down from ${street}`,
      tags: ['vegetarian', 'gluten-free options'],
    },
    gym: {
      description: 'Free weights, cardio machines, group classes and showers.',
      address: (street) => `Five minutes’ walk from ${street}`,
      tags: ['open 6:00-23:00', 'towels included'],
      accessGuidelines:
        "Please bring clean indoor shoes; group classes are booked with the gym's staff.",
    },
  },
  customProducts: {
    transfer: {
      title: 'Airport transfer',
      description: (street) => `A private car between the airport and ${street}.`,
      guidelines: 'Order at least 24 hours ahead; the driver waits up to 30 minutes.',
    },
    bikes: {
      title: 'City bikes',
      description: 'Rent a bike from our partner around the corner, by the hour or the day.',
      actionName: 'Book a bike',
    },
    welcomeDrink: {
      title: 'Welcome drink',
      description: 'A glass of something local at the bar downstairs.',
      actionName: 'Get my drink',
      dummyTitle: 'Cheers!',
      dummyMessage: 'Show this screen at the bar.',
    },
    quietHours: {
      title: 'Quiet hours',
      description: 'Please keep it down between 22:00 and 07:00.',
    },
    spaDraft: {
      title: 'Day spa',
      description: 'A partner spa offer whose booking link was never filled in.',
      actionName: 'Book the spa',
    },
    flowersDraft: {
      title: 'Flowers in the room',
      description: 'A bouquet offer missing its success message.',
      actionName: 'Order flowers',
      dummyTitle: 'Lovely!',
    },
  },
};

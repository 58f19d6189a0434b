import type { SeedTexts } from './types.ts';

export const es: SeedTexts = {
  cities: {
    amsterdam: 'Ámsterdam',
    athens: 'Atenas',
    berlin: 'Berlín',
    bonn: 'Bonn',
    copenhagen: 'Copenhague',
    florence: 'Florencia',
    freising: 'Frisinga',
    helsinki: 'Helsinki',
    london: 'Londres',
    lubeck: 'Lübeck',
    madrid: 'Madrid',
    milan: 'Milán',
    munich: 'Múnich',
    oslo: 'Oslo',
    parnu: 'Pärnu',
    stockholm: 'Estocolmo',
    tallinn: 'Tallin',
    tartu: 'Tartu',
    turku: 'Turku',
  },
  products: {
    breakfast: {
      name: 'Desayuno',
      description:
        'Desayuno en nuestra cafetería asociada a la vuelta de la esquina, uno por huésped y día.',
    },
    'early-check-in': {
      name: 'Check-in anticipado',
      description: 'Llegue antes de las 15:00 e instálese enseguida.',
    },
    'late-check-out': {
      name: 'Check-out tardío',
      description: 'Quédese después de las 11:00 y salga cuando le venga bien.',
    },
    gym: {
      name: 'Pase de gimnasio',
      description: 'Una semana en nuestro gimnasio asociado cercano, por huésped.',
    },
    'mid-stay-cleaning': {
      name: 'Limpieza durante la estancia',
      description:
        'Una limpieza completa con toallas y ropa de cama limpias, de lunes a viernes entre las 9:00 y las 17:00.',
    },
    parking: {
      name: 'Aparcamiento',
      description: 'Una plaza en el garaje del edificio, por noche.',
    },
    'reservation-extension-request': {
      name: 'Ampliación de la estancia',
      description: 'Quédese más noches sin cambiar de alojamiento.',
    },
    'sauna-kit': {
      name: 'Kit de sauna',
      description:
        'Para dos: mascarillas faciales, agua, limonada, esponjas, toallas, albornoces y un aroma de pino.',
    },
    'stocked-fridge': {
      name: 'Nevera llena',
      description:
        'Lo básico para el desayuno, aperitivos y bebidas le esperan en la nevera al llegar.',
    },
    'unit-category-upgrade': {
      name: 'Mejora de apartamento',
      description: 'Cámbiese a un alojamiento más grande durante el resto de su estancia.',
    },
    custom: {
      name: 'Flores a la llegada',
      description: 'Un ramo de temporada de una floristería del barrio le espera a su llegada.',
    },
    unknown: {
      name: 'Pack de bienvenida',
      description: 'Ya no se ofrece.',
    },
  },
  productGroups: {
    'bob-w-products': 'Su estancia',
    'local-products': 'En el barrio',
    'property-related-products': 'En el edificio',
  },
  categories: {
    studio: {
      name: 'Estudio',
      description:
        'Un estudio luminoso con cocina americana, cama de matrimonio y escritorio junto a la ventana.',
      features: ['Cama de matrimonio', 'Cocina americana', 'Escritorio', 'Smart TV'],
    },
    'one-bedroom': {
      name: 'Apartamento de un dormitorio',
      description: 'Un dormitorio independiente, salón con sofá cama y cocina completa.',
      features: ['Cama queen', 'Sofá cama', 'Cocina completa', 'Lavadora', 'Balcón'],
    },
    'double-room': {
      name: 'Habitación doble',
      description: 'Una habitación doble compacta con ducha de lluvia.',
      features: ['Cama de matrimonio', 'Ducha de lluvia', 'Cafetera'],
    },
    suite: {
      name: 'Suite',
      description: 'Una suite en esquina con vistas a la ciudad, bañera y zona de estar.',
      features: ['Cama king', 'Bañera', 'Zona de estar', 'Vistas a la ciudad', 'Cafetera espresso'],
    },
    'dorm-bed': {
      name: 'Cama en habitación compartida',
      description: 'Una litera con luz de lectura y taquilla; el baño es compartido.',
      features: ['Litera', 'Taquilla', 'Luz de lectura'],
    },
  },
  annex: 'Edificio anexo, puerta de la izquierda',
  entrance: {
    street: 'La puerta principal da a la calle, con el teclado a la derecha.',
    courtyard: 'Cruce la puerta del patio y suba por la escalera B.',
  },
  accessGuides: {
    arrivalTitle: 'Cómo encontrar la entrada',
    arrivalBody: (entrance, houseNumber) =>
      `${entrance} El número ${houseNumber} está encima de la puerta.`,
    unitDoorTitle: 'Cómo abrir su puerta',
    unitDoorBody:
      'La app le muestra cómo se abre su puerta: marque el código en el teclado y después la tecla que indica, o deslice para abrir en la app. La luz de la cerradura se pone verde.',
  },
  helpArticles: {
    'getting-in': {
      title: '¿Cómo entro?',
      description: 'Códigos de puerta y llaves digitales',
      body: 'Sus códigos aparecen en la app cuando la estancia está pagada y el check-in online completado.',
    },
    'door-stuck': {
      title: 'La puerta no se abre',
      description: 'Qué probar primero',
      body: 'Pulse el botón del teclado después del código y espere la luz verde. ¿Sigue cerrada? Llámenos.',
    },
    wifi: {
      title: 'Wifi',
      description: 'Red y contraseña',
      body: 'El nombre de la red y la contraseña están en la página de la estancia y en la tarjeta junto a la puerta.',
    },
    heating: {
      title: 'Calefacción y aire acondicionado',
      description: 'Para estar a gusto',
      body: 'Use el panel de la pared junto a la cama; los cambios tardan unos diez minutos.',
    },
    'checking-out': {
      title: '¿Cómo hago el check-out?',
      description: 'El día de salida',
      body: 'Haga el check-out en la app el día de salida. Su puerta sigue abriéndose 15 minutos después y el edificio hasta las 23:00.',
    },
    luggage: {
      title: 'Equipaje después del check-out',
      description: 'Guardar maletas',
      body: 'Use la consigna; su código está con sus códigos de puerta.',
    },
    'changing-dates': {
      title: 'Cambiar las fechas',
      description: 'Estancias más cortas o más largas',
      body: 'Antes de que empiece su estancia, cambie ambas fechas en la app; una vez empezada, aún puede mover el día de salida o añadir noches.',
    },
    cancelling: {
      title: 'Cancelación',
      description: 'Cancelación gratuita y cargos',
      body: 'Las estancias reembolsables se cancelan gratis hasta la fecha indicada; después se cobra el precio completo.',
    },
  },
  namedDoors: { courtyardGate: 'Puerta del patio', garageGate: 'Puerta del garaje' },
  partners: {
    breakfast: {
      description: 'Desayuno para un huésped por día: café o té, zumo natural y un plato a elegir.',
      address: (street) => `A dos portales de ${street}`,
      tags: ['vegetariano', 'opciones sin gluten'],
    },
    gym: {
      description: 'Peso libre, máquinas de cardio, clases colectivas y duchas.',
      address: (street) => `A cinco minutos a pie de ${street}`,
      tags: ['abierto de 6:00 a 23:00', 'toallas incluidas'],
      accessGuidelines:
        'Traiga calzado limpio para interior; las clases colectivas se reservan con el personal del gimnasio.',
    },
  },
  customProducts: {
    transfer: {
      title: 'Traslado al aeropuerto',
      description: (street) => `Un coche privado entre el aeropuerto y ${street}.`,
      guidelines:
        'Reserve con al menos 24 horas de antelación; el conductor espera hasta 30 minutos.',
    },
    bikes: {
      title: 'Bicicletas urbanas',
      description:
        'Alquile una bici en nuestro socio a la vuelta de la esquina, por horas o por días.',
      actionName: 'Reservar una bici',
    },
    welcomeDrink: {
      title: 'Bebida de bienvenida',
      description: 'Una copa de algo local en el bar de la planta baja.',
      actionName: 'Quiero mi bebida',
      dummyTitle: '¡Salud!',
      dummyMessage: 'Muestre esta pantalla en el bar.',
    },
    quietHours: {
      title: 'Horas de silencio',
      description: 'Por favor, evite hacer ruido entre las 22:00 y las 7:00.',
    },
    spaDraft: {
      title: 'Spa de día',
      description: 'Una oferta de spa de un socio a la que nunca se añadió el enlace de reserva.',
      actionName: 'Reservar el spa',
    },
    flowersDraft: {
      title: 'Flores en la habitación',
      description: 'Una oferta de flores sin mensaje de confirmación.',
      actionName: 'Pedir flores',
      dummyTitle: '¡Qué bonito!',
    },
  },
};

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCurrentStay, storeCurrentStay } from '../../session/currentStay.ts';
import { renderRoute } from '../../testing/renderRoute.tsx';

const berlinStay = {
  slug: 'k3x9',
  // When the core API worked the answer out: its clock, which can differ from the device's.
  asOf: '2099-11-20T09:00:00.000Z',
  confirmationNumber: 'BK-4711',
  startDate: '2099-12-01T14:00:00.000Z',
  endDate: '2099-12-03T10:00:00.000Z',
  arrivalTime: '2099-12-01T14:00:00.000Z',
  departureTime: '2099-12-03T10:00:00.000Z',
  nightsCount: 2,
  guestCount: 3,
  pageState: 'ACTIVE',
  stage: 'UPCOMING',
  hasStarted: false,
  nextStep: 'ARRIVE',
  isPastDepartureTime: false,
  card: null,
  accessAfterCheckOut: null,
  cancellationPolicy: {
    cancellationType: 'REFUNDABLE',
    isFreeCancellationAvailable: true,
    freeCancellationEndDate: '2099-11-29T14:00:00.000Z',
  },
  unit: null,
  unitCategory: null,
  keys: [],
  checkInState: { state: 'GUEST_DETAILS_REQUIRED', idVerificationState: 'NOT_REQUIRED' },
  orderedItems: { edges: [] },
  offeredProducts: [],
  integrations: { wifi: null, commonDoors: [] },
};
const berlin = {
  name: 'Kopenhagener Straße 92',
  city: 'Berlin',
  timeZone: 'Europe/Berlin',
  addressLine1: 'Kopenhagener Straße 92',
  addressLine2: null,
  zipCode: '10437',
  googleMapsUrl: 'https://maps.google.com/?q=Kopenhagener',
  contacts: { phone: '+4930555010', whatsappNumber: '+4930555090' },
};

const stayResolvers = (reservation: object = berlinStay, property: object = berlin) => ({
  Reservation: () => reservation,
  Property: () => property,
});

describe('the stay page', () => {
  beforeEach(() => localStorage.clear());

  it('shows the property and the dates in the property time zone', async () => {
    await renderRoute('/stay?slug=k3x9', { resolvers: stayResolvers() });

    expect(await screen.findByRole('heading', { level: 1, name: berlin.name })).toBeTruthy();
    const bookingNumber = screen.getByText('BK-4711');
    // The number never breaks at its hyphen.
    expect(bookingNumber.className).toMatch(/value/);
    expect(bookingNumber.parentElement?.textContent).toBe('Booking number BK-4711');
    expect(screen.getByText('Tue, 1 Dec 2099, 15:00')).toBeTruthy();
    expect(screen.getByText('Thu, 3 Dec 2099, 11:00')).toBeTruthy();
    expect(readCurrentStay()).toEqual({ slug: 'k3x9' });
  });

  it('has a tab bar of real links, keeping the slug', async () => {
    await renderRoute('/stay?slug=k3x9', { resolvers: stayResolvers() });

    const nav = await screen.findByRole('navigation', { name: 'Stay sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toContain('Stay');
    expect(links[0]?.getAttribute('href')).toBe('/stay?slug=k3x9');
  });

  it('uses the stored stay when the address has no slug', async () => {
    storeCurrentStay('stored-slug');
    const { environment } = await renderRoute('/stay', { manual: true });

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ slug: 'stored-slug' });
  });

  it('goes to the error page when no reservation has the slug, which forgets the stay', async () => {
    storeCurrentStay('unknown');
    const { router } = await renderRoute('/stay?slug=unknown', {
      resolvers: { Query: () => ({ reservation: null }) },
    });

    expect(
      await screen.findByText('What a bummer! It seems that there is a mistake in the address...'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error');
    expect(readCurrentStay()).toBeNull();
  });

  it('shows the expired-stay screen once the stay has ended', async () => {
    await renderRoute('/stay?slug=k3x9', {
      resolvers: stayResolvers({
        ...berlinStay,
        endDate: '2020-03-03T10:00:00.000Z',
        pageState: 'EXPIRED',
        stage: 'ENDED',
      }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This stay has ended' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Your stay at Kopenhagener Straße 92 ended on 3 Mar 2020. We hope to welcome you back soon.',
      ),
    ).toBeTruthy();
  });

  it('explains how to find a booking when there is no slug at all', async () => {
    const { environment } = await renderRoute('/stay');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No stay to show yet' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find my booking' }).getAttribute('href')).toBe(
      '/check-in',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

describe('the stay routes of the white-label app', () => {
  beforeEach(() => localStorage.clear());

  it('send a stay route without a slug to /error', async () => {
    const { router } = await renderRoute('/stay', { presentation: 'white-label' });

    await screen.findByText('What a bummer! It seems that there is a mistake in the address...');
    expect(router.state.location.pathname).toBe('/error');
  });

  it('show Stay in the tab bar, without Ask, Explore or Account', async () => {
    await renderRoute('/stay?slug=k3x9', {
      presentation: 'white-label',
      resolvers: stayResolvers(),
    });

    const nav = await screen.findByRole('navigation', { name: 'Stay sections' });
    expect(within(nav).getByText('Stay')).toBeTruthy();
    expect(within(nav).queryByText('Ask')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Guest app, home' })).toBeNull();
  });
});

const munichStay = {
  ...berlinStay,
  // A hotel room: texts name it a room.
  unitKind: 'ROOM',
  unit: {
    name: 'Double room 101',
    number: '101',
    floor: '1',
    type: 'ROOM',
    images: [{ url: 'https://images.example/room.jpg', isPlaceholder: false }],
    address: {
      addressLine1: 'Seitenstraße 3',
      addressLine2: null,
      zipCode: '80331',
      city: 'München',
    },
  },
  keys: [
    {
      keyId: 'entrance',
      name: 'Main entrance',
      type: 'ENTRANCE',
      accessType: 'REMOTE',
      code: null,
      keypadButton: null,
      validFrom: null,
      unavailability: null,
    },
    {
      keyId: 'hallway',
      name: null,
      type: 'HALLWAY',
      accessType: 'CODE',
      code: '8047',
      keypadButton: '#',
      validFrom: null,
      unavailability: null,
    },
  ],
  checkInState: { state: 'CHECK_IN_COMPLETED', idVerificationState: 'APPROVED' },
  integrations: { wifi: { ssid: 'munich-101', password: 'room-9478' }, commonDoors: [] },
  orderedItems: {
    edges: [
      {
        node: {
          orderItemId: 'o1',
          productId: 'p-breakfast',
          name: 'Frühstück im Café',
          type: 'BREAKFAST',
          consumptionDate: '2099-12-02',
          timeslotStartsAt: null,
          isEstimate: false,
          transfer: null,
          priceGross: { decimalAmount: '29.00', currencyCode: 'EUR' },
        },
      },
      {
        node: {
          orderItemId: 'o2',
          productId: '',
          name: 'Airport transfer',
          type: 'CUSTOM',
          consumptionDate: '2099-12-01',
          timeslotStartsAt: null,
          isEstimate: true,
          transfer: {
            direction: 'FROM_AIRPORT',
            time: '13:40',
            flightNumber: 'LH 2400',
            address: null,
          },
          priceGross: { decimalAmount: '63.00', currencyCode: 'EUR' },
        },
      },
    ],
  },
  offeredProducts: [
    {
      productId: 'p-breakfast',
      name: 'Breakfast',
      type: 'BREAKFAST',
      isOrderable: true,
      priceGross: { decimalAmount: '14.50', currencyCode: 'EUR' },
    },
    {
      productId: 'p-flowers',
      name: 'Flowers on arrival',
      type: 'CUSTOM',
      isOrderable: true,
      priceGross: { decimalAmount: '35.00', currencyCode: 'EUR' },
    },
  ],
};

describe('the sections of an active stay', () => {
  beforeEach(() => localStorage.clear());

  it('shows the unit, guests and nights, and the unit address over the property one', async () => {
    await renderRoute('/stay?slug=k3x9', { resolvers: stayResolvers(munichStay) });
    await screen.findByRole('heading', { level: 1, name: berlin.name });
    expect(screen.getByText('Double room 101 · Room · Floor 1')).toBeTruthy();
    expect(screen.getByText('2 nights · 3 guests')).toBeTruthy();
    const address = await screen.findByRole('region', { name: 'Address' });
    expect(within(address).getByText('Seitenstraße 3')).toBeTruthy();
    expect(within(address).queryByText('Kopenhagener Straße 92')).toBeNull();
    expect(
      within(address)
        .getByRole('link', { name: /Open in maps/ })
        .getAttribute('href'),
    ).toBe(
      'https://www.google.com/maps/search/?api=1&query=Seitenstra%C3%9Fe+3%2C+80331+M%C3%BCnchen',
    );
  });

  it('falls back to the drawn placeholder when the photo cannot be loaded', async () => {
    const { container } = await renderRoute('/stay?slug=k3x9', {
      resolvers: stayResolvers(munichStay),
    });
    await screen.findByRole('heading', { level: 1, name: berlin.name });
    const photo = container.querySelector('img[src="https://images.example/room.jpg"]');
    expect(photo).not.toBeNull();
    fireEvent.error(photo as HTMLImageElement);
    expect(container.querySelector('img[src="https://images.example/room.jpg"]')).toBeNull();
  });

  it('leads to online check-in while guest details are missing', async () => {
    await renderRoute('/stay?slug=k3x9', { resolvers: stayResolvers() });
    const checkIn = await screen.findByRole('region', { name: 'Online check-in' });
    expect(
      within(checkIn).getByRole('link', { name: 'Add guest details' }).getAttribute('href'),
    ).toBe('/stay/check-in?slug=k3x9');
  });

  it('shows the first code and leads to every door once checked in', async () => {
    await renderRoute('/stay?slug=k3x9', { resolvers: stayResolvers(munichStay) });
    const doors = await screen.findByRole('region', { name: 'Door access' });
    // Checked in: getting in is the action of the moment, check-in no longer shows.
    expect(screen.queryByRole('region', { name: 'Online check-in' })).toBeNull();
    // The first door on the way in opens from the app: it is named first, not skipped.
    expect(within(doors).getByText('Main entrance: opens from the app.')).toBeTruthy();
    expect(within(doors).getByText('Hallway door: code')).toBeTruthy();
    expect(within(doors).getByText('8047')).toBeTruthy();
    expect(within(doors).getByText('Then press #')).toBeTruthy();
    expect(
      within(doors).getByRole('link', { name: 'See all 2 doors and codes' }).getAttribute('href'),
    ).toBe('/stay/access?slug=k3x9');
  });

  it('says a code comes once the stay is paid', async () => {
    await renderRoute('/stay?slug=k3x9', {
      resolvers: stayResolvers({
        ...munichStay,
        keys: munichStay.keys.map((key) => ({
          ...key,
          code: null,
          unavailability: { code: 'NOT_PAID', availableAt: null },
        })),
      }),
    });
    const doors = await screen.findByRole('region', { name: 'Door access' });
    expect(
      within(doors).getByText('The code is available once your reservation is paid.'),
    ).toBeTruthy();
    // No dead end: a way to pay, and someone to ask.
    expect(
      within(doors).getByRole('link', { name: 'Pay for your stay' }).getAttribute('href'),
    ).toBe('/stay/pay?slug=k3x9');
    expect(within(doors).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/stay/ask?slug=k3x9',
    );
  });

  it('shows the Wi-Fi, the ordered extras, offers linking to their screens, and the contacts', async () => {
    await renderRoute('/stay?slug=k3x9', { resolvers: stayResolvers(munichStay) });
    const wifi = await screen.findByRole('region', { name: 'Wi-Fi' });
    expect(within(wifi).getByText('room-9478')).toBeTruthy();

    const ordered = await screen.findByRole('region', { name: 'Your extras' });
    expect(within(ordered).getByText('Breakfast')).toBeTruthy();
    expect(within(ordered).getByText('€29.00')).toBeTruthy();
    // A transfer, not on sale as a product of its own: its name, day, time, flight and estimate.
    expect(within(ordered).getByText('Airport transfer')).toBeTruthy();
    expect(within(ordered).getByText('From the airport, flight LH 2400')).toBeTruthy();
    expect(within(ordered).getByText(/13:40/)).toBeTruthy();
    expect(within(ordered).getByText(/Estimate/)).toBeTruthy();

    const offers = screen.getByRole('region', { name: 'Make your stay better' });
    expect(
      within(offers)
        .getByRole('link', { name: /Breakfast/ })
        .getAttribute('href'),
    ).toBe('/stay/breakfast?slug=k3x9');
    expect(
      within(offers)
        .getByRole('link', { name: /Flowers/ })
        .getAttribute('href'),
    ).toBe('/stay/product/p-flowers?slug=k3x9');
    expect(within(offers).getByRole('link', { name: 'See all extras' }).getAttribute('href')).toBe(
      '/stay/extras?slug=k3x9',
    );

    const contacts = await screen.findByRole('region', { name: 'Contact us' });
    expect(
      within(contacts).getByRole('link', { name: 'Call us +4930555010' }).getAttribute('href'),
    ).toBe('tel:+4930555010');
    expect(
      within(contacts)
        .getByRole('link', { name: 'Message us on WhatsApp +4930555090 (opens in a new window)' })
        .getAttribute('href'),
    ).toBe('https://wa.me/4930555090');
  });

  it('shows nothing of the booker: no name, no e-mail (a shared link is for anyone)', async () => {
    await renderRoute('/stay?slug=k3x9', {
      resolvers: {
        ...stayResolvers(munichStay),
        Customer: () => ({ firstName: 'Aino', lastName: 'Virtanen', email: 'aino@example.com' }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: berlin.name });
    expect(document.body.textContent).not.toMatch(/Aino|Virtanen|aino@example.com/);
  });

  it('copies the stay link when the browser cannot share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    try {
      await renderRoute('/stay?slug=k3x9', { resolvers: stayResolvers(munichStay) });
      fireEvent.click(await screen.findByRole('button', { name: 'Share stay' }));
      expect(
        await screen.findByText('Link copied. Anyone with this link can open the stay.'),
      ).toBeTruthy();
      expect(writeText).toHaveBeenCalledWith('http://localhost:3000/stay?slug=k3x9');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a skeleton shaped like the page while the stay loads', async () => {
    await renderRoute('/stay?slug=k3x9', { manual: true });
    // The photo, the heading lines and three cards: more pieces than the generic loading screen.
    await waitFor(() =>
      expect(
        screen.getByRole('status').querySelectorAll('[aria-hidden="true"]').length,
      ).toBeGreaterThan(8),
    );
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading…');
  });
});

/** The sections' headings in the order the page shows them. */
function sectionOrder(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

/** The line a link is described by (`aria-describedby`). */
function descriptionOf(link: HTMLElement | undefined): string {
  const id = link?.getAttribute('aria-describedby');
  return (id && document.getElementById(id)?.textContent) || '';
}

function manageLinks() {
  const manage = screen.getByRole('region', { name: 'Manage your stay' });
  return Object.fromEntries(
    within(manage)
      .getAllByRole('link')
      .map((link) => [link.textContent, link]),
  );
}

describe('the stay through its life (Reservation.stage)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('before arrival: check in online first, then doors; manage times, dates, card and cancelling', async () => {
    await renderRoute('/stay?slug=k3x9', { resolvers: stayResolvers() });
    await screen.findByRole('region', { name: 'Manage your stay' });
    const order = sectionOrder();
    expect(order.indexOf('Online check-in')).toBeLessThan(order.indexOf('Manage your stay'));

    const links = manageLinks();
    expect(Object.keys(links)).toEqual([
      'Change check-in or check-out time',
      'Change dates',
      'Stay longer',
      'Payment card',
      'Cancel reservation',
    ]);
    expect(links['Change check-in or check-out time']?.getAttribute('href')).toBe(
      '/stay/change-time?slug=k3x9',
    );
    expect(links['Change dates']?.getAttribute('href')).toBe('/stay/change-dates?slug=k3x9');
    expect(links['Payment card']?.getAttribute('href')).toBe('/stay/add-card?slug=k3x9');
    expect(descriptionOf(links['Payment card'])).toContain('No card yet');
    expect(links['Cancel reservation']?.getAttribute('href')).toBe(
      '/stay/cancel-reservation?slug=k3x9',
    );
    expect(descriptionOf(links['Cancel reservation'])).toContain(
      'Free cancellation until Sun, 29 Nov 2099, 15:00',
    );
    // Check-out is no link yet: the rule, on the property's calendar.
    const manage = screen.getByRole('region', { name: 'Manage your stay' });
    expect(
      within(manage).getByText(
        'You can check out on your departure day, Thursday 3 December (Berlin time).',
      ),
    ).toBeTruthy();
  });

  it("offers changing the times until the standard check-out on the hotel's clock, not the phone's", async () => {
    // The hotel's clock past the stay's end while this device's is decades before it.
    await renderRoute('/stay?slug=k3x9', {
      resolvers: stayResolvers({
        ...berlinStay,
        asOf: '2099-12-03T10:00:01.000Z',
        stage: 'IN_HOUSE',
        hasStarted: true,
        nextStep: 'NONE',
      }),
    });
    await screen.findByRole('region', { name: 'Manage your stay' });
    expect(Object.keys(manageLinks())).not.toContain('Change check-in or check-out time');
  });

  it('mid-stay: a longer stay is offered, and cancelling says there is no refund', async () => {
    await renderRoute('/stay?slug=k3x9', {
      resolvers: stayResolvers({
        ...berlinStay,
        stage: 'IN_HOUSE',
        hasStarted: true,
        nextStep: 'NONE',
        card: { lastFour: '4242' },
      }),
    });
    await screen.findByRole('region', { name: 'Manage your stay' });
    const links = manageLinks();
    expect(links['Stay longer']?.getAttribute('href')).toBe(
      '/stay/reservation-extension?slug=k3x9',
    );
    expect(descriptionOf(links['Payment card'])).toContain('Card ending in 4242');
    expect(descriptionOf(links['Cancel reservation'])).toContain(
      'Your stay has started: no refund, the full price is charged',
    );
  });

  it('departure day: check-out comes first, and the list leads to it too', async () => {
    await renderRoute('/stay?slug=k3x9', {
      resolvers: stayResolvers({
        ...munichStay,
        stage: 'DEPARTURE_DAY',
        hasStarted: true,
        nextStep: 'CHECK_OUT',
      }),
    });
    const checkOut = await screen.findByRole('region', { name: 'Check-out today' });
    expect(sectionOrder()[0]).toBe('Your dates');
    expect(sectionOrder()[1]).toBe('Check-out today');
    expect(within(checkOut).getByText(/Check out in the app by 11:00/)).toBeTruthy();
    expect(within(checkOut).getByRole('link', { name: 'Check out' }).getAttribute('href')).toBe(
      '/stay/check-out?slug=k3x9',
    );
    expect(manageLinks()['Check out']?.getAttribute('href')).toBe('/stay/check-out?slug=k3x9');
  });

  it('departure day past the departure time: check out now, not "by" a time that is gone', async () => {
    await renderRoute('/stay?slug=k3x9', {
      resolvers: stayResolvers({
        ...munichStay,
        stage: 'DEPARTURE_DAY',
        hasStarted: true,
        nextStep: 'CHECK_OUT',
        isPastDepartureTime: true,
      }),
    });
    const checkOut = await screen.findByRole('region', { name: 'Check-out today' });
    expect(within(checkOut).getByText(/has passed: please check out in the app now/)).toBeTruthy();
    expect(within(checkOut).queryByText(/by 11:00/)).toBeNull();
  });

  it('departure day of a stay never checked in online: check in comes first, no check-out card', async () => {
    await renderRoute('/stay?slug=k3x9', {
      resolvers: stayResolvers({
        ...munichStay,
        stage: 'DEPARTURE_DAY',
        hasStarted: true,
        nextStep: 'CHECK_IN_ONLINE',
        checkInState: { state: 'GUEST_DETAILS_REQUIRED', idVerificationState: 'NOT_REQUIRED' },
      }),
    });
    await screen.findByRole('region', { name: 'Manage your stay' });
    expect(screen.queryByRole('region', { name: 'Check-out today' })).toBeNull();
  });

  it('checked out: says what stays open until when, and offers nothing more to manage', async () => {
    await renderRoute('/stay?slug=k3x9', {
      resolvers: stayResolvers({
        ...munichStay,
        stage: 'CHECKED_OUT',
        accessAfterCheckOut: {
          unitUntil: '2099-12-03T09:15:00.000Z',
          buildingUntil: '2099-12-03T22:00:00.000Z',
        },
      }),
    });
    expect(await screen.findByText("You've checked out")).toBeTruthy();
    expect(
      screen.getByText('The room stays open until 10:15, the building until 23:00.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Manage your stay' })).toBeNull();
  });

  it('a cancelled stay ahead says it was cancelled, not that it ended', async () => {
    await renderRoute('/stay?slug=k3x9', {
      resolvers: stayResolvers({ ...berlinStay, stage: 'CANCELLED', pageState: 'EXPIRED' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This stay was cancelled' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Your stay at Kopenhagener Straße 92 from 1 Dec 2099 to 3 Dec 2099 was cancelled.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/ended/)).toBeNull();
  });

  it('a signed-in guest without a stored stay sees their current stay', async () => {
    localStorage.setItem('guestAppSession', JSON.stringify({ expiresAt: '2099-01-01T00:00:00Z' }));
    const { environment, router } = await renderRoute('/stay', { manual: true });
    const lookup = await waitFor(() => {
      const pending = environment.mock
        .getAllOperations()
        .find((operation) => operation.request.node.params.name === 'currentReservationQuery');
      if (!pending) throw new Error('the active reservations were not asked for');
      return pending;
    });
    environment.mock.resolve(lookup, {
      data: {
        viewer: {
          id: 'v1',
          activeReservations: { edges: [{ node: { id: 'r1', slug: 'current-stay' } }] },
        },
      },
    });

    await waitFor(() => expect(router.state.location.search).toBe('?slug=current-stay'));
    expect(router.state.location.pathname).toBe('/stay');
  });

  it('a signed-in guest with no stay is told how to find one, without a sign-in link', async () => {
    localStorage.setItem('guestAppSession', JSON.stringify({ expiresAt: '2099-01-01T00:00:00Z' }));
    await renderRoute('/stay', {
      resolvers: { Viewer: () => ({ activeReservations: { edges: [] } }) },
    });
    expect(await screen.findByText(/Your account has no current or upcoming stay/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readOrderDraft } from '../../ordering/readOrderDraft.ts';
import { renderRoute } from '../../testing/renderRoute.tsx';

const eur = (decimalAmount: string) => ({
  amountMinor: Math.round(Number(decimalAmount) * 100),
  minorUnitDigits: 2,
  decimalAmount,
  currencyCode: 'EUR',
});

function product(type: string, name: string, price = '25.00', rest: object = {}) {
  return {
    productId: `p-${type.toLowerCase()}`,
    name,
    type,
    isOrderable: true,
    chargeMethod: 'ONCE',
    chargeInterval: 'ONCE',
    customerRewardId: null,
    priceGross: eur(price),
    ...rest,
  };
}

const offered = [
  product('PARKING', 'Parking', '22.00', {
    chargeMethod: 'PER_TIME_UNIT',
    chargeInterval: 'DAILY',
  }),
  product('SAUNA_KIT', 'Sauna kit', '29.00'),
  product('MID_STAY_CLEANING', 'Mid-stay cleaning', '39.00'),
  product('EARLY_CHECK_IN', 'Early check-in'),
  product('LATE_CHECK_OUT', 'Late check-out'),
  product('UNIT_CATEGORY_UPGRADE', 'Upgrade', '30.00'),
];

const custom = {
  REQUEST: {
    customProductId: 'c-transfer',
    type: 'REQUEST',
    productType: 'TRANSFER_SERVICE',
    title: 'Airport transfer',
    description: 'A private car between the airport and the building.',
    guidelines: 'Order at least 24 hours ahead.',
    noticeMinutes: 24 * 60,
    price: eur('55.00'),
    isExactPrice: false,
    actionName: null,
    actionUrl: null,
    dummyTitle: null,
    dummyMessage: null,
    logoUrl: null,
  },
  THIRD_PARTY: {
    customProductId: 'c-bikes',
    type: 'THIRD_PARTY',
    productType: null,
    title: 'City bikes',
    description: 'Rent a bike from our partner.',
    guidelines: null,
    price: eur('15.00'),
    isExactPrice: true,
    actionName: 'Book a bike',
    actionUrl: 'https://bikes.example/berlin',
    dummyTitle: null,
    dummyMessage: null,
    logoUrl: null,
  },
  DUMMY: {
    customProductId: 'c-drink',
    type: 'DUMMY',
    productType: null,
    title: 'Welcome drink',
    description: 'A glass of something local.',
    guidelines: null,
    price: eur('6.00'),
    isExactPrice: true,
    actionName: 'Get my drink',
    actionUrl: null,
    dummyTitle: 'Cheers!',
    dummyMessage: 'Show this screen at the bar.',
    logoUrl: null,
  },
  INFORMATIONAL: {
    customProductId: 'c-quiet',
    type: 'INFORMATIONAL',
    productType: null,
    title: 'Quiet hours',
    description: 'Please keep it down between 22:00 and 07:00.',
    guidelines: null,
    price: null,
    isExactPrice: false,
    actionName: null,
    actionUrl: null,
    dummyTitle: null,
    dummyMessage: null,
    logoUrl: null,
  },
};

function resolvers(reservation: object = {}, property: object = {}) {
  return {
    Reservation: () => ({
      slug: 'k3x9',
      guestCount: 2,
      asOf: new Date().toISOString(),
      // Stockholm: arrival Tue 1 Dec 2099 15:00, departure Thu 3 Dec 11:00.
      startDate: '2099-12-01T14:00:00.000Z',
      endDate: '2099-12-03T10:00:00.000Z',
      stage: 'IN_HOUSE',
      productOffers: [],
      offeredProducts: offered,
      keys: [{ type: 'PARKING', name: 'Garage gate' }],
      ...reservation,
    }),
    Property: () => ({
      key: 'stockholm-dro45',
      currencyCode: 'EUR',
      timeZone: 'Europe/Stockholm',
      contacts: { phone: '+4685550133', whatsappNumber: null },
      customProducts: Object.values(custom),
      ...property,
    }),
  };
}

/** Slots of one weekday, 09:00-17:00 in Stockholm (UTC+1 in winter). */
function cleaningSlots(isAvailable: (hour: number) => boolean) {
  return Array.from({ length: 8 }, (_, index) => ({
    startDate: `2026-11-25T${String(8 + index).padStart(2, '0')}:00:00.000Z`,
    endDate: `2026-11-25T${String(9 + index).padStart(2, '0')}:00:00.000Z`,
    isAvailable: isAvailable(9 + index),
  }));
}

describe('the product screens', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("parking shows the building's parking guide", async () => {
    await renderRoute('/stay/parking?slug=k3x9', { resolvers: resolvers() });

    const guide = await screen.findByRole('region', { name: 'Parking guide' });
    expect(guide.textContent).toContain('Open the garage with the "Garage gate" key');
    expect(guide.textContent).toContain('Park in one of the guest spots 12 to 16.');
    expect(guide.textContent).toContain('Maximum vehicle height: 1.95 m.');
  });

  it('parking counts and totals every night chosen', async () => {
    const night = (date: string) => ({ date, isAvailable: true, totalPrice: eur('22.00') });
    await renderRoute('/stay/parking?slug=k3x9', {
      resolvers: resolvers({
        dailyAvailability: {
          productId: 'p-parking',
          days: [night('2099-12-01'), night('2099-12-02'), night('2099-12-03')],
        },
      }),
    });

    const nights = await screen.findByRole('group', { name: 'Choose your nights' });
    for (const checkbox of within(nights).getAllByRole('checkbox')) fireEvent.click(checkbox);
    expect(await screen.findByText('3 nights · €66.00')).toBeTruthy();
    fireEvent.click(within(nights).getAllByRole('checkbox')[0] as HTMLElement);
    expect(await screen.findByText('2 nights · €44.00')).toBeTruthy();
  });

  it('says so, as the whole screen, when the stay does not offer the product', async () => {
    await renderRoute('/stay/gym?slug=k3x9', { resolvers: resolvers() });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "This extra can't be booked for your stay any more",
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See other extras' }).getAttribute('href')).toBe(
      '/stay/extras?slug=k3x9',
    );
  });

  it('says "not offered here" when the property does not sell the product', async () => {
    await renderRoute('/stay/gym?slug=k3x9', {
      resolvers: resolvers({ productOffers: [{ type: 'GYM', state: 'NOT_OFFERED_HERE' }] }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This extra is not offered here' }),
    ).toBeTruthy();
  });

  it.each([
    ['CANCELLED', 'This stay was cancelled'],
    ['CHECKED_OUT', "You've checked out"],
    ['ENDED', 'This stay is over'],
  ])('a product screen of a %s stay says why nothing can be ordered', async (stage, heading) => {
    await renderRoute('/stay/early-check-in?slug=k3x9', {
      resolvers: resolvers({ stage, offeredProducts: [] }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your stay' }).getAttribute('href')).toBe(
      '/stay?slug=k3x9',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('the sauna kit lists what the kit holds for 2 people', async () => {
    await renderRoute('/stay/sauna-kit?slug=k3x9', { resolvers: resolvers() });

    const contents = await screen.findByRole('region', { name: "What's in the kit" });
    const items = within(contents)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '2 face masks',
      '2 bottles of water',
      '2 lemonades',
      '2 sponges',
      '2 towels',
      '2 bathrobes',
      '1 pine scent',
    ]);
  });

  it('early check-in offers the times on sale and hands the chosen one to the order', async () => {
    await renderRoute('/stay/early-check-in?slug=k3x9', {
      resolvers: resolvers({
        earlyCheckInAvailability: {
          date: '2026-11-24',
          productId: 'p-early_check_in',
          price: eur('25.00'),
          timeslots: [
            { startDate: '2026-11-24T11:00:00.000Z', time: '12:00', remaining: 2 },
            { startDate: '2026-11-24T12:00:00.000Z', time: '13:00', remaining: 0 },
          ],
        },
      }),
    });

    const group = await screen.findByRole('radiogroup', { name: 'Arrive from' });
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    fireEvent.click(within(group).getByRole('radio', { name: '12:00 2 left' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const draft = readOrderDraft('k3x9');
    expect(draft?.request).toEqual({
      kind: 'products',
      items: [{ productId: 'p-early_check_in', timeslotStartsAt: '2026-11-24T11:00:00.000Z' }],
    });
    expect(draft?.total.decimalAmount).toBe('25.00');
  });

  it("late check-out with no time left says 'Darn it…' and how to reach us", async () => {
    await renderRoute('/stay/late-check-out?slug=k3x9', {
      resolvers: resolvers({
        lateCheckOutAvailability: {
          date: '2026-11-26',
          productId: 'p-late',
          price: eur('25.00'),
          timeslots: [],
        },
      }),
    });

    expect(
      await screen.findByText(
        "Darn it, we've run out of timeslots. Contact us and we'll see what we can do.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call +4685550133' }).getAttribute('href')).toBe(
      'tel:+4685550133',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('cleaning says what is complimentary and books a free slot at no charge', async () => {
    await renderRoute('/stay/cleaning/schedule?slug=k3x9', {
      resolvers: resolvers({
        cleaningAvailability: {
          productId: 'p-cleaning',
          cleaningAllowance: 1,
          scheduledCount: 0,
          remainingComplimentaryCount: 1,
          price: eur('39.00'),
          timeslots: cleaningSlots((hour) => hour !== 9),
        },
      }),
    });

    expect(await screen.findByText('Included in your stay')).toBeTruthy();
    const times = screen.getByRole('radiogroup', { name: 'Choose a time' });
    expect(within(times).getAllByRole('radio')).toHaveLength(8);
    expect(
      (within(times).getByRole('radio', { name: '09:00–10:00' }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(within(times).getByRole('radio', { name: '10:00–11:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const draft = readOrderDraft('k3x9');
    expect(draft?.request).toEqual({
      kind: 'products',
      items: [{ productId: 'p-cleaning', timeslotStartsAt: '2026-11-25T09:00:00.000Z' }],
    });
    expect(draft?.total.amountMinor).toBe(0);
  });

  it('cleaning with no free slot says to contact us, and offers no time', async () => {
    await renderRoute('/stay/cleaning?slug=k3x9', {
      resolvers: resolvers({
        cleaningAvailability: {
          productId: 'p-cleaning',
          cleaningAllowance: 0,
          scheduledCount: 0,
          remainingComplimentaryCount: 0,
          price: eur('39.00'),
          timeslots: cleaningSlots(() => false),
        },
      }),
    });

    expect(
      await screen.findByText(
        "There's no free cleaning time left during your stay. Contact us and we'll see what we can do.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Each extra cleaning costs €39.00.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Choose a time' })).toBeNull();
  });

  it('the upgrade shows each option with its features and price per night', async () => {
    await renderRoute('/stay/upgrade?slug=k3x9', {
      resolvers: resolvers({
        unitCategory: { name: 'Studio' },
        upgradeOptions: [
          {
            unitCategoryId: 'cat-suite',
            productId: 'p-upgrade',
            name: 'Suite',
            description: 'A bedroom and a living room.',
            features: ['Balcony', 'Bathtub'],
            isReward: false,
            nightsCount: 2,
            images: [{ url: 'https://images.example/suite.jpg', isPlaceholder: false }],
            pricePerNight: eur('30.00'),
          },
        ],
      }),
    });

    const option = await screen.findByRole('radio', { name: /Suite/ });
    const card = option.closest('label') as HTMLElement;
    expect(card.textContent).toContain('Balcony');
    expect(card.textContent).toContain('€30.00per night');
    expect(card.textContent).toContain('For 2 nights');
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: 'Continue · €60.00' }));
    expect(readOrderDraft('k3x9')?.request).toEqual({
      kind: 'products',
      items: [{ productId: 'p-upgrade', unitCategoryId: 'cat-suite' }],
    });
  });

  it('a custom product to order goes to the order confirmation', async () => {
    await renderRoute('/stay/product/c-drink?slug=k3x9', { resolvers: resolvers() });

    fireEvent.click(await screen.findByRole('button', { name: 'Get my drink' }));

    const draft = readOrderDraft('k3x9');
    expect(draft?.request).toEqual({
      kind: 'customProduct',
      customProductId: 'c-drink',
      transfer: null,
    });
    expect(draft?.success).toEqual({ title: 'Cheers!', message: 'Show this screen at the bar.' });
  });

  it('the transfer asks what it needs (way, day, time, flight or address) before it is ordered, its price an estimate', async () => {
    await renderRoute('/stay/product/c-transfer?slug=k3x9', { resolvers: resolvers() });

    expect(await screen.findByText('from €55.00')).toBeTruthy();
    expect(
      screen.getByText(
        'An estimate: the final price depends on the distance, the time of day and the number of passengers.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request a transfer' }));
    // Nothing is ordered without the time and the flight: the first missing field has focus.
    expect(readOrderDraft('k3x9')).toBeNull();
    const time = screen.getByLabelText(/Landing time/);
    await waitFor(() => expect(document.activeElement).toBe(time));
    expect(screen.getAllByText('Required')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2099-12-03' } });
    fireEvent.change(screen.getByLabelText('Direction'), { target: { value: 'TO_AIRPORT' } });
    fireEvent.change(screen.getByLabelText(/Pickup time/), { target: { value: '08:30' } });
    fireEvent.change(screen.getByLabelText('Pickup address'), {
      target: { value: ' Drottninggatan 45, Stockholm ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request a transfer' }));

    const draft = readOrderDraft('k3x9');
    expect(draft?.request).toEqual({
      kind: 'customProduct',
      customProductId: 'c-transfer',
      transfer: {
        direction: 'TO_AIRPORT',
        date: '2099-12-03',
        time: '08:30',
        address: 'Drottninggatan 45, Stockholm',
      },
    });
    // 08:30 in Stockholm (UTC+1 in December).
    expect(draft?.lines[0]).toMatchObject({
      startDate: '2099-12-03',
      time: '2099-12-03T07:30:00.000Z',
    });
    expect(draft?.total.decimalAmount).toBe('55.00');
  });

  it("offers no day or time inside the transfer's notice (the core API refuses them too)", async () => {
    // A stay from yesterday to the day after tomorrow, in Stockholm's calendar.
    const day = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(
        new Date(Date.now() + offset * 86_400_000),
      );
    await renderRoute('/stay/product/c-transfer?slug=k3x9', {
      resolvers: resolvers({
        startDate: `${day(-1)}T14:00:00.000Z`,
        endDate: `${day(2)}T10:00:00.000Z`,
      }),
    });
    const days = await screen.findByLabelText('Day');
    const offeredDays = [...(days as HTMLSelectElement).options]
      .map((option) => option.value)
      .filter(Boolean);
    // Yesterday and today are gone; tomorrow stays (its late hours are a day ahead).
    expect(offeredDays).toEqual([day(1), day(2)]);
    fireEvent.change(days, { target: { value: day(1) } });
    fireEvent.change(screen.getByLabelText(/Landing time/), { target: { value: '00:00' } });
    fireEvent.change(screen.getByLabelText('Flight number'), { target: { value: 'LH 2400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request a transfer' }));
    expect(
      await screen.findByText("That's too soon to arrange. Choose a later day or time."),
    ).toBeTruthy();
    expect(readOrderDraft('k3x9')).toBeNull();
  });

  it("reads the transfer's notice on the hotel system's clock, not the phone's", async () => {
    // The core API's clock is two days ahead of the phone's (a phone set wrong, a moved sandbox).
    const day = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(
        new Date(Date.now() + offset * 86_400_000),
      );
    await renderRoute('/stay/product/c-transfer?slug=k3x9', {
      resolvers: resolvers({
        asOf: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        startDate: `${day(1)}T14:00:00.000Z`,
        endDate: `${day(5)}T10:00:00.000Z`,
      }),
    });
    const days = await screen.findByLabelText('Day');
    const offeredDays = [...(days as HTMLSelectElement).options]
      .map((option) => option.value)
      .filter(Boolean);
    // On the hotel's clock it is day 2: days 1 and 2 are past or inside the 24 hours.
    expect(offeredDays).toEqual([day(3), day(4), day(5)]);
  });

  it('a transfer from the airport needs a flight number that looks like one', async () => {
    await renderRoute('/stay/product/c-transfer?slug=k3x9', { resolvers: resolvers() });
    fireEvent.change(await screen.findByLabelText(/Landing time/), { target: { value: '13:40' } });
    fireEvent.change(screen.getByLabelText('Flight number'), { target: { value: 'next tuesday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request a transfer' }));
    expect(await screen.findByText('Enter a flight number such as LH 2400')).toBeTruthy();
    expect(readOrderDraft('k3x9')).toBeNull();

    fireEvent.change(screen.getByLabelText('Flight number'), { target: { value: 'lh 2400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request a transfer' }));
    expect(readOrderDraft('k3x9')?.request).toMatchObject({
      transfer: {
        direction: 'FROM_AIRPORT',
        date: '2099-12-01',
        time: '13:40',
        flightNumber: 'LH 2400',
      },
    });
  });

  it("a third party's product links to the partner, an informational one has no action", async () => {
    await renderRoute('/stay/product/c-bikes?slug=k3x9', { resolvers: resolvers() });
    const link = await screen.findByRole('link', { name: /Book a bike/ });
    expect(link.getAttribute('href')).toBe('https://bikes.example/berlin');
    expect(link.getAttribute('target')).toBe('_blank');

    await renderRoute('/stay/product/c-quiet?slug=k3x9', { resolvers: resolvers() });
    expect(await screen.findByText('Please keep it down between 22:00 and 07:00.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Request|Continue/ })).toBeNull();
  });
});

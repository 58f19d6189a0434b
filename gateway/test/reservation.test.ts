import { describe, expect, it } from 'vitest';
import type { Reservation } from '../src/graphql/schema-types.generated.ts';
import { graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

const stayQuery = `query StayQuery($slug: String!) {
  reservation(slug: $slug) {
    id reservationId slug confirmationNumber startDate endDate checkInDate checkOutDate
    adultsCount childrenCount guestCount nightsCount status
    isCancelled isCheckedOut hasStarted isCheckOutAvailable
    totalPrice { amountMinor currencyCode }
    property { id key name city timeZone currencyCode isWhiteLabel contacts { phone whatsappNumber } }
    customer { customerId email firstName lastName isMember isMarketingConsentGiven referralCode }
    checkInState { state idVerificationState }
    card { cardId type paymentMethodCode authorizationState numberMasked }
    cards { cardId type paymentMethodCode }
    orderedItems(first: 10) { totalCount edges { node { orderItemId status priceGross { amountMinor currencyCode } } } }
    offeredProducts { productId name type isOrderable priceGross { amountMinor currencyCode } chargeInterval chargeMethod group }
    cancellationPolicy { cancellationType isFreeCancellationAvailable isOnlineTravelAgency freeCancellationEndDate }
    unit { unitId name number floor type features images { url sequenceNumber isPlaceholder } }
    unitCategory { id name type capacity features images { url sequenceNumber isPlaceholder } }
    keys { keyId name type accessType sequenceNumber code unavailability { code availableAt } }
    integrations { wifi { ssid password } accessGuidelines { accessType } commonDoors { type floorNumber signText } }
  }
}`;

type StayResult = { reservation: Reservation | null };

describe('reservation read model against the sandbox', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  it('reads the whole stay screen with one upstream call', async () => {
    // Arrived yesterday: the stay has started whatever the time of day.
    const booked = await sandbox().createReservation({
      adults: 2,
      children: 1,
      startInDays: -1,
      nights: 3,
    });
    const response = await graphql<StayResult>(gateway(), {
      query: stayQuery,
      variables: { slug: booked.slug },
    });
    expect(response.body.errors).toBeUndefined();
    const reservation = response.body.data?.reservation;
    expect(reservation).toMatchObject({
      slug: booked.slug,
      reservationId: booked.id,
      confirmationNumber: booked.confirmationNumber,
      adultsCount: 2,
      childrenCount: 1,
      guestCount: 3,
      nightsCount: 3,
      status: 'CONFIRMED',
      isCancelled: false,
      isCheckedOut: false,
      hasStarted: true,
      isCheckOutAvailable: false,
      property: { key: 'berlin-kop92', timeZone: 'Europe/Berlin' },
      // Read by slug alone: the owner's name, not their personal fields (security corpus).
      customer: { email: '', lastName: booked.lastName, referralCode: '', isMember: false },
      checkInState: { state: 'GUEST_DETAILS_REQUIRED' },
      cancellationPolicy: { cancellationType: 'REFUNDABLE', isOnlineTravelAgency: false },
    });
    expect(sandbox().calls).toEqual([`GET /check-in/${booked.slug}`]);
  });

  it('derives payment codes, normalised phones and ordered images', async () => {
    const booked = await sandbox().createReservation({ card: 'valid' });
    const { body } = await graphql<StayResult>(gateway(), {
      query: stayQuery,
      variables: { slug: booked.slug },
    });
    const reservation = body.data?.reservation;
    expect(reservation?.card?.paymentMethodCode).toMatch(/^(VIS|ECA|AMX|DIN|DIS|JCB|CUP)$/);
    expect(reservation?.property.contacts.phone).toMatch(/^\+\d+$/);
    const sequence = reservation?.unitCategory?.images.map((image) => image.sequenceNumber) ?? [];
    expect(sequence.length).toBeGreaterThan(0);
    expect(sequence).toEqual(sequence.toSorted((a, b) => a - b));
    for (const item of reservation?.orderedItems.edges ?? []) {
      expect(['PENDING', 'PROCESSED', 'CONFIRMED', 'DELIVERED']).toContain(item.node.status);
    }
    for (const product of reservation?.offeredProducts ?? [])
      expect(product.isOrderable).toBe(true);
  });

  it('derives the cancellation type for each policy', async () => {
    const expectations = [
      ['refundable', 'REFUNDABLE'],
      ['non-refundable', 'NON_REFUNDABLE'],
      ['ota', 'ONLINE_TRAVEL_AGENCY'],
    ] as const;
    for (const [cancellation, expected] of expectations) {
      const booked = await sandbox().createReservation({ cancellation });
      const { body } = await graphql<StayResult>(gateway(), {
        query:
          'query($slug: String!) { reservation(slug: $slug) { cancellationPolicy { cancellationType } } }',
        variables: { slug: booked.slug },
      });
      expect(body.data?.reservation?.cancellationPolicy.cancellationType).toBe(expected);
    }
  });

  it('hides door codes of unpaid reservations behind the not-paid variant', async () => {
    const booked = await sandbox().createReservation({ paid: false });
    const { body } = await graphql<StayResult>(gateway(), {
      query:
        'query($slug: String!) { reservation(slug: $slug) { keys { accessType code unavailability { code } } } }',
      variables: { slug: booked.slug },
    });
    const codeKeys = body.data?.reservation?.keys.filter(
      (key: { accessType: string }) => key.accessType === 'CODE',
    );
    expect(codeKeys?.length).toBeGreaterThan(0);
    for (const key of codeKeys ?? []) {
      expect(key.code).toBeNull();
      expect(key.unavailability?.code).toBe('NOT_PAID');
    }
  });

  it('flags cancelled reservations', async () => {
    const booked = await sandbox().createReservation({
      status: 'canceled',
      startInDays: -2,
      nights: 2,
    });
    const { body } = await graphql<StayResult>(gateway(), {
      query:
        'query($slug: String!) { reservation(slug: $slug) { status isCancelled isCheckOutAvailable } }',
      variables: { slug: booked.slug },
    });
    expect(body.data?.reservation).toEqual({
      status: 'CANCELED',
      isCancelled: true,
      isCheckOutAvailable: false,
    });
  });

  it('opens check-out on the departure day', async () => {
    const booked = await sandbox().createReservation({ startInDays: -2, nights: 2 });
    const { body } = await graphql<StayResult>(gateway(), {
      query:
        'query($slug: String!) { reservation(slug: $slug) { hasStarted isCheckOutAvailable } }',
      variables: { slug: booked.slug },
    });
    expect(body.data?.reservation).toEqual({ hasStarted: true, isCheckOutAvailable: true });
  });

  it('answers null for an unknown slug, and refuses an empty one as bad input', async () => {
    const unknown = await graphql<StayResult>(gateway(), {
      query: stayQuery,
      variables: { slug: 'no-such-slug' },
    });
    expect(unknown.body).toEqual({ data: { reservation: null } });
    const empty = await graphql<StayResult>(gateway(), {
      query: stayQuery,
      variables: { slug: '' },
    });
    expect(empty.body.data).toEqual({ reservation: null });
    expect(empty.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'slug' });
    expect(sandbox().calls).toEqual(['GET /check-in/no-such-slug']);
  });

  it('finds a reservation by last name and booking number', async () => {
    const booked = await sandbox().createReservation({ lastName: 'Virtanen' });
    const query = `query($lastName: String!, $bookingNumber: String!) {
      checkInReservation(lastName: $lastName, bookingNumber: $bookingNumber) { slug confirmationNumber }
    }`;
    const found = await graphql(gateway(), {
      query,
      variables: { lastName: 'virtanen', bookingNumber: booked.confirmationNumber },
    });
    expect(found.body.data).toEqual({
      checkInReservation: { slug: booked.slug, confirmationNumber: booked.confirmationNumber },
    });
    const missing = await graphql(gateway(), {
      query,
      variables: { lastName: 'Someone', bookingNumber: booked.confirmationNumber },
    });
    expect(missing.body).toEqual({ data: { checkInReservation: null } });
  });

  it('refetches a reservation through node(id), one upstream call per distinct resource', async () => {
    const booked = await sandbox().createReservation();
    const first = await graphql<StayResult>(gateway(), {
      query: 'query($slug: String!) { reservation(slug: $slug) { id } }',
      variables: { slug: booked.slug },
    });
    const id = first.body.data?.reservation?.id;
    sandbox().calls.length = 0;
    const refetched = await graphql(
      gateway(),
      {
        query: `query($id: ID!, $slug: String!) {
        viaNode: node(id: $id) { __typename id ... on Reservation { slug property { key } } }
        again: node(id: $id) { id }
        viaSlug: reservation(slug: $slug) { id guestCount customer { lastName } }
      }`,
        variables: { id, slug: booked.slug },
      },
      { 'x-slug': booked.slug },
    );
    expect(refetched.body.data).toEqual({
      viaNode: {
        __typename: 'Reservation',
        id,
        slug: booked.slug,
        property: { key: 'berlin-kop92' },
      },
      again: { id },
      viaSlug: { id, guestCount: 2, customer: { lastName: booked.lastName } },
    });
    expect(sandbox().calls).toEqual([`GET /check-in/${booked.slug}`]);
  });

  it('gives a reservation an id that does not reveal its slug, and node(id) needs the slug too', async () => {
    const booked = await sandbox().createReservation();
    const other = await sandbox().createReservation();
    const { body } = await graphql<StayResult>(gateway(), {
      query: 'query($slug: String!) { reservation(slug: $slug) { id } }',
      variables: { slug: booked.slug },
    });
    const id = body.data?.reservation?.id ?? '';
    expect(Buffer.from(id, 'base64url').toString('utf8')).not.toContain(booked.slug);
    expect(id).not.toContain(booked.slug);
    const nodeQuery = { query: 'query($id: ID!) { node(id: $id) { id } }', variables: { id } };
    const withoutSlug = await graphql(gateway(), nodeQuery);
    const withAnotherSlug = await graphql(gateway(), nodeQuery, { 'x-slug': other.slug });
    const withItsSlug = await graphql(gateway(), nodeQuery, { 'x-slug': booked.slug });
    expect(withoutSlug.body).toEqual({ data: { node: null } });
    expect(withAnotherSlug.body).toEqual({ data: { node: null } });
    expect(withItsSlug.body).toEqual({ data: { node: { id } } });
  });

  it('answers null for node ids it cannot read', async () => {
    const { body } = await graphql(gateway(), { query: '{ node(id: "bm90LWEtbm9kZQ") { id } }' });
    expect(body).toEqual({ data: { node: null } });
  });

  it('forwards the caller language and request id to the core API', async () => {
    const booked = await sandbox().createReservation();
    const response = await graphql(
      gateway(),
      {
        query: 'query($slug: String!) { reservation(slug: $slug) { id } }',
        variables: { slug: booked.slug },
      },
      { 'x-language-code': 'de-DE', 'x-request-id': 'req-test-123', authorization: 'Bearer x.y.z' },
    );
    expect(response.headers['x-request-id']).toBe('req-test-123');
    const upstream = sandbox().requests.at(-1)?.headers;
    expect(upstream).toMatchObject({
      'x-language-code': 'de-DE',
      'x-request-id': 'req-test-123',
      'x-slug': booked.slug,
    });
    // The reservation read does not need authentication: no bearer goes upstream.
    expect(upstream?.authorization).toBeUndefined();
  });
});

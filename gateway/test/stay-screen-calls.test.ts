import { describe, expect, it } from 'vitest';
import { stayAvailabilityCalls } from './support/core-api-calls.ts';
import { graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

// The stay screen and its tabs in one document: the reservation, its property with contacts and
// content, the unit category, every availability, and the same resources selected again under
// aliases and a second root field, as fragments of several components would. Each distinct core
// API resource must still be read once.
const stayScreenQuery = `query StayScreenQuery($slug: String!, $unitCategoryId: String!) {
  reservation(slug: $slug) {
    id slug guestCount nightsCount status isCancelled isCheckedOut hasStarted isCheckOutAvailable
    checkInState { state idVerificationState }
    customer { email referralCode isMarketingConsentGiven }
    card { paymentMethodCode } cards { paymentMethodCode }
    orderedItems(first: 10) { totalCount }
    offeredProducts { productId type }
    cancellationPolicy { cancellationType }
    unit { name images { url isPlaceholder } }
    unitCategory { id name images { url } }
    keys { keyId accessType code unavailability { code availableAt } }
    integrations { wifi { ssid } }
    property {
      id key name timeZone
      contacts { phone whatsappNumber }
      helpContent { helpCenterId access { title } }
      partnerContent { breakfast { name } gym { accessType } }
      customProducts { customProductId type }
    }
    sameProperty: property { contacts { phone } helpContent { language } customProducts { title } }
    cleaningAvailability { cleaningAllowance timeslots { startDate isAvailable } }
    breakfast: dailyAvailability(product: BREAKFAST) { days { date } }
    breakfastAgain: dailyAvailability(product: BREAKFAST) { guestCount }
    upgradeOptions { unitCategoryId }
    earlyCheckInAvailability { timeslots { time } }
    lateCheckOutAvailability { timeslots { time } }
    extensionOptions { kind isAvailable }
    unitAvailability { type date }
  }
  again: reservation(slug: $slug) { id unitAvailability { date } cleaningAvailability { scheduledCount } }
  unitCategory(unitCategoryId: $unitCategoryId) { name capacity }
}`;

describe("the stay screen's full query against the sandbox", () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  // The expanded reservation carries the property, its contacts and the unit category; the root
  // `unitCategory` field runs beside it, before that answer exists, so it reads the category.
  it('reads each distinct core API resource at most once', async () => {
    const booked = await sandbox().createReservation({ propertyKey: 'helsinki-kas40', nights: 3 });
    const categoryId = await unitCategoryIdOf(booked.slug);
    sandbox().calls.length = 0;

    const { body } = await graphql(gateway(), {
      query: stayScreenQuery,
      variables: { slug: booked.slug, unitCategoryId: categoryId },
    });

    expect(body.errors).toBeUndefined();
    expect(body.data?.reservation).toMatchObject({
      slug: booked.slug,
      property: { key: 'helsinki-kas40', contacts: { phone: expect.stringMatching(/^\+\d+$/) } },
      unitCategory: { id: expect.any(String) },
    });
    expect(body.data?.unitCategory).toMatchObject({ name: expect.any(String) });
    expect(sandbox().calls.toSorted()).toEqual(
      [
        `GET /check-in/${booked.slug}`,
        `GET /property-unit-categories/${categoryId}`,
        'GET /property-content',
        'GET /product-content',
        'GET /custom-products',
        ...stayAvailabilityCalls,
      ].toSorted(),
    );
  });

  async function unitCategoryIdOf(slug: string): Promise<string> {
    const { body } = await graphql<{ reservation: { unitCategory: { unitCategoryId: string } } }>(
      gateway(),
      {
        query:
          'query($slug: String!) { reservation(slug: $slug) { unitCategory { unitCategoryId } } }',
        variables: { slug },
      },
    );
    const id = body.data?.reservation.unitCategory.unitCategoryId;
    if (!id) throw new Error('the booked reservation has no unit category');
    return id;
  }
});

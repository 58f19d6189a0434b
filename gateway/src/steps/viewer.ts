/** The signed-in customer, shared by `Query.viewer`, `verifyLoginCode` and the `Viewer` type. */
import { GatewayError } from '../errors/gateway-error.ts';
import { type Loaders, viewerKey } from '../graphql/loaders.ts';
import type { CustomerView, ViewerView } from '../graphql/mappers.ts';
import type { CustomerDto, ReservationDto } from '../upstream/dto.ts';

/**
 * Reads the signed-in customer through these loaders. Undefined when the core API does not accept
 * the session (no valid session means no viewer); an empty customer list is 'Customer not found'.
 */
export async function loadViewer(loaders: Loaders): Promise<ViewerView | undefined> {
  let customer: CustomerDto | undefined;
  try {
    customer = await loaders.viewerCustomer.load(viewerKey);
  } catch (error) {
    if (error instanceof GatewayError && error.classified.code === 'UNAUTHENTICATED') {
      return undefined;
    }
    throw error;
  }
  if (!customer) throw GatewayError.of('CUSTOMER_NOT_FOUND');
  return { customer, loaders };
}

/**
 * A reservation's customer as this request may see them. The slug holder is not necessarily the
 * account holder (spec §6: an invited guest cannot see the owner's account), so the owner's
 * personal fields (e-mail, loyalty user id, external id, referral code, messaging hash, consent)
 * are kept only for a session of that very customer; the name stays, as on the booking itself.
 * Without a session, or when the core API cannot say who the session is, they are left out: the
 * stay itself stays fully usable by its slug.
 */
export async function customerAsSeenBy(
  reservation: Pick<ReservationDto, 'id'>,
  customer: CustomerDto,
  { session, loaders }: { session: unknown; loaders: Loaders },
): Promise<CustomerView> {
  if (session && (await signedInCustomerId(loaders)) === customer.id) return customer;
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    seenThroughReservation: reservation.id,
  };
}

async function signedInCustomerId(loaders: Loaders): Promise<string | undefined> {
  try {
    return (await loaders.viewerCustomer.load(viewerKey))?.id;
  } catch {
    // A refused or unreadable session proves nothing about who holds the slug.
    return undefined;
  }
}

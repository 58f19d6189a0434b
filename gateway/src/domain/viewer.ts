/** The signed-in customer, shared by `Query.viewer`, `verifyLoginCode` and the `Viewer` type. */
import { GatewayError } from '../errors/gateway-error.ts';
import { type Loaders, viewerKey } from '../graphql/loaders.ts';
import type { CustomerDto } from '../upstream/dto.ts';

/** The signed-in customer plus the loaders bound to their session (the bearer they carry). */
export type ViewerView = { customer: CustomerDto; loaders: Loaders };

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

/** A stay's product availability, read once per product type through the request's loader. */
import { availableProducts } from '../derive/stay/index.ts';
import { isCancelledStatus } from '../derive/time.ts';
import type { GatewayContext } from '../graphql/context.ts';
import type {
  CleaningAvailabilityDto,
  DailyAvailabilityDto,
  ExtensionAvailabilityDto,
  ProductAvailabilityDto,
  ReservationDto,
  TimeslotAvailabilityDto,
  UnitAvailabilityDateDto,
  UpgradeAvailabilityDto,
} from '../upstream/dto.ts';

/**
 * The availability of a product for a stay, when its answer has the expected shape. A cancelled
 * stay offers nothing, and neither does a property for a product it does not offer (not among
 * the stay's available products): both are null without asking the core API, as is a product
 * the core API does not know (404).
 */
export async function availabilityOf<Shape extends ProductAvailabilityDto>(
  reservation: ReservationDto,
  productType: string,
  isShape: (answer: ProductAvailabilityDto) => answer is Shape,
  { loaders }: GatewayContext,
): Promise<Shape | null> {
  if (isCancelledStatus(reservation.status)) return null;
  if (!offersProductType(reservation, productType)) return null;
  const answer = await loaders.productAvailability.load({
    reservationId: reservation.id,
    productType,
  });
  return answer && isShape(answer) ? answer : null;
}

export const availabilityShape = {
  cleaning: (answer: ProductAvailabilityDto): answer is CleaningAvailabilityDto =>
    'cleaningAllowance' in answer,
  daily: (answer: ProductAvailabilityDto): answer is DailyAvailabilityDto => 'days' in answer,
  upgrade: (answer: ProductAvailabilityDto): answer is UpgradeAvailabilityDto =>
    answer.productType === 'unit-category-upgrade',
  timeslots: (answer: ProductAvailabilityDto): answer is TimeslotAvailabilityDto =>
    'date' in answer,
  extension: (answer: ProductAvailabilityDto): answer is ExtensionAvailabilityDto =>
    answer.productType === 'reservation-extension-request',
};

/** Whether the stay's products include an available one of this type (when it lists them). */
function offersProductType(reservation: ReservationDto, productType: string): boolean {
  if (!reservation.products) return true;
  return availableProducts(reservation.products).some((product) => product.type === productType);
}

/** The arrival and departure days the stay's unit allows; none for a cancelled stay, unasked. */
export function unitDatesOf(
  reservation: ReservationDto,
  { loaders }: GatewayContext,
): Promise<UnitAvailabilityDateDto[]> {
  return isCancelledStatus(reservation.status)
    ? Promise.resolve([])
    : loaders.unitAvailability.load(reservation.id);
}

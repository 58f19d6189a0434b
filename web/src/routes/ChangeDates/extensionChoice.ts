import { type ExactMoney, multiplyMoney } from '../../ordering/money.ts';
import { addDays } from '../../ui/localDate.ts';

/** A stay extension option as the screens read it (the schema's `ExtensionOption`). */
export type ExtensionOptionData = {
  readonly productId: string;
  readonly kind: 'ONE_NIGHT' | 'TWO_NIGHTS' | 'MORE_THAN_TWO_NIGHTS' | string;
  readonly nights: number;
  readonly maxNights: number;
  readonly isAvailable: boolean;
};

/** What the guest chose: nights added, the new departure day and the price. */
export type ExtensionChoice = {
  readonly productId: string;
  readonly nights: number;
  /** `LocalDate` of the new departure. */
  readonly endDate: string;
  readonly price: ExactMoney;
};

/** The option that sells `nights` more nights: 1, 2, or more than 2 up to what the unit allows. */
export function optionFor<T extends ExtensionOptionData>(
  options: readonly T[],
  nights: number,
): T | null {
  if (!Number.isInteger(nights) || nights < 1) return null;
  const kind = nights === 1 ? 'ONE_NIGHT' : nights === 2 ? 'TWO_NIGHTS' : 'MORE_THAN_TWO_NIGHTS';
  const option = options.find((candidate) => candidate.kind === kind);
  if (!option?.isAvailable) return null;
  // More than 2 nights: between its least and the most nights the unit is free after the stay.
  return nights >= option.nights && nights <= option.maxNights ? option : null;
}

/** The choice of `nights` more nights after `departureDate`, priced per night. */
export function extensionChoice(
  option: ExtensionOptionData,
  nights: number,
  departureDate: string,
  pricePerNight: ExactMoney,
): ExtensionChoice {
  return {
    productId: option.productId,
    nights,
    endDate: addDays(departureDate, nights),
    price: multiplyMoney(pricePerNight, nights),
  };
}

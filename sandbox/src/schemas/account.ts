import { Type } from 'typebox';
import { Image, NameList, Nullable, StringEnum } from './common.ts';
import { PropertyBrief } from './property.ts';
import { ReservationDates, ReservationStatus } from './reservation.ts';

/** Headers of the bearer-protected account calls (the token is checked before validation). */
export const BearerHeaders = Type.Object({
  authorization: Type.Optional(Type.String({ description: 'Bearer <access token>' })),
  'x-language-code': Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z]{2})?$' })),
  'x-platform': Type.Optional(
    Type.String({ maxLength: 32, description: 'Client platform, e.g. web; accepted and ignored' }),
  ),
});

export const bearerSecurity = [{ bearer: [] }];

export const CustomerIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const CustomerPatch = Type.Object(
  {
    isMarketingConsentGiven: Type.Literal(true, {
      description: 'Consent can be given, not withdrawn (spec §4)',
    }),
  },
  { additionalProperties: false },
);

export const CustomerStatistics = Type.Object(
  {
    nightsStayed: Type.Integer({ minimum: 0 }),
    propertiesVisited: Type.Integer({ minimum: 0 }),
    propertiesTotal: Type.Integer({ minimum: 0 }),
  },
  { title: 'CustomerStatistics' },
);

export const RewardContent = Type.Object({
  subTitle: Type.String(),
  description: Type.String(),
  guideline: Type.String(),
});

export const Reward = Type.Object(
  {
    id: Type.String(),
    type: Type.String({
      description:
        'loyalty-voucher, check-in-early, check-out-late, gym, exclusive-offers-access, obvlo-access, property-unit-category-upgrade, or a type the app drops',
    }),
    name: Type.String(),
    nightsUntilNextTier: Type.Integer({ minimum: 0 }),
    totalNightsRequired: Type.Integer({ minimum: 0 }),
    reservationsUntilNextTier: Type.Integer({ minimum: 0 }),
    content: Nullable(RewardContent),
    redeemedAt: Nullable(
      Type.String({
        format: 'date-time',
        description: 'Addition: when the reward was used (each is used once); null while unused',
      }),
    ),
  },
  { title: 'Reward' },
);

/** Names accepted by `$expand` on GET /customers. */
export const customerExpansions = ['referralVoucherCodes'] as const;

/** Names accepted by `$expand` on GET /reservations. */
export const reservationListExpansions = ['property', 'propertyUnitCategory'] as const;
export type ReservationListExpansion = (typeof reservationListExpansions)[number];

export const reservationListStatuses = ['confirmed', 'started', 'canceled'] as const;
export type ReservationListStatus = (typeof reservationListStatuses)[number];

export const ReservationListQuery = Type.Object({
  status: Type.Optional(
    Type.String({
      pattern: '^(confirmed|started|canceled)(,(confirmed|started|canceled))*$',
      description:
        'Comma-separated: confirmed (not started yet), started (arrival day reached), canceled. Default: all',
    }),
  ),
  'endDate[gte]': Type.Optional(
    Type.String({
      format: 'date-time',
      description: 'Only stays whose departure (check-out time) is at or after this instant',
    }),
  ),
  $expand: NameList(reservationListExpansions, 'Comma-separated'),
});

export const ReservationListItem = Type.Object(
  {
    id: Type.String(),
    slug: Type.String(),
    confirmationNumber: Type.String(),
    ...ReservationDates,
    status: ReservationStatus,
    property: Type.Optional(PropertyBrief),
    propertyUnitCategory: Type.Optional(
      Type.Object({ id: Type.String(), name: Type.String(), images: Type.Array(Image) }),
    ),
  },
  {
    title: 'ReservationListItem',
    description: 'White-label stays are included; the gateway leaves them out',
  },
);

export const ReservationStateAnswer = Type.Object({
  state: StringEnum(['guest-details-required', 'id-verification-required', 'check-in-completed']),
  idVerificationState: StringEnum(['approved', 'banned', 'declined', 'required', 'not-required']),
});

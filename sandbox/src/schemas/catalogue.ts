import { Type } from 'typebox';
import { CurrencyCode, Money, NameList, Nullable, StringEnum } from './common.ts';
import { ProductGroup } from './product.ts';
import { Property } from './property.ts';

// Properties, their help and partner content, and custom products (spec §3, §7).

export const PropertyId = Type.String({ minLength: 1, maxLength: 64 });

export const PropertyIdQuery = Type.Object({ propertyId: PropertyId });

/** Every field `$select` can name: the property's own fields, not its expansions. */
export const SelectableProperty = Type.Omit(Property, ['integrations']);
type SelectableField = keyof typeof SelectableProperty.properties;
export const selectablePropertyFields = Object.keys(SelectableProperty.properties) as [
  SelectableField,
  ...SelectableField[],
];

export const PropertySelection = Type.Partial(SelectableProperty, {
  title: 'PropertySelection',
  description: 'The fields `$select` named, or all of them without `$select`',
});

export const SelectQuery = NameList(
  selectablePropertyFields,
  'Comma-separated; all fields without it',
);

export const HelpArticle = Type.Object({
  id: Type.String(),
  title: Type.String(),
  body: Type.String(),
  description: Type.String(),
});

export const PropertyContent = Type.Object(
  {
    propertyId: Type.String(),
    language: Type.String({
      description: 'Language of the articles: the x-language-code when translated, else en',
    }),
    helpCenterId: Type.String(),
    helpCenterIdentifier: Type.String(),
    guestAreaImageUrl: Type.String(),
    articles: Type.Object({
      access: Type.Array(HelpArticle),
      apartment: Type.Array(HelpArticle),
      'check-out': Type.Array(HelpArticle),
      reservation: Type.Array(HelpArticle),
    }),
    accessGuides: Type.Array(
      Type.Object({ id: Type.String(), title: Type.String(), body: Type.String() }),
      { description: 'Per-building access guide, in order' },
    ),
  },
  { title: 'PropertyContent' },
);

export const PartnerContent = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    description: Type.String(),
    address: Type.String(),
    googleMapsUrl: Type.String(),
    websiteUrl: Type.String(),
    imageUrl: Type.String(),
    tags: Type.Array(Type.String()),
  },
  { title: 'PartnerContent' },
);

export const GymAccessType = StringEnum([
  'in-app',
  'access-card',
  'on-demand',
  'in-building',
  'in-building-without-code',
]);

export const GymContent = Type.Object(
  {
    ...PartnerContent.properties,
    accessType: GymAccessType,
    accessGuidelines: Type.String(),
  },
  { title: 'GymContent' },
);

export const productContentExpansions = ['breakfast', 'gym'] as const;
export type ProductContentExpansion = (typeof productContentExpansions)[number];

export const ProductContent = Type.Object(
  {
    propertyId: Type.String(),
    breakfast: Type.Optional(Nullable(PartnerContent)),
    gym: Type.Optional(Nullable(GymContent)),
  },
  { title: 'ProductContent', description: 'Partner content; null when the property has none' },
);

export const customProductExpansions = ['productGroup'] as const;

export const CustomProduct = Type.Object(
  {
    id: Type.String(),
    propertyId: Type.String(),
    type: StringEnum(['dummy', 'informational', 'request', 'third-party']),
    title: Type.String(),
    description: Type.String(),
    imageUrl: Type.String(),
    logoUrl: Nullable(Type.String()),
    guidelines: Nullable(Type.String()),
    price: Nullable(Money),
    currency: CurrencyCode,
    isExactPrice: Type.Boolean({ description: 'False: the price is a "from" price' }),
    productType: Nullable(StringEnum(['transfer-service'])),
    noticeMinutes: Nullable(
      Type.Integer({
        minimum: 0,
        description:
          'Addition: a request is for a date and time at least this long after it is ordered; null: no notice',
      }),
    ),
    actionUrl: Nullable(Type.String({ description: 'third-party only' })),
    actionName: Nullable(Type.String({ description: 'third-party and dummy' })),
    dummyTitle: Nullable(Type.String({ description: 'dummy only: success title' })),
    dummyMessage: Nullable(Type.String({ description: 'dummy only: success message' })),
    group: Type.String({ description: 'Product group key' }),
    productGroup: Type.Optional(ProductGroup),
  },
  {
    title: 'CustomProduct',
    description:
      'As stored upstream: incomplete third-party or dummy products are answered too, clients drop them',
  },
);

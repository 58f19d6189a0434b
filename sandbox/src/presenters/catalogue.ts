import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type {
  CustomProductTable,
  HelpArticleGroup,
  PartnerContentTable,
  ProductGroupTable,
  UnitCategoryImageTable,
  UnitCategoryTable,
} from '../db/types.ts';
import { toMajor } from '../domain/money.ts';
import { onSandbox } from '../plugins/public-origin.ts';
import type { PropertyContentRows } from '../repositories/catalogue.ts';
import type {
  CustomProduct,
  GymContent,
  PartnerContent,
  PropertyContent,
} from '../schemas/catalogue.ts';
import type { UnitCategory } from '../schemas/unit.ts';
import { kilograms, presentImages } from './common.ts';

export function presentUnitCategory(
  category: UnitCategoryTable,
  images: readonly UnitCategoryImageTable[],
): Static<typeof UnitCategory> {
  return {
    id: category.id,
    propertyId: category.propertyId,
    name: category.name,
    type: category.type as Static<typeof UnitCategory>['type'],
    capacity: category.capacity,
    description: category.description,
    features: category.features,
    images: presentImages(images),
    cmsSlug: category.cmsSlug,
    emissionsCo2ePerNight: kilograms(category.emissionsCo2eGramsPerNight),
  };
}

export function presentPropertyContent(
  rows: PropertyContentRows,
  language: string,
): Static<typeof PropertyContent> {
  const articles: Static<typeof PropertyContent>['articles'] = {
    access: [],
    apartment: [],
    'check-out': [],
    reservation: [],
  };
  for (const article of rows.articles) {
    const { id, title, body, description } = article;
    articles[article.group as HelpArticleGroup].push({ id, title, body, description });
  }
  return {
    propertyId: rows.content.propertyId,
    language,
    helpCenterId: rows.content.helpCenterId,
    helpCenterIdentifier: rows.content.helpCenterIdentifier,
    guestAreaImageUrl: rows.content.guestAreaImageUrl,
    articles,
    accessGuides: rows.accessGuides.map(({ id, title, body }) => ({ id, title, body })),
  };
}

export function presentPartner(
  partner: PartnerContentTable,
  request: FastifyRequest,
): Static<typeof PartnerContent> {
  return {
    id: partner.id,
    name: partner.name,
    description: partner.description,
    address: partner.address,
    googleMapsUrl: partner.googleMapsUrl,
    websiteUrl: onSandbox(partner.websiteUrl, request),
    imageUrl: partner.imageUrl,
    tags: JSON.parse(partner.tags) as string[],
  };
}

export function presentGym(
  partner: PartnerContentTable,
  request: FastifyRequest,
): Static<typeof GymContent> {
  return {
    ...presentPartner(partner, request),
    accessType: (partner.accessType ?? 'on-demand') as Static<typeof GymContent>['accessType'],
    accessGuidelines: partner.accessGuidelines ?? '',
  };
}

export function presentCustomProduct(
  product: CustomProductTable,
  groups: readonly ProductGroupTable[] | undefined,
  request: FastifyRequest,
): Static<typeof CustomProduct> {
  const group = groups?.find((candidate) => candidate.key === product.groupKey);
  return {
    id: product.id,
    propertyId: product.propertyId,
    type: product.type,
    title: product.title,
    description: product.description,
    imageUrl: product.imageUrl,
    logoUrl: product.logoUrl,
    guidelines: product.guidelines,
    price: product.priceMinor === null ? null : toMajor(product.priceMinor),
    currency: product.currencyCode,
    isExactPrice: product.isExactPrice === 1,
    productType: product.productType as Static<typeof CustomProduct>['productType'],
    noticeMinutes: product.noticeMinutes,
    actionUrl: onSandbox(product.actionUrl, request),
    actionName: product.actionName,
    dummyTitle: product.dummyTitle,
    dummyMessage: product.dummyMessage,
    group: product.groupKey,
    ...(group ? { productGroup: group as Static<typeof CustomProduct>['productGroup'] } : {}),
  };
}

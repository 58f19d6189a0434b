import type access from '../locales/en-GB/access.json';
import type account from '../locales/en-GB/account.json';
import type ask from '../locales/en-GB/ask.json';
import type cancel from '../locales/en-GB/cancel.json';
import type changes from '../locales/en-GB/changes.json';
import type changeTime from '../locales/en-GB/changeTime.json';
import type checkIn from '../locales/en-GB/checkIn.json';
import type checkOut from '../locales/en-GB/checkOut.json';
import type cleaning from '../locales/en-GB/cleaning.json';
import common from '../locales/en-GB/common.json';
import type contact from '../locales/en-GB/contact.json';
import type content from '../locales/en-GB/content.json';
import type customProduct from '../locales/en-GB/customProduct.json';
import type dailyProductDetails from '../locales/en-GB/dailyProductDetails.json';
import type dailyProducts from '../locales/en-GB/dailyProducts.json';
import type errors from '../locales/en-GB/errors.json';
import type extras from '../locales/en-GB/extras.json';
import type location from '../locales/en-GB/location.json';
import type payment from '../locales/en-GB/payment.json';
import type prices from '../locales/en-GB/prices.json';
import type products from '../locales/en-GB/products.json';
import type referral from '../locales/en-GB/referral.json';
import type signIn from '../locales/en-GB/signIn.json';
import type stay from '../locales/en-GB/stay.json';
import type stayDetails from '../locales/en-GB/stayDetails.json';
import type sustainability from '../locales/en-GB/sustainability.json';
import type timeslotProducts from '../locales/en-GB/timeslotProducts.json';
import type upgrade from '../locales/en-GB/upgrade.json';
import type { Namespace } from './namespaces.ts';

/**
 * English texts the entry chunk carries: the shell's own, with the offline and failure states of
 * the route boundary. Every other namespace, English included, is its own chunk, loaded with the
 * screen that uses it, so the entry does not grow with each screen.
 */
export const bundledEnglish = { common };

export const bundledNamespaces = Object.keys(bundledEnglish) as (keyof typeof bundledEnglish)[];

type EnglishTexts = {
  common: typeof common;
  errors: typeof errors;
  checkIn: typeof checkIn;
  stay: typeof stay;
  access: typeof access;
  stayDetails: typeof stayDetails;
  changes: typeof changes;
  content: typeof content;
  checkOut: typeof checkOut;
  cancel: typeof cancel;
  changeTime: typeof changeTime;
  location: typeof location;
  sustainability: typeof sustainability;
  ask: typeof ask;
  contact: typeof contact;
  referral: typeof referral;
  extras: typeof extras;
  prices: typeof prices;
  products: typeof products;
  dailyProducts: typeof dailyProducts;
  dailyProductDetails: typeof dailyProductDetails;
  cleaning: typeof cleaning;
  timeslotProducts: typeof timeslotProducts;
  upgrade: typeof upgrade;
  customProduct: typeof customProduct;
  payment: typeof payment;
  account: typeof account;
  signIn: typeof signIn;
};

/** The English texts of every namespace: the type of every key (`i18next.d.ts`). */
export type Resources = EnglishTexts & Record<Exclude<Namespace, keyof EnglishTexts>, never>;

import access from '../locales/en-GB/access.json';
import account from '../locales/en-GB/account.json';
import changes from '../locales/en-GB/changes.json';
import checkIn from '../locales/en-GB/checkIn.json';
import common from '../locales/en-GB/common.json';
import content from '../locales/en-GB/content.json';
import errors from '../locales/en-GB/errors.json';
import extras from '../locales/en-GB/extras.json';
import payment from '../locales/en-GB/payment.json';
import stay from '../locales/en-GB/stay.json';
import type { Namespace } from './namespaces.ts';

/** English ships in the entry chunk: it is the fallback and the type of every key. */
export const englishResources = {
  common,
  errors,
  checkIn,
  stay,
  access,
  changes,
  content,
  extras,
  payment,
  account,
} satisfies Record<Namespace, unknown>;

export type Resources = typeof englishResources;

import type { Brand } from '../../../app/brand.ts';

export type StayTab = {
  id: 'stay' | 'extras' | 'explore' | 'ask' | 'help' | 'account';
  labelKey:
    | 'app.nav.stay'
    | 'app.nav.extras'
    | 'app.nav.explore'
    | 'app.nav.ask'
    | 'app.nav.help'
    | 'app.nav.account';
  /** Null until the tab's screen exists. */
  path: string | null;
};

const stay: StayTab = { id: 'stay', labelKey: 'app.nav.stay', path: '/stay' };
const extras: StayTab = { id: 'extras', labelKey: 'app.nav.extras', path: null };

/** White-label stays have Help instead of Ask, and no Explore or Account. */
export function stayTabs(brand: Brand): StayTab[] {
  if (brand === 'white-label') {
    return [stay, extras, { id: 'help', labelKey: 'app.nav.help', path: null }];
  }
  return [
    stay,
    extras,
    { id: 'explore', labelKey: 'app.nav.explore', path: null },
    { id: 'ask', labelKey: 'app.nav.ask', path: null },
    { id: 'account', labelKey: 'app.nav.account', path: null },
  ];
}

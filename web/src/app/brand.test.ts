import { describe, expect, it } from 'vitest';
import { stayTabs } from '../routes/Stay/components/stayTabs.ts';
import { brandForHost } from './brand.ts';
import { formatPageTitle } from './pageTitle.ts';

describe('brandForHost', () => {
  it.each([
    ['white-label.localhost', 'white-label'],
    ['guest.White-Label.example.com', 'white-label'],
    ['localhost', 'main'],
    ['guest.example.com', 'main'],
  ])('%s shows the %s presentation', (host, brand) => {
    expect(brandForHost(host)).toBe(brand);
  });
});

describe('stayTabs', () => {
  it('gives the main brand Stay, Extras, Explore, Ask and Account', () => {
    expect(stayTabs('main').map((tab) => tab.id)).toEqual([
      'stay',
      'extras',
      'explore',
      'ask',
      'account',
    ]);
  });

  it('gives white-label Help instead of Ask and no Explore or Account', () => {
    expect(stayTabs('white-label').map((tab) => tab.id)).toEqual(['stay', 'extras', 'help']);
  });

  it('links only the stay tab for now', () => {
    expect(stayTabs('main').filter((tab) => tab.path !== null)).toEqual([
      expect.objectContaining({ id: 'stay', path: '/stay' }),
    ]);
  });
});

describe('formatPageTitle', () => {
  it('joins the prefix and the page name with a separator', () => {
    expect(formatPageTitle('Guest app', 'Your stay')).toBe('Guest app | Your stay');
  });

  it('is the prefix alone when the route names no page', () => {
    expect(formatPageTitle('Guest app', undefined)).toBe('Guest app');
  });
});

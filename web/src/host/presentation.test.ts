import { describe, expect, it } from 'vitest';
import { formatPageTitle } from '../routing/pageTitle.ts';
import type { TabEntry } from '../routing/routeHandle.ts';
import { collectTabs, tabsFor } from '../routing/tabs.ts';
import { presentationForHost } from './presentation.ts';

describe('presentationForHost', () => {
  it.each([
    ['white-label.localhost', 'white-label'],
    ['guest.White-Label.example.com', 'white-label'],
    ['localhost', 'main'],
    ['guest.example.com', 'main'],
  ])('%s shows the %s presentation', (host, presentation) => {
    expect(presentationForHost(host)).toBe(presentation);
  });
});

const tab = (id: TabEntry['id'], order: number, presentations: TabEntry['presentations']) =>
  ({ id, to: `/${id}`, order, presentations }) satisfies TabEntry;

describe('the tab bar entries', () => {
  const routes = [
    {
      path: 'stay',
      children: [
        { index: true, handle: { tab: tab('stay', 10, ['main', 'white-label']) } },
        { path: 'ask', handle: { tab: tab('ask', 40, ['main', 'white-label']) } },
        { path: 'extras', handle: { tab: tab('extras', 20, ['main', 'white-label']) } },
        { path: 'breakfast', handle: {} },
      ],
    },
    { path: 'account', handle: { tab: tab('account', 50, ['main']) } },
  ];

  it('are the routes that declare a tab, in order, wherever they are in the table', () => {
    expect(collectTabs(routes).map((entry) => entry.id)).toEqual([
      'stay',
      'extras',
      'ask',
      'account',
    ]);
  });

  it('differ by presentation: white-label has no Account (its Ask is named Help by the tab bar)', () => {
    const tabs = collectTabs(routes);
    expect(tabsFor(tabs, 'main').map((entry) => entry.id)).toEqual([
      'stay',
      'extras',
      'ask',
      'account',
    ]);
    expect(tabsFor(tabs, 'white-label').map((entry) => entry.id)).toEqual([
      'stay',
      'extras',
      'ask',
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

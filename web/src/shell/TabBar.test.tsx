import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Presentation, PresentationContext } from '../host/presentation.ts';
import { initI18n } from '../i18n/i18n.ts';
import { createRoutes } from '../routes.tsx';
import type { TabEntry } from '../routing/routeHandle.ts';
import { collectTabs } from '../routing/tabs.ts';
import { type TabBadges, TabBar } from './TabBar.tsx';

// The tab table as the stay and account areas declare it (the screens come with their areas).
const tabs: TabEntry[] = [
  { id: 'stay', to: '/stay', order: 10, presentations: ['main', 'white-label'] },
  { id: 'extras', to: '/stay/extras', order: 20, presentations: ['main', 'white-label'] },
  { id: 'explore', to: '/stay/explore', order: 30, presentations: ['main'] },
  { id: 'ask', to: '/stay/ask', order: 40, presentations: ['main', 'white-label'] },
  { id: 'account', to: '/account', order: 50, presentations: ['main'] },
];

function renderTabBar(
  presentation: Presentation,
  badges: TabBadges = {},
  entries: readonly TabEntry[] = tabs,
) {
  const router = createMemoryRouter(
    [{ path: '*', element: <TabBar tabs={entries} badges={badges} /> }],
    { initialEntries: ['/stay?slug=k3x9'] },
  );
  render(
    <PresentationContext value={presentation}>
      <RouterProvider router={router} />
    </PresentationContext>,
  );
  return within(screen.getByRole('navigation', { name: 'Stay sections' }));
}

describe('the tab bar', () => {
  beforeAll(() => initI18n('en-GB'));

  it('branded: Stay, Extras, Explore, Ask, Account, each keeping the slug', () => {
    const nav = renderTabBar('main');
    const links = nav.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Stay',
      'Extras',
      'Explore',
      'Ask',
      'Account',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      tabs.map((tab) => `${tab.to}?slug=k3x9`),
    );
  });

  it('white-label: Stay, Extras and Help (the assistant under its white-label name)', () => {
    const nav = renderTabBar('white-label');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Stay',
      'Extras',
      'Help',
    ]);
    expect(nav.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe(
      '/stay/ask?slug=k3x9',
    );
  });

  it('has Help for a white-label property opened on the main host (the route table of main)', () => {
    const mainHostTabs = collectTabs(createRoutes(createMockEnvironment(), 'main', 'development'));
    // The stay's property turns the shell's look white-label (`AppLayout`), the host stays main.
    const nav = renderTabBar('white-label', {}, mainHostTabs);
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Stay',
      'Extras',
      'Help',
    ]);
  });

  it('puts the unread-message count on the assistant tab and a dot on the account tab', () => {
    const nav = renderTabBar('main', { ask: 3, account: 'dot' });
    expect(nav.getByRole('link', { name: 'Ask 3 unread messages' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Account New notification' })).toBeTruthy();
  });

  it('shows no badge without unread messages', () => {
    const nav = renderTabBar('main', { ask: 0 });
    expect(nav.getByRole('link', { name: 'Ask' })).toBeTruthy();
  });
});

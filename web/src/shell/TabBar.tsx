import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router';
import { type Presentation, usePresentation } from '../host/presentation.ts';
import type { TabEntry, TabId } from '../routing/routeHandle.ts';
import { tabsFor } from '../routing/tabs.ts';
import { isValidSlug } from '../session/currentStay.ts';
import { Icon, type IconName } from '../ui/Icon.tsx';
import styles from './TabBar.module.css';

const icons: Record<TabId, IconName> = {
  stay: 'bed',
  extras: 'shoppingBag',
  explore: 'explore',
  ask: 'chat',
  help: 'help',
  account: 'person',
};

const labelKeys = {
  stay: 'nav.stay',
  extras: 'nav.extras',
  explore: 'nav.explore',
  ask: 'nav.ask',
  help: 'nav.help',
  account: 'nav.account',
} as const satisfies Record<TabId, string>;

/**
 * The assistant's tab is 'Ask' in the main presentation and 'Help' in the white-label one (spec
 * §1); the same screen either way.
 */
function tabLook(id: TabId, presentation: Presentation): TabId {
  return id === 'ask' && presentation === 'white-label' ? 'help' : id;
}

export type TabBadges = Partial<Record<TabId, number | 'dot'>>;

type Props = { tabs: readonly TabEntry[]; badges?: TabBadges };

/** The bottom tab bar: real links to the screens that exist, keeping the stay's `?slug=`. */
export function TabBar({ tabs, badges = {} }: Props) {
  const { t } = useTranslation();
  const presentation = usePresentation();
  const [searchParams] = useSearchParams();
  const slug = searchParams.get('slug');
  const search = isValidSlug(slug) ? `?${new URLSearchParams({ slug })}` : '';
  const visible = tabsFor(tabs, presentation);
  if (visible.length === 0) return null;
  return (
    <nav className={styles.tabBar} aria-label={t('nav.label')}>
      <ul className={styles.list}>
        {visible.map((tab) => {
          const badge = badges[tab.id];
          const look = tabLook(tab.id, presentation);
          return (
            <li key={tab.id} className={styles.item}>
              <NavLink
                // A string: for an object, react-router builds three error messages in every render.
                to={`${tab.to}${search}`}
                end={tab.to === '/stay'}
                // Pressed at once: on a slow network the screen may take a while to load.
                className={({ isPending }) =>
                  isPending ? `${styles.tab} ${styles.pending}` : styles.tab
                }
              >
                <span className={styles.iconWrap}>
                  <Icon name={icons[look]} />
                  {badge === 'dot' && <span className={styles.dot} />}
                  {typeof badge === 'number' && badge > 0 && (
                    <span className={styles.badge} aria-hidden="true">
                      {badge > 9 ? '9+' : badge}
                    </span>
                  )}
                </span>
                {t(labelKeys[look])}
                {badge === 'dot' && (
                  <span className="visually-hidden">{t('nav.notification')}</span>
                )}
                {typeof badge === 'number' && badge > 0 && (
                  <span className="visually-hidden">{t('nav.unread', { count: badge })}</span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

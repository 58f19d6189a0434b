import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { usePresentation } from '../../host/presentation.ts';
import { Card } from '../../ui/Card.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { SignInLink } from '../../ui/SignInLink.tsx';
import type { ReferralRouteQuery } from './__generated__/ReferralRouteQuery.graphql.ts';
import styles from './ReferralRoute.module.css';
import type { ReferralLoaderData } from './referralLoader.ts';
import { ShareInvitation } from './ShareInvitation.tsx';

export const referralRouteQuery = graphql`
  query ReferralRouteQuery @preloadable {
    viewer {
      profile {
        referralCode
      }
    }
    clientConfiguration {
      bookingAppUrl
    }
  }
`;

/** The booking app's address with the member's code, which gives the friend the discount. */
export function invitationUrl(bookingAppUrl: string, referralCode: string): string {
  const url = new URL(bookingAppUrl);
  url.searchParams.set('voucherCode', referralCode);
  return url.toString();
}

/**
 * Invite a friend: the friend gets 10% off, the member 10% off the next stay (spec §1, §9). The
 * invitation code comes with a member account, which the white-label app does not have: there
 * the screen says so instead of offering a sign-in.
 */
export function ReferralRoute() {
  const { queryRef } = useLoaderData<ReferralLoaderData>();
  const data = usePreloadedQuery<ReferralRouteQuery>(referralRouteQuery, queryRef);
  const { t } = useTranslation('referral');
  const isWhiteLabel = usePresentation() === 'white-label';
  const code = data.viewer?.profile.referralCode ?? '';
  if (isWhiteLabel) {
    return (
      <Screen title={t('referral.heading')}>
        <Card title={t('referral.notOfferedHeading')}>
          <p>{t('referral.notOffered')}</p>
        </Card>
      </Screen>
    );
  }
  return (
    <Screen title={t('referral.heading')} intro={<p>{t('referral.intro')}</p>}>
      <ul className={styles.perks}>
        <li>
          <Icon name="gift" />
          <span>{t('referral.friendPerk')}</span>
        </li>
        <li>
          <Icon name="gift" />
          <span>{t('referral.yourPerk')}</span>
        </li>
      </ul>
      {!data.viewer ? (
        <Card title={t('referral.signInHeading')}>
          <p>{t('referral.signIn')}</p>
          <SignInLink fullWidth>{t('referral.signInAction')}</SignInLink>
        </Card>
      ) : code === '' ? (
        <Card title={t('referral.noCodeHeading')}>
          <p>{t('referral.noCode')}</p>
        </Card>
      ) : (
        <Card title={t('referral.codeHeading')}>
          <p className={styles.code}>{code}</p>
          <ShareInvitation url={invitationUrl(data.clientConfiguration.bookingAppUrl, code)} />
        </Card>
      )}
    </Screen>
  );
}

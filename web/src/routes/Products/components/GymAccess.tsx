import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { GymAccess_gym$key } from './__generated__/GymAccess_gym.graphql.ts';
import styles from './ProductDetails.module.css';

/** How guests get into the partner gym, and the gym's own guidelines. */
export function GymAccess({ gym }: { gym: GymAccess_gym$key }) {
  const { t } = useTranslation('dailyProductDetails');
  const data = useFragment(
    graphql`
      fragment GymAccess_gym on GymPartner {
        accessType
        accessGuidelines
      }
    `,
    gym,
  );
  const accessTexts: Record<string, string> = {
    IN_APP: t('gym.accessInApp'),
    ACCESS_CARD: t('gym.accessAccessCard'),
    ON_DEMAND: t('gym.accessOnDemand'),
    IN_BUILDING: t('gym.accessInBuilding'),
    IN_BUILDING_WITHOUT_CODE: t('gym.accessInBuildingWithoutCode'),
  };
  // A way in this build does not know yet: the gym's own guidelines say it.
  const accessText = accessTexts[data.accessType];
  return (
    <div className={styles.details}>
      <h3 className={styles.heading}>{t('gym.accessHeading')}</h3>
      {accessText && <p>{accessText}</p>}
      {data.accessGuidelines && <p className={styles.guidelines}>{data.accessGuidelines}</p>}
    </div>
  );
}

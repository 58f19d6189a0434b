import { LoadingScreen } from '../../../ui/LoadingScreen.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import styles from './StaySkeleton.module.css';

/** The stay page while its query loads: the photo, the heading, then the cards, in their places. */
export function StaySkeleton() {
  return (
    <LoadingScreen>
      <div className={styles.photo}>
        <Skeleton shape="block" height="100%" />
      </div>
      <Skeleton width="30%" />
      <Skeleton width="80%" height="2rem" />
      <Skeleton width="50%" />
      <div className={styles.card}>
        <Skeleton width="40%" height="1.25rem" />
        <div className={styles.pair}>
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      </div>
      <div className={styles.card}>
        <Skeleton width="50%" height="1.25rem" />
        <Skeleton width="70%" />
        <Skeleton shape="block" width="60%" height="3rem" />
      </div>
      <div className={styles.card}>
        <Skeleton width="45%" height="1.25rem" />
        <Skeleton width="35%" height="2rem" />
      </div>
    </LoadingScreen>
  );
}

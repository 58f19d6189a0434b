import { Icon } from '../ui/Icon.tsx';
import styles from './CardBrandMark.module.css';
import type { CardBrand } from './storedCard.ts';

/** The brands' names as they write them: proper names, the same in every language. */
export const cardBrandNames: Record<CardBrand, string | null> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DINERS_CLUB: 'Diners Club',
  DISCOVER: 'Discover',
  JCB: 'JCB',
  UNION_PAY: 'UnionPay',
  UNKNOWN: null,
};

type Props = { brand: CardBrand; className?: string };

/**
 * The card brand's mark, drawn inline (no image request): named for assistive technology by the
 * brand's name; an unknown brand shows a plain card, unnamed (the text beside it says enough).
 */
export function CardBrandMark({ brand, className }: Props) {
  const name = cardBrandNames[brand];
  const classes = [styles.mark, className].filter(Boolean).join(' ');
  if (brand === 'UNKNOWN' || name === null) {
    return (
      <span className={`${classes} ${styles.unknown}`}>
        <Icon name="creditCard" size={20} />
      </span>
    );
  }
  return (
    <svg className={classes} viewBox="0 0 48 32" role="img" aria-label={name}>
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" className={styles.frame} />
      {brand === 'MASTERCARD' ? (
        <>
          <circle cx="19" cy="16" r="9" className={styles.mcRed} />
          <circle cx="29" cy="16" r="9" className={styles.mcYellow} />
          <path d="M24 8.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15Z" className={styles.mcOverlap} />
        </>
      ) : (
        <text x="24" y="20.5" textAnchor="middle" className={`${styles.wordmark} ${styles[brand]}`}>
          {wordmarks[brand]}
        </text>
      )}
    </svg>
  );
}

const wordmarks: Record<Exclude<CardBrand, 'UNKNOWN' | 'MASTERCARD'>, string> = {
  VISA: 'VISA',
  AMEX: 'AMEX',
  DINERS_CLUB: 'Diners',
  DISCOVER: 'DISCOVER',
  JCB: 'JCB',
  UNION_PAY: 'UnionPay',
};

import styles from './Unbroken.module.css';

/** Stands in for the value while the sentence is translated: a character no translation holds. */
export const unbrokenSlot = '\u2063';

type Props = {
  /** The translated sentence, with `unbrokenSlot` where the value goes. */
  sentence: string;
  /** A value that must not wrap inside, such as a booking number (`BK-100001` breaks at the hyphen). */
  value: string;
};

/**
 * A translated sentence with one value kept on one line: the translation decides where the value
 * goes (`t('…', { bookingNumber: unbrokenSlot })`), the value itself never breaks.
 */
export function Unbroken({ sentence, value }: Props) {
  const at = sentence.indexOf(unbrokenSlot);
  if (at < 0) return <>{sentence}</>;
  return (
    <>
      {sentence.slice(0, at)}
      <span className={styles.value}>{value}</span>
      {sentence.slice(at + unbrokenSlot.length)}
    </>
  );
}

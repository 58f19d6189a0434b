import { useTranslation } from 'react-i18next';
import styles from './KeypadCode.module.css';

type Props = {
  code: string;
  keypadButton: string | null | undefined;
  /** What the code opens; 'Door code' when the door is named around it. */
  label?: string;
};

/** A door code as the guest types it (door access and the stay page's summary), digit by digit, then the keypad's button to press. */
export function KeypadCode({ code, keypadButton, label }: Props) {
  const { t } = useTranslation('access');
  return (
    <div className={styles.keypad}>
      <p className={styles.label}>{label ?? t('code.label')}</p>
      <p className={styles.code}>
        <span aria-hidden="true">{code}</span>
        {/* Read digit by digit, as it is typed, not as a number in thousands. */}
        <span className="visually-hidden">{code.split('').join(' ')}</span>
      </p>
      {keypadButton && (
        <p className={styles.button}>
          {keypadButton === 'key'
            ? t('code.thenPressKey')
            : t('code.thenPress', { button: keypadButton })}
        </p>
      )}
    </div>
  );
}

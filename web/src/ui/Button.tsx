import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';
import { useHydrated } from './useHydrated.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

type Look = { variant?: ButtonVariant; fullWidth?: boolean };

function classNames({ variant = 'primary', fullWidth = false }: Look, extra?: string): string {
  return [styles.button, styles[variant], fullWidth ? styles.fullWidth : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    /** Shows a spinner, keeps the label for screen readers and ignores presses. */
    isPending?: boolean;
    children: ReactNode;
  };

/**
 * A button. One that acts through script (`type="button"`) is disabled on a server-drawn page
 * until the app has taken it over, as `FormControls` does for forms: a tap before that would do
 * nothing and look broken. A form's submit button is the form's (`FormControls`).
 */
export function Button({
  variant,
  fullWidth,
  isPending = false,
  type = 'button',
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      {...rest}
      type={type}
      className={classNames({ variant, fullWidth }, className)}
      disabled={disabled || isPending || (type === 'button' && !hydrated)}
      aria-busy={isPending || undefined}
    >
      {isPending && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A link that looks like a button: navigation to another screen, never an action. */
export function ButtonLink({ variant, fullWidth, className, ...rest }: LinkProps & Look) {
  return <Link {...rest} className={classNames({ variant, fullWidth }, className)} />;
}

/** A plain link that looks like a button: another site, or a place further down this screen. */
export function ButtonAnchor({
  variant,
  fullWidth,
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & Look) {
  return <a {...rest} className={classNames({ variant, fullWidth }, className)} />;
}

import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';

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
  return (
    <button
      {...rest}
      type={type}
      className={classNames({ variant, fullWidth }, className)}
      disabled={disabled || isPending}
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

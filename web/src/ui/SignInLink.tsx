import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../routing/paths.ts';
import { storeRedirectTarget } from '../session/redirectTarget.ts';
import { ButtonLink, type ButtonVariant } from './Button.tsx';

type Props = { variant?: ButtonVariant; fullWidth?: boolean; children: ReactNode };

/**
 * A way to sign in from a screen: sign-in brings the guest back here (spec §2, session storage
 * `redirectUrl`), stored on the tap so the address never carries the stay's slug.
 */
export function SignInLink({ variant, fullWidth, children }: Props) {
  const location = useLocation();
  return (
    <ButtonLink
      to={paths.signIn}
      variant={variant}
      fullWidth={fullWidth}
      onClick={() => storeRedirectTarget(`${location.pathname}${location.search}`)}
    >
      {children}
    </ButtonLink>
  );
}

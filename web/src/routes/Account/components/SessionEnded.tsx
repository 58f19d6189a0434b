import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../routing/paths.ts';
import { setCustomerData } from '../../../session/customerData.ts';
import { clearSession } from '../../../session/session.ts';

/**
 * Rendered by an account screen whose `viewer` came back null: the page believed it was signed
 * in, but the server knows no session (revoked elsewhere, or the core API restarted). The stored
 * session is dropped, customer data is loaded with nobody signed in, and the visitor goes to
 * signup (spec §2).
 */
export function SessionEnded(): null {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    setCustomerData('signed-out');
    navigate(paths.signUp, { replace: true });
  }, [navigate]);
  return null;
}

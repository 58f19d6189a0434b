import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/guards.ts';
import { setCustomerData } from '../../../session/customerData.ts';
import { clearSession } from '../../../session/session.ts';

/**
 * The page believed it was signed in, but the server knows no session (revoked elsewhere, or the
 * core API restarted): the stored session is dropped and the visitor goes to signup (spec §2).
 */
export function SessionEnded() {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    setCustomerData('signed-out');
    navigate(paths.signUp, { replace: true });
  }, [navigate]);
  return null;
}

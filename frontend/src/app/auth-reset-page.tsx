import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../components/spinner';

/** `/auth…`: where a failed token refresh lands; no bootstrap here, straight back to sign-in. */
export function AuthResetPage() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/login', { replace: true });
  }, [navigate]);
  return <FullPageSpinner label="Returning to sign-in" />;
}

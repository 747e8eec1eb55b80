import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Opens `to` after `ms` once `when` holds (the success message stays that long). */
export function useRedirectAfter(when: boolean, to: string, ms: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => void navigate(to), ms);
    return () => clearTimeout(timer);
  }, [when, to, ms, navigate]);
}

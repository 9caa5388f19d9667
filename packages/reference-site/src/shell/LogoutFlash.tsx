import { useToast } from '@childhood-memories/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { FLASH_MESSAGES, type Flash } from '../session/SessionProvider.tsx';

/** 'You have successfully logged out.' (community §8) or the deletion message, once, as a 3-second toast. */
export function LogoutFlash() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const flash = (location.state as { flash?: Flash } | null)?.flash;
  useEffect(() => {
    if (flash === undefined || !(flash in FLASH_MESSAGES)) return;
    toast.toast({ tone: 'success', title: FLASH_MESSAGES[flash] });
    // Forget the flash, so a reload or Back does not show it again.
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [flash, toast, navigate, location.pathname, location.search, location.hash]);
  return null;
}

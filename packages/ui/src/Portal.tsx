import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.ts';
import { usePortalContainer } from './use-portal-container.ts';

/**
 * Renders `children` into the provider's `portalContainer`, else `document.body`, once mounted
 * (nothing on the server, so server and first client render agree).
 */
export function Portal({ children }: { children: ReactNode }) {
  const container = usePortalContainer();
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useIsomorphicLayoutEffect(() => {
    setTarget(container ?? document.body);
  }, [container]);
  return target ? createPortal(children, target) : null;
}

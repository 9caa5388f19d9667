import type { ReactNode } from 'react';

import { BackButton } from './BackButton.tsx';

/** The sticky page title with the back button before it (community §2.2). */
export function PageTitle({ children, back = true }: { children: ReactNode; back?: boolean }) {
  return (
    <div className="site-title-bar">
      {back ? <BackButton /> : null}
      <h1 className="site-title">{children}</h1>
    </div>
  );
}

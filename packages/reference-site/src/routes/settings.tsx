import { Button, buttonVariants } from '@childhood-memories/ui';
import { useState } from 'react';
import { Link, useLocation, type LoaderFunctionArgs } from 'react-router';

import { requireMember } from '../session/guard.server.ts';
import { PageTitle } from '../shell/PageTitle.tsx';
import { withRouteAction } from '../shell/route-action.ts';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Platform settings',
  description: 'Settings for how the site guides you: introductions, tips, reminders and safety filters.',
});

export function loader({ request }: LoaderFunctionArgs) {
  return requireMember(request);
}

/** The local keys that remember a member hid an introduction or a tip (community §3). */
const HIDDEN_TIP_KEYS = [
  'hideIntroductionScreen',
  'hasSeenGuideIntro',
  'empathy_instructions_hidden',
  'hide_rules',
];

export default function Settings() {
  const location = useLocation();
  const [restored, setRestored] = useState<string | null>(null);
  const restoreTips = () => {
    try {
      for (const key of HIDDEN_TIP_KEYS) localStorage.removeItem(key);
      setRestored('The introductions and tips will show again.');
    } catch {
      setRestored('This browser does not let the site change its stored settings.');
    }
  };
  return (
    <>
      <PageTitle>Settings</PageTitle>
      <div className="site-prose">
        <section aria-labelledby="tips-heading" className="site-panel">
          <h2 id="tips-heading">Introductions and tips</h2>
          <p>
            If you hid an introduction or the empathy instructions, you can bring them back on this device.
          </p>
          <Button variant="secondary" onClick={restoreTips}>
            Show introductions and tips again
          </Button>
          <div role="status" className="site-form-status">
            {restored ? <p>{restored}</p> : null}
          </div>
        </section>
        <section aria-labelledby="reminders-heading" className="site-panel">
          <h2 id="reminders-heading">Safety reminders</h2>
          <p>
            The reminders we share before a first memory: voluntary use, a therapist recommended, and stopping
            if triggered.
          </p>
          <Link
            to={withRouteAction(location, 'warning')}
            state={{ overlay: true }}
            className={buttonVariants({ variant: 'secondary' })}
          >
            Read the reminders
          </Link>
        </section>
        <section aria-labelledby="filters-heading" className="site-panel">
          <h2 id="filters-heading">What you see</h2>
          <p>
            Choose which content warnings hide a memory from you in{' '}
            <Link to="/safety-filters">Safety Filters</Link>.
          </p>
        </section>
        <section aria-labelledby="exit-heading" className="site-panel">
          <h2 id="exit-heading">Quick exit</h2>
          <p>
            The Quick Exit button at the top of every page, or the Shift key pressed three times, leaves this
            site at once for a weather page. Pressing Back afterwards shows the weather page again, not this
            site.
          </p>
        </section>
      </div>
    </>
  );
}

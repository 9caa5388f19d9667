import { Link, useLocation } from 'react-router';

import { PageTitle } from '../shell/PageTitle.tsx';
import { withRouteAction } from '../shell/route-action.ts';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Getting started: how to use the site',
  description:
    'A short guide to joining, writing a memory, tagging it, choosing who can read it, and responding to others.',
});

export default function Guide() {
  const location = useLocation();
  return (
    <>
      <PageTitle>How to use the site</PageTitle>
      <div className="site-prose">
        <p className="site-lead">A short guide to finding your way around. Take it one step at a time.</p>
        <ol className="site-steps">
          <li>
            <h2>Join</h2>
            <p>
              <Link to={withRouteAction(location, 'signup')} state={{ overlay: true }}>
                Sign up
              </Link>{' '}
              with a username that does not reveal who you are. Before your first memory we share a few safety
              reminders.
            </p>
          </li>
          <li>
            <h2>Write a memory</h2>
            <p>
              Write what you remember, in your own words. Your draft is kept as you type. If you are unsure
              where to start, read the{' '}
              <Link to={withRouteAction(location, 'step1')} state={{ overlay: true }}>
                memory writing tips
              </Link>
              .
            </p>
          </li>
          <li>
            <h2>Choose who can read it</h2>
            <p>
              Only me, private with a link, or public: see{' '}
              <Link to={withRouteAction(location, 'privacy')} state={{ overlay: true }}>
                Privacy &amp; Control
              </Link>
              .
            </p>
          </li>
          <li>
            <h2>Tag what happened</h2>
            <p>
              Every question is optional. Tags let members who lived something similar find your memory and
              say “me too”.
            </p>
          </li>
          <li>
            <h2>Respond to others</h2>
            <p>
              Empathize, react, comment and give praise. The{' '}
              <Link to="/childhood-trauma-empathy-guide">empathy guide</Link> shares what helps.
            </p>
          </li>
        </ol>
      </div>
    </>
  );
}

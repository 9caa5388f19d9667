import { data } from 'react-router';

import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Page not found',
  description: 'This page could not be found.',
});

/** Any other address: a 404, rendered by the root's calm error boundary inside the frame. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

import { Link } from 'react-router';

import { PageTitle } from '../shell/PageTitle.tsx';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Childhood trauma empathy guide',
  description:
    'How to respond to a survivor’s memory with empathy: what helps, what hurts, and how to look after yourself while you read.',
});

export default function EmpathyGuide() {
  return (
    <>
      <PageTitle>How to respond with empathy</PageTitle>
      <div className="site-prose">
        <p className="site-lead">
          When someone shares a childhood memory, they are trusting you with something that may never have
          been heard. A few words can matter a great deal.
        </p>
        <h2>What helps</h2>
        <ul>
          <li>Believe them. Their experience is theirs, and it is real.</li>
          <li>Name what you notice: “That sounds so lonely for a child.”</li>
          <li>Thank them for sharing, and let them know they are not alone.</li>
          <li>
            If you lived something similar, a “me too” on a tag says it without you having to write it out.
          </li>
        </ul>
        <h2>What to avoid</h2>
        <ul>
          <li>Advice they did not ask for, or telling them how to feel.</li>
          <li>Comparing, or saying it could have been worse.</li>
          <li>Defending the people who hurt them, or asking why they did not tell anyone.</li>
          <li>Diagnosing them or anyone in the memory.</li>
        </ul>
        <h2>Looking after yourself</h2>
        <p>
          Reading other people’s memories can stir your own. Check the content warnings before you open a
          memory, set your <Link to="/safety-filters">Safety Filters</Link>, and step away whenever you need
          to. The <Link to="/safety">Safety page</Link> has grounding exercises and crisis lines.
        </p>
      </div>
    </>
  );
}

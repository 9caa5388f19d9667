import { Link } from 'react-router';

import { PageTitle } from '../shell/PageTitle.tsx';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Learn about childhood trauma and this community',
  description:
    'Educational resources in plain words: what childhood trauma can be, why writing memories down can help, and how members support each other.',
});

export default function Learn() {
  return (
    <>
      <PageTitle>Learn</PageTitle>
      <div className="site-prose">
        <p className="site-lead">
          Plain words about childhood trauma, about writing, and about how this community works. Read at your
          own pace, and stop whenever you need to.
        </p>
        <h2>What childhood trauma can be</h2>
        <p>
          Trauma is not only what happened; it is also what a child had to carry alone. It can come from one
          sudden event, or from things that went on for years: neglect, harsh words, violence, a parent who
          was unwell or absent, or never feeling safe at home. What matters here is how it was for you, not
          whether it seems “bad enough”.
        </p>
        <h2>Why writing memories down can help</h2>
        <p>
          Putting a memory into words can make it feel more contained, with a beginning and an end. Naming
          feelings, needs and effects can show patterns you had not noticed. Reading that someone else lived
          something similar can ease the sense of being the only one.
        </p>
        <p>
          Writing is not a replacement for therapy. If memories feel overwhelming, please pause and reach out
          for support.
        </p>
        <h2>How the community works</h2>
        <ul>
          <li>
            <strong>Memories</strong>: you write what you remember, and choose who can read it: only you,
            anyone with the link, or everyone.
          </li>
          <li>
            <strong>Tags</strong>: you can name what happened, who was involved, what you felt and needed, and
            the effects. Members who lived something similar can say “me too” on a tag.
          </li>
          <li>
            <strong>Empathy</strong>: members respond with empathy, gentle reactions, kind words and comments.
            There are no public scores.
          </li>
          <li>
            <strong>Safety filters</strong>: you decide which kinds of content you want to be warned about or
            not see at all.
          </li>
        </ul>
        <h2>Read more</h2>
        <ul>
          <li>
            <Link to="/childhood-trauma-empathy-guide">How to respond with empathy</Link>
          </li>
          <li>
            <Link to="/guide">How to use the site</Link>
          </li>
          <li>
            <Link to="/styles">Survivor Love Styles</Link>
          </li>
          <li>
            <Link to="/safety">Safety and grounding</Link>
          </li>
        </ul>
      </div>
    </>
  );
}

import { Privacy } from '@childhood-memories/api-client';
import { Link } from 'react-router';

import { PageTitle } from '../shell/PageTitle.tsx';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Privacy policy',
  description:
    'What Childhood Memories stores, who can see each memory, how photos are cleaned of location data, and how to delete everything.',
});

const LEVELS = [
  {
    value: Privacy.Public,
    name: 'Public',
    text: 'visible publicly on the site and beyond, for example in search engines.',
  },
  {
    value: Privacy.PrivateLink,
    name: 'Private with a link',
    text: 'anyone you give the link to can read it, for example a therapist or a friend. It is not listed anywhere.',
  },
  { value: Privacy.OnlyMe, name: 'Only me', text: 'no one but you can read it.' },
];

export default function PrivacyPolicy() {
  return (
    <>
      <PageTitle>Privacy policy</PageTitle>
      <div className="site-prose">
        <p className="site-lead">You decide who reads what you write. This page says what we keep and why.</p>
        <h2>Who can see a memory</h2>
        <p>Every memory has its own privacy level, which you can change at any time:</p>
        <ul>
          {LEVELS.map((level) => (
            <li key={level.value}>
              <strong>{level.name}</strong>: {level.text}
            </li>
          ))}
        </ul>
        <p>Your e-mail address is never shown to other members. They see only your username.</p>
        <h2>What we store</h2>
        <ul>
          <li>
            Your account: username, e-mail address, and a salted hash of your password (never the password
            itself).
          </li>
          <li>What you write and tag, your comments, reactions and “me too”s, and your safety filters.</li>
          <li>
            Photos and videos you upload, with their location, camera and other identifying metadata removed
            before they are stored.
          </li>
          <li>Notifications about responses to what you wrote.</li>
        </ul>
        <p>
          The quiz keeps no data: it saves no progress between sessions and deletes its answers when you
          leave. We use no advertising or tracking cookies; the only cookies keep you signed in.
        </p>
        <h2>Deleting your data</h2>
        <p>
          From <Link to="/account">Your Account</Link> you can delete your account. This removes your e-mail
          address and all your posts, and cannot be undone. You can also delete a single memory at any time.
        </p>
        <h2>Questions</h2>
        <p>
          Please <Link to="/contact-us">contact us</Link> about anything on this page.
        </p>
      </div>
    </>
  );
}

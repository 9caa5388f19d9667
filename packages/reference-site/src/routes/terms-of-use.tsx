import { Link } from 'react-router';

import { PageTitle } from '../shell/PageTitle.tsx';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Terms of service',
  description:
    'The terms of using Childhood Memories: who may join, what you may post, and how we keep the community safe.',
});

export default function TermsOfUse() {
  return (
    <>
      <PageTitle>Terms of use</PageTitle>
      <div className="site-prose">
        <p className="site-lead">
          These terms are written to be read. If anything is unclear, please contact us.
        </p>
        <h2>Who may join</h2>
        <p>The community is for adults aged 18 or over. One account per person, please.</p>
        <h2>Not a crisis or medical service</h2>
        <p>
          Childhood Memories offers peer support. It is not therapy, medical care or an emergency service, and
          nothing here is professional advice. If you are in danger, call your local emergency number or a{' '}
          <Link to="/safety#crisis-lines">crisis line</Link>.
        </p>
        <h2>What you post</h2>
        <ul>
          <li>
            Your memories stay yours. You give us permission only to store them and show them to the people
            you chose.
          </li>
          <li>
            Write about your own experience. Do not name or identify other people, and do not post anything
            illegal.
          </li>
          <li>Add content warnings so others can choose what they read.</li>
          <li>
            Be kind. Comments that judge, blame, diagnose, or question someone’s experience are removed.
          </li>
        </ul>
        <h2>Keeping the community safe</h2>
        <p>
          Members can report a memory or a comment. We review reports and may hide content or close accounts
          that break these terms or the community guidelines on the <Link to="/safety">Safety page</Link>.
        </p>
        <h2>Leaving</h2>
        <p>
          You can delete your account at any time from Your Account. Deletion removes your e-mail address and
          everything you posted, and cannot be undone.
        </p>
        <h2>Changes</h2>
        <p>
          If these terms change in a way that matters, we will tell members on the site before the change
          applies.
        </p>
      </div>
    </>
  );
}

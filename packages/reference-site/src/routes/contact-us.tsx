import { Link } from 'react-router';

import { PageTitle } from '../shell/PageTitle.tsx';
import { pageMeta } from '../site-meta.ts';
import { SupportForm } from './support-form.tsx';

export const meta = pageMeta({
  title: 'Contact us',
  description:
    'Write to the Childhood Memories team about your account, a memory, a report or anything else.',
});

export default function ContactUs() {
  return (
    <>
      <PageTitle>Contact us</PageTitle>
      <div className="site-prose">
        <p className="site-lead">
          Questions about your account, a memory, a report or anything else: write to us here.
        </p>
        <p>
          We are a small team and usually answer within a few days. We are not a crisis service: if you need
          to talk to someone now, please <Link to="/safety#crisis-lines">call a crisis line</Link>.
        </p>
        <SupportForm defaultSubject="" sendLabel="Send message" />
      </div>
    </>
  );
}

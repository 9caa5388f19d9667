import { PageTitle } from '../shell/PageTitle.tsx';
import { pageMeta } from '../site-meta.ts';
import { SupportForm } from './support-form.tsx';

export const meta = pageMeta({
  title: 'Leave Feedback',
  description: 'Tell us what helps and what could be gentler. Every message is read by the team.',
});

export default function Comments() {
  return (
    <>
      <PageTitle>Leave Feedback</PageTitle>
      <div className="site-prose">
        <p className="site-lead">
          This community is built with the people who use it. Tell us what helps, what felt hard, and what
          could be gentler.
        </p>
        <p>We read every message. Please do not include anything you would not want the team to see.</p>
        <SupportForm defaultSubject="Feedback about the site" sendLabel="Send feedback" />
      </div>
    </>
  );
}

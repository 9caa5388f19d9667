import { QuizHelpPanel } from '@childhood-memories/quiz-help';
import { buttonVariants } from '@childhood-memories/ui';
import { Link, useLocation, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';

import type { RootData } from '../root.tsx';
import { redirectMember } from '../session/guard.server.ts';
import { PageTitle } from '../shell/PageTitle.tsx';
import { withRouteAction } from '../shell/route-action.ts';
import { pageMeta } from '../site-meta.ts';
import { QuizLink } from './quiz-link.tsx';

export const meta = pageMeta({
  title: 'Survivor Love Styles quiz and community',
  description:
    'Take the free, anonymous Survivor Love Styles quiz, and write down childhood memories in a community that answers with empathy.',
});

export function loader({ request }: LoaderFunctionArgs) {
  return redirectMember(request);
}

export default function Landing() {
  const location = useLocation();
  const root = useRouteLoaderData<RootData>('root');
  return (
    <>
      <PageTitle back={false}>You are not alone in what you remember</PageTitle>
      <div className="site-prose">
        <p className="site-lead">
          Childhood Memories is a quiet community for adults who lived through hard things as children.
          Members write down what they remember, name what happened, and receive empathy from people who
          understand.
        </p>
        <section aria-labelledby="quiz-heading">
          <h2 id="quiz-heading">The Survivor Love Styles quiz</h2>
          <p>
            A free, anonymous quiz about early life experiences and the patterns they can leave in how we love
            and connect. It takes about 3 to 5 minutes for each kind of experience, and the first two parts
            need no account. It is for self-awareness, not diagnosis.
          </p>
          <QuizLink quizUrl={root?.config.quizUrl} />
          <QuizHelpPanel headingLevel={3} />
        </section>
        <section aria-labelledby="community-heading">
          <h2 id="community-heading">A community that listens</h2>
          <ul>
            <li>
              Write a memory at your own pace. Drafts are kept, and every memory has its own privacy setting.
            </li>
            <li>Tag what happened, so members who lived something similar can say “me too”.</li>
            <li>
              Receive empathy, kind words and gentle reactions. There are no likes to chase and no public
              scores.
            </li>
          </ul>
          <div className="site-actions">
            <Link
              to={withRouteAction(location, 'signup')}
              state={{ overlay: true }}
              className={buttonVariants({ variant: 'primary', size: 'lg' })}
            >
              Sign Up
            </Link>
            <Link to="/learn" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              Learn how it works
            </Link>
          </div>
        </section>
        <section aria-labelledby="safety-heading">
          <h2 id="safety-heading">Your safety comes first</h2>
          <p>
            Taking part is always voluntary. We recommend working with a therapist when you explore painful
            memories, and we ask you to stop whenever something feels like too much. The Quick Exit button at
            the top of every page leaves this site at once, and the <Link to="/safety">Safety page</Link>{' '}
            lists crisis lines in several countries.
          </p>
        </section>
      </div>
    </>
  );
}

import { QuizHelpPanel } from '@childhood-memories/quiz-help';
import { buttonVariants } from '@childhood-memories/ui';
import { Link, useLocation, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';

import type { RootData } from '../root.tsx';
import { redirectMember } from '../session/guard.server.ts';
import { PageTitle } from '../shell/PageTitle.tsx';
import { withRouteAction } from '../shell/route-action.ts';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Survivor Love Styles quiz and community',
  description:
    'Take the free, anonymous Survivor Love Styles quiz, and write down childhood memories in a community that answers with empathy.',
});

export function loader({ request }: LoaderFunctionArgs) {
  return redirectMember(request);
}

/** The pages a visitor may read before deciding anything (community §1), each with one line. */
const PATHS = [
  {
    to: '/learn',
    label: 'Learn how it works',
    line: 'What childhood trauma can be, and how the community works.',
  },
  { to: '/styles', label: 'Browse Styles', line: 'Patterns in how we love and connect, in plain words.' },
  {
    to: '/safety',
    label: 'Safety and crisis lines',
    line: 'Staying steady, grounding, and people to talk to right now.',
  },
  { to: '/faq', label: 'FAQ', line: 'Who it is for, who reads what you write, what if it is too much.' },
] as const;

/**
 * The first page a visitor sees. Its first screen is a welcome and the ways in: Sign Up and
 * Login, the quiz when this community has one (`QUIZ_URL`), and the pages a visitor can read
 * (learn, styles, safety with the crisis lines, FAQ). Never a dead end: without a quiz the page
 * says so once, below, with the way to the styles it describes.
 */
export default function Landing() {
  const location = useLocation();
  const quizUrl = useRouteLoaderData<RootData>('root')?.config.quizUrl;
  return (
    <>
      <PageTitle back={false}>You are not alone in what you remember</PageTitle>
      <div className="site-prose">
        <p className="site-lead">
          Childhood Memories is a quiet community for adults who lived through hard things as children.
          Members write down what they remember, name what happened, and receive empathy from people who
          understand.
        </p>
        <nav aria-label="Ways in" className="site-actions">
          {quizUrl ? (
            <a href={quizUrl} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              Take The Quiz
            </a>
          ) : null}
          <Link
            to={withRouteAction(location, 'signup')}
            state={{ overlay: true }}
            className={buttonVariants({ variant: quizUrl ? 'secondary' : 'primary', size: 'lg' })}
          >
            Sign Up
          </Link>
          <Link
            to={withRouteAction(location, 'login')}
            state={{ overlay: true }}
            className={buttonVariants({ variant: 'secondary', size: 'lg' })}
          >
            Login
          </Link>
        </nav>
        <section aria-labelledby="start-heading">
          <h2 id="start-heading" className="site-start-title">
            Or start by reading, no account needed
          </h2>
          <ul className="site-paths">
            {PATHS.map((path) => (
              <li key={path.to}>
                <Link to={path.to}>{path.label}</Link>
                <span>{path.line}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="quiz-heading">
          <h2 id="quiz-heading">The Survivor Love Styles quiz</h2>
          <p>
            A free, anonymous quiz about early life experiences and the patterns they can leave in how we love
            and connect. It takes about 3 to 5 minutes for each kind of experience, and the first two parts
            need no account. It is for self-awareness, not diagnosis.
          </p>
          {quizUrl ? (
            <p>
              <a href={quizUrl} className={buttonVariants({ variant: 'primary' })}>
                Start the quiz
              </a>
            </p>
          ) : (
            <p>
              The quiz is not offered on this site yet. Until it is, <Link to="/styles">Browse Styles</Link>{' '}
              describes the styles it is about.
            </p>
          )}
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

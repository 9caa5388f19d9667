import { QuizHelpPanel } from '@childhood-memories/quiz-help';
import { Link, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';

import type { RootData } from '../root.tsx';
import { requireMember } from '../session/guard.server.ts';
import { PageTitle } from '../shell/PageTitle.tsx';
import { pageMeta } from '../site-meta.ts';
import { QuizLink } from './quiz-link.tsx';

export const meta = pageMeta({
  title: 'Your quiz results and styles',
  description:
    'Your Survivor Love Styles: how the quiz works, what it keeps (nothing), and how to save your results.',
});

export function loader({ request }: LoaderFunctionArgs) {
  return requireMember(request);
}

export default function Quiz() {
  const root = useRouteLoaderData<RootData>('root');
  return (
    <>
      <PageTitle>Your Styles</PageTitle>
      <div className="site-prose">
        <p className="site-lead">
          The quiz keeps nothing after you leave it, so your results are not stored here. Print them or save
          them as a PDF at the end of the quiz to keep them.
        </p>
        <QuizLink quizUrl={root?.config.quizUrl} />
        <QuizHelpPanel headingLevel={2} />
        <p>
          Want to reflect on what you found? <Link to="/styles">Read about Survivor Love Styles</Link>.
        </p>
      </div>
    </>
  );
}

import { LoveStyleWritingTips } from '@childhood-memories/quiz-help';
import { Link, useRouteLoaderData } from 'react-router';

import type { RootData } from '../root.tsx';
import { PageTitle } from '../shell/PageTitle.tsx';
import { pageMeta } from '../site-meta.ts';
import { QuizLink } from './quiz-link.tsx';

export const meta = pageMeta({
  title: 'Learn about Survivor Love Styles',
  description:
    'What Survivor Love Styles are: patterns in how we love and connect that can grow from early experiences, described for self-awareness.',
});

export default function Styles() {
  const root = useRouteLoaderData<RootData>('root');
  return (
    <>
      <PageTitle>Survivor Love Styles</PageTitle>
      <div className="site-prose">
        <p className="site-lead">
          What happened to us as children can shape how we reach for people, how we hold back, and what feels
          safe in a relationship. Survivor Love Styles put words to those patterns.
        </p>
        <h2>What a style is, and what it is not</h2>
        <p>
          A style describes a pattern, not a person. Many people recognise themselves in more than one, and
          styles can change as life and healing change. They are for self-awareness only: a style is not a
          diagnosis and is no substitute for a conversation with a therapist.
        </p>
        <h2>How you find yours</h2>
        <p>
          The quiz asks about early life experiences, one kind of experience at a time, about 3 to 5 minutes
          each. It saves no progress between sessions and keeps no data after you leave. You can print your
          results or save them as a PDF.
        </p>
        <QuizLink quizUrl={root?.config.quizUrl} />
        <h2>Reflecting on your style</h2>
        <LoveStyleWritingTips headingLevel={3} />
        <p>
          Members can write about their styles in the community.{' '}
          <Link to="/learn">Learn how the community works</Link>.
        </p>
      </div>
    </>
  );
}

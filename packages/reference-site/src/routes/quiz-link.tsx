import { buttonVariants } from '@childhood-memories/ui';

/**
 * The way to the quiz, only when the host has configured one (`QUIZ_URL`). Without it the page
 * says so plainly, in the landing page's words: this site never shows a quiz it does not have.
 */
export function QuizLink({ quizUrl }: { quizUrl: string | undefined }) {
  if (!quizUrl) {
    return (
      <p className="site-note">
        The quiz is not offered on this site yet. When it is, you will be able to start it from this page.
      </p>
    );
  }
  return (
    <p>
      <a href={quizUrl} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
        Take The Quiz
      </a>
    </p>
  );
}

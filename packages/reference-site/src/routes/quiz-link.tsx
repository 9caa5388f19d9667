import { buttonVariants } from '@childhood-memories/ui';

/**
 * The way to the quiz, only when the host has configured one (`QUIZ_URL`). Without it the page
 * says so plainly: this site never shows a quiz it does not have.
 */
export function QuizLink({ quizUrl }: { quizUrl: string | undefined }) {
  if (!quizUrl) {
    return (
      <p className="site-note">
        This community has not connected a quiz yet. When it does, you will be able to start it from this
        page.
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

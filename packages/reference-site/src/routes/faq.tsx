import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { PageTitle } from '../shell/PageTitle.tsx';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Frequently asked questions',
  description:
    'Answers to what people ask first: privacy, safety, the quiz, memories, empathy and deleting an account.',
});

const QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: 'Who is this community for?',
    answer:
      'Adults who lived through difficult or traumatic experiences as children, and who want a calm place to write down what they remember and be met with empathy.',
  },
  {
    question: 'Is the quiz a diagnosis?',
    answer:
      'No. The Survivor Love Styles quiz is for self-awareness only. It saves no progress between sessions and keeps no data after you leave; you can print your results or save them as a PDF.',
  },
  {
    question: 'Who can read what I write?',
    answer: (
      <>
        You choose for each memory: <strong>Only me</strong>, <strong>Private with a link</strong> (anyone you
        give the link to, such as a therapist or a friend), or <strong>Public</strong> (visible on the site
        and beyond). You can change it at any time. The <Link to="/privacy-policy">privacy policy</Link>{' '}
        explains what we store.
      </>
    ),
  },
  {
    question: 'What if reading or writing becomes too much?',
    answer: (
      <>
        Stop, and take care of yourself first. Your draft is kept. The Quick Exit button leaves the site at
        once, and the <Link to="/safety">Safety page</Link> has grounding exercises and crisis lines.
      </>
    ),
  },
  {
    question: 'Can I avoid content that might upset me?',
    answer: (
      <>
        Yes. Writers add content warnings, and in <Link to="/safety-filters">Safety Filters</Link> you choose
        which warnings you want to see first and which memories you would rather not see at all.
      </>
    ),
  },
  {
    question: 'What does “me too” mean?',
    answer:
      'When a memory is tagged, you can say “me too” on a single detail you also lived. The writer sees that someone understands, without anyone having to write a word.',
  },
  {
    question: 'Does this replace therapy?',
    answer:
      'No. We recommend working with a therapist, especially when you explore painful memories. This community can sit beside professional support; it cannot replace it.',
  },
  {
    question: 'How do I delete my account?',
    answer: (
      <>
        From <Link to="/account">Your Account</Link>, choose Delete account. It removes your e-mail address
        and everything you posted, and it cannot be undone.
      </>
    ),
  },
];

export default function Faq() {
  return (
    <>
      <PageTitle>FAQ</PageTitle>
      <div className="site-prose">
        <p className="site-lead">Answers to the questions people ask us first.</p>
        <div className="site-faq">
          {QUESTIONS.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <div>
                <p>{item.answer}</p>
              </div>
            </details>
          ))}
        </div>
        <p>
          Something else? <Link to="/contact-us">Contact us</Link>.
        </p>
      </div>
    </>
  );
}

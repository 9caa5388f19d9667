import { Button, TextArea, TextField, useToast } from '@childhood-memories/ui';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';

import { failureMessage } from '../overlays/form-errors.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { withRouteAction } from '../shell/route-action.ts';

const MESSAGE_MAX = 5000;
const SUBJECT_MAX = 200;

/**
 * A message to the team (`POST /contact-support`), for feedback and for help. Members only, as
 * the API requires; a visitor is offered Login and Sign Up. A failed send keeps every word.
 */
export function SupportForm({ defaultSubject, sendLabel }: { defaultSubject: string; sendLabel: string }) {
  const { auth, client } = useSession();
  const location = useLocation();
  const toast = useToast();
  const [subject, setSubject] = useState(defaultSubject);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (!auth.isAuthenticated) {
    return (
      <p className="site-note">
        To send us a message, please{' '}
        <Link to={withRouteAction(location, 'login')} state={{ overlay: true }}>
          log in
        </Link>{' '}
        or{' '}
        <Link to={withRouteAction(location, 'signup')} state={{ overlay: true }}>
          create an account
        </Link>
        . It only takes a minute, and your message stays private between you and the team.
      </p>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const next = {
      subject: subject.trim() === '' ? 'Please add a subject.' : undefined,
      message: message.trim() === '' ? 'Please write your message.' : undefined,
    };
    setErrors(next);
    setFailure(null);
    if (next.subject || next.message) return;
    setPending(true);
    try {
      await client.contactSupport({ subject: subject.trim(), message: message.trim() });
      setMessage('');
      toast.toast({ tone: 'success', title: 'Thank you. Your message has been sent.' });
    } catch (error) {
      setFailure(
        failureMessage(error, 'Your message could not be sent. Your words are still here; please try again.'),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="site-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Subject"
        name="subject"
        value={subject}
        maxLength={SUBJECT_MAX}
        onChange={(event) => setSubject(event.target.value)}
        error={errors.subject}
      />
      <TextArea
        label="Your message"
        name="message"
        value={message}
        maxLength={MESSAGE_MAX}
        minRows={6}
        onChange={(event) => setMessage(event.target.value)}
        error={errors.message}
      />
      <div role="alert" className="site-form-alert">
        {failure ? <p>{failure}</p> : null}
      </div>
      <div className="site-form-actions">
        <Button type="submit" loading={pending}>
          {sendLabel}
        </Button>
      </div>
    </form>
  );
}

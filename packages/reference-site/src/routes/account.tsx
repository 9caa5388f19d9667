import { Button, TextField, buttonVariants } from '@childhood-memories/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';

import { emailError, failureMessage, newPasswordError } from '../overlays/form-errors.ts';
import { FormAlert, NewPasswordFields } from '../overlays/form-parts.tsx';
import { requireMember } from '../session/guard.server.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { PageTitle } from '../shell/PageTitle.tsx';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Account settings',
  description:
    'Your account: change your e-mail address or password, set your safety filters, or delete your account.',
});

export function loader({ request }: LoaderFunctionArgs) {
  return requireMember(request);
}

const CURRENT_USER_KEY = ['site', 'current-user'] as const;

function useCurrentUser() {
  const { client } = useSession();
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: ({ signal }) => client.getCurrentUser({ signal }) });
}

function Status({ message }: { message: string | null }) {
  return (
    <div role="status" className="site-form-status">
      {message ? <p>{message}</p> : null}
    </div>
  );
}

/** Change the e-mail address: the new address, then the six-digit code sent to it. */
function ChangeEmail() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const askCode = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = emailError(email);
    setFieldError(invalid);
    setFailure(null);
    setDone(null);
    if (invalid) return;
    setBusy(true);
    try {
      await client.changeEmail(email.trim());
      setPendingEmail(email.trim());
    } catch (error) {
      setFailure(failureMessage(error, 'We could not send a code just now. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || pendingEmail === null) return;
    const invalid = /^\d{6}$/.test(code.trim()) ? undefined : 'Please enter the six digits from the e-mail.';
    setFieldError(invalid);
    setFailure(null);
    if (invalid) return;
    setBusy(true);
    try {
      await client.validateEmailChange({ code: code.trim(), new_email: pendingEmail });
      setDone(`Your e-mail address is now ${pendingEmail}.`);
      setPendingEmail(null);
      setEmail('');
      setCode('');
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    } catch (error) {
      setFailure(failureMessage(error, 'That code did not work. Please check it and try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="email-heading" className="site-panel">
      <h2 id="email-heading">Change e-mail address</h2>
      {pendingEmail === null ? (
        <form className="site-form" noValidate onSubmit={(event) => void askCode(event)}>
          <TextField
            label="New e-mail address"
            name="new_email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError}
          />
          <FormAlert message={failure} />
          <div className="site-form-actions">
            <Button type="submit" variant="secondary" loading={busy}>
              Send a code
            </Button>
          </div>
        </form>
      ) : (
        <form className="site-form" noValidate onSubmit={(event) => void confirm(event)}>
          <p>We sent a six-digit code to {pendingEmail}. It may take a minute to arrive.</p>
          <TextField
            label="Six-digit code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError}
          />
          <FormAlert message={failure} />
          <div className="site-form-actions">
            <Button type="submit" loading={busy}>
              Confirm the new address
            </Button>
            <Button type="button" variant="link" onClick={() => setPendingEmail(null)}>
              Use another address
            </Button>
          </div>
        </form>
      )}
      <Status message={done} />
    </section>
  );
}

/** Change the password: the new one twice (community §5). */
function ChangePassword() {
  const { client } = useSession();
  const [errors, setErrors] = useState<{ new_password?: string; confirm_new_password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('new_password') ?? '');
    const confirm = String(data.get('confirm_new_password') ?? '');
    const next = {
      new_password: newPasswordError(password),
      confirm_new_password: confirm !== password ? 'The two passwords are not the same.' : undefined,
    };
    setErrors(next);
    setFailure(null);
    setDone(null);
    if (next.new_password || next.confirm_new_password) return;
    setBusy(true);
    try {
      await client.changePassword({ new_password: password, confirm_new_password: confirm });
      form.reset();
      setDone('Your password has been changed.');
    } catch (error) {
      setFailure(failureMessage(error, 'We could not change your password just now. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="password-heading" className="site-panel">
      <h2 id="password-heading">Change password</h2>
      <form className="site-form" noValidate onSubmit={(event) => void submit(event)}>
        <NewPasswordFields errors={errors} />
        <FormAlert message={failure} />
        <div className="site-form-actions">
          <Button type="submit" variant="secondary" loading={busy}>
            Change password
          </Button>
        </div>
      </form>
      <Status message={done} />
    </section>
  );
}

export default function Account() {
  const user = useCurrentUser();
  return (
    <>
      <PageTitle>Your Account</PageTitle>
      <div className="site-prose">
        <section aria-labelledby="details-heading" className="site-panel">
          <h2 id="details-heading">Your details</h2>
          {user.isPending ? (
            <p>Loading your details…</p>
          ) : user.isError ? (
            <p>We could not load your details just now. Everything else on this page still works.</p>
          ) : (
            <dl className="site-details">
              <dt>Username</dt>
              <dd>{user.data.username}</dd>
              <dt>E-mail address</dt>
              <dd>{user.data.email}</dd>
            </dl>
          )}
        </section>
        <ChangeEmail />
        <ChangePassword />
        <section aria-labelledby="more-heading" className="site-panel">
          <h2 id="more-heading">More</h2>
          <ul>
            <li>
              <Link to="/safety-filters">Safety Filters</Link>: choose what content you are warned about or do
              not see.
            </li>
            <li>
              <Link to="/settings">Settings</Link>: introductions, tips and reminders.
            </li>
            <li>
              <Link to="/contact-us">Contact us</Link>
            </li>
          </ul>
          <Link to="/account/delete-account" className={buttonVariants({ variant: 'danger' })}>
            Delete account
          </Link>
        </section>
      </div>
    </>
  );
}

import { Button, TextField } from '@childhood-memories/ui';
import { useState, type FormEvent } from 'react';

import { useSession } from '../session/SessionProvider.tsx';
import { emailError, failureMessage, newPasswordError, PASSWORD_MIN } from './form-errors.ts';
import { FormAlert, NewPasswordFields } from './form-parts.tsx';

type Errors = Partial<Record<string, string>>;

function textOf(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** Focuses the first field that has an error, so a keyboard or screen-reader user lands on it. */
function focusFirstError(form: HTMLFormElement, errors: Errors) {
  const first = Object.keys(errors).find((name) => errors[name] !== undefined);
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
}

/** Sign up: a username, an e-mail address and a password; signed in at once on success. */
export function SignUpForm({ onDone, onLogIn }: { onDone: () => void; onLogIn: () => void }) {
  const { client, signIn } = useSession();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const username = textOf(form, 'username').trim();
    const email = textOf(form, 'email').trim();
    const password = textOf(form, 'password');
    const next: Errors = {
      username:
        username === ''
          ? 'Please choose a username.'
          : /^[\w.@+-]+$/.test(username)
            ? undefined
            : 'A username may use letters, digits and . @ + - _ (no spaces).',
      email: emailError(email),
      password: newPasswordError(password),
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return focusFirstError(form, next);
    setPending(true);
    try {
      const session = await client.signUp({ username, email, password });
      signIn(session);
      onDone();
    } catch (error) {
      setFailure(failureMessage(error, 'We could not create your account just now. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="site-form" noValidate onSubmit={(event) => void submit(event)}>
      <p>Your username is what other members see. Choose one that does not reveal who you are.</p>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        error={errors.username}
        maxLength={150}
      />
      <TextField label="E-mail address" name="email" type="email" autoComplete="email" error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN} characters. A few words you will remember work well.`}
        error={errors.password}
      />
      <FormAlert message={failure} />
      <div className="site-form-actions">
        <Button type="submit" loading={pending}>
          Sign Up
        </Button>
        <Button type="button" variant="link" onClick={onLogIn}>
          I already have an account
        </Button>
      </div>
    </form>
  );
}

/** Log in with the e-mail address and password. */
export function LogInForm({
  onDone,
  onSignUp,
  onForgot,
}: {
  onDone: () => void;
  onSignUp: () => void;
  onForgot: () => void;
}) {
  const { client, signIn } = useSession();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const email = textOf(form, 'email').trim();
    const password = textOf(form, 'password');
    const next: Errors = {
      email: emailError(email),
      password: password === '' ? 'Please enter your password.' : undefined,
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return focusFirstError(form, next);
    setPending(true);
    try {
      const session = await client.logIn({ email, password });
      signIn(session);
      onDone();
    } catch (error) {
      setFailure(failureMessage(error, 'We could not log you in just now. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="site-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label="E-mail address" name="email" type="email" autoComplete="email" error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <FormAlert message={failure} />
      <div className="site-form-actions">
        <Button type="submit" loading={pending}>
          Login
        </Button>
        <Button type="button" variant="link" onClick={onForgot}>
          Forgot your password?
        </Button>
        <Button type="button" variant="link" onClick={onSignUp}>
          New here? Sign Up
        </Button>
      </div>
    </form>
  );
}

/** Ask for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ onLogIn }: { onLogIn: () => void }) {
  const { client } = useSession();
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const email = textOf(form, 'email').trim();
    const invalid = emailError(email);
    setError(invalid);
    setFailure(null);
    if (invalid) return focusFirstError(form, { email: invalid });
    setPending(true);
    try {
      await client.forgotPassword(email);
      setSentTo(email);
    } catch (caught) {
      setFailure(failureMessage(caught, 'We could not send the link just now. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  if (sentTo !== null) {
    return (
      <div className="site-form" role="status">
        <p>
          If an account uses {sentTo}, we have sent it a link to choose a new password. The link works for one
          hour.
        </p>
        <Button variant="secondary" onClick={onLogIn}>
          Back to Login
        </Button>
      </div>
    );
  }
  return (
    <form className="site-form" noValidate onSubmit={(event) => void submit(event)}>
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <TextField label="E-mail address" name="email" type="email" autoComplete="email" error={error} />
      <FormAlert message={failure} />
      <div className="site-form-actions">
        <Button type="submit" loading={pending}>
          Send the link
        </Button>
        <Button type="button" variant="link" onClick={onLogIn}>
          Back to Login
        </Button>
      </div>
    </form>
  );
}

/** Choose a new password with the token from the e-mail, then log in. */
export function ResetPasswordForm({ token, onLogIn }: { token: string | null; onLogIn: () => void }) {
  const { client } = useSession();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  if (token === null || token === '') {
    return (
      <div className="site-form">
        <p>This link is not complete. Please open the link from the e-mail again, or ask for a new one.</p>
        <Button variant="secondary" onClick={onLogIn}>
          Back to Login
        </Button>
      </div>
    );
  }
  if (done) {
    return (
      <div className="site-form" role="status">
        <p>Your new password is set. For your safety, every device has been signed out.</p>
        <Button onClick={onLogIn}>Login</Button>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const password = textOf(form, 'new_password');
    const confirm = textOf(form, 'confirm_new_password');
    const next: Errors = {
      new_password: newPasswordError(password),
      confirm_new_password: confirm !== password ? 'The two passwords are not the same.' : undefined,
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return focusFirstError(form, next);
    setPending(true);
    try {
      await client.resetPassword({ token, new_password: password, confirm_new_password: confirm });
      setDone(true);
    } catch (error) {
      setFailure(failureMessage(error, 'We could not set the new password. The link may have expired.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="site-form" noValidate onSubmit={(event) => void submit(event)}>
      <NewPasswordFields errors={errors} />
      <FormAlert message={failure} />
      <div className="site-form-actions">
        <Button type="submit" loading={pending}>
          Set the new password
        </Button>
      </div>
    </form>
  );
}

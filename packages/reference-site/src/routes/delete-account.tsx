import { Button, ConfirmDialog, TextField } from '@childhood-memories/ui';
import { useRef, useState, type FormEvent } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';

import { failureMessage } from '../overlays/form-errors.ts';
import { requireMember } from '../session/guard.server.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { PageTitle } from '../shell/PageTitle.tsx';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Delete your account',
  description: 'Delete your Childhood Memories account, your e-mail address and everything you posted.',
});

export function loader({ request }: LoaderFunctionArgs) {
  return requireMember(request);
}

/**
 * Deletion behind the password and the dialog of community §8: the password is checked first
 * (`/user/verify-password`), then the dialog asks, then `/user/delete/` removes everything.
 */
export default function DeleteAccount() {
  const { client, forget } = useSession();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [checking, setChecking] = useState(false);
  const verified = useRef<string | null>(null);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    setFailure(null);
    if (password === '') {
      setFieldError('Please enter your password.');
      return;
    }
    setFieldError(undefined);
    setChecking(true);
    try {
      await client.verifyPassword(password);
      verified.current = password;
      setConfirming(true);
    } catch (error) {
      const wrong =
        typeof error === 'object' &&
        error !== null &&
        'status' in error &&
        (error.status === 401 || error.status === 403);
      if (wrong) setFieldError('That password is not right. Please try again.');
      else setFailure(failureMessage(error, 'We could not check your password just now. Please try again.'));
    } finally {
      setChecking(false);
    }
  };

  const remove = async () => {
    if (verified.current === null) return;
    try {
      await client.deleteAccount(verified.current);
    } catch (error) {
      setConfirming(false);
      setFailure(
        failureMessage(
          error,
          'Your account could not be deleted just now. Nothing was removed; please try again.',
        ),
      );
      return;
    }
    forget('account-deleted');
  };

  return (
    <>
      <PageTitle>Delete account</PageTitle>
      <div className="site-prose">
        <p className="site-lead">
          Deleting your account removes your e-mail address and all your posts: memories, comments and
          responses. It cannot be undone.
        </p>
        <p>
          If you would rather take a break, you can simply log out; everything will be here when you return.
          To keep a memory private instead, set it to Only me. <Link to="/account">Back to Your Account</Link>
        </p>
        <form className="site-form" noValidate onSubmit={(event) => void check(event)}>
          <TextField
            label="Your password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError}
          />
          <div role="alert" className="site-form-alert">
            {failure ? <p>{failure}</p> : null}
          </div>
          <div className="site-form-actions">
            <Button type="submit" variant="danger" loading={checking}>
              Delete my account
            </Button>
          </div>
        </form>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Are you sure you want to delete your account?"
          description="This action is permanent. It removes your email address and all your posts, and cannot be undone."
          confirmLabel="Delete my account"
          cancelLabel="Keep my account"
          tone="danger"
          onConfirm={remove}
        />
      </div>
    </>
  );
}

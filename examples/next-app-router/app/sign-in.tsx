'use client';

import { isApiError } from '@childhood-memories/api-client';
import { useState, type FormEvent } from 'react';

import { useClient } from './providers';
import { useSession, writeSession } from './session';

/** The host's sign-in form (the widgets have none: signing in is the site's). */
export function SignIn() {
  const client = useClient();
  const member = useSession()?.user ?? null;
  const [status, setStatus] = useState('');

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setStatus('Signing in…');
    try {
      writeSession(
        await client.logIn({ email: String(data.get('email')), password: String(data.get('password')) }),
      );
      setStatus('');
    } catch (error) {
      setStatus(
        isApiError(error) && error.code === 'network'
          ? 'We could not reach the community just now. Please try again.'
          : 'That email and password did not match. Please try again.',
      );
    }
  }

  if (member !== null) return <p className="signed-in">Signed in as {member.username}.</p>;
  return (
    <form id="sign-in" className="sign-in" onSubmit={(event) => void signIn(event)}>
      <h2>Sign in to write</h2>
      <label htmlFor="email">Email</label>
      <input id="email" name="email" type="email" autoComplete="email" required />
      <label htmlFor="password">Password</label>
      <input id="password" name="password" type="password" autoComplete="current-password" required />
      <button type="submit">Sign in</button>
      <p role="status">{status}</p>
    </form>
  );
}

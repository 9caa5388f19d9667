import { TextField } from '@childhood-memories/ui';

import { PASSWORD_MIN } from './form-errors.ts';

/** Where a form's failure is announced; empty (and hidden) until there is one. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className="site-form-alert">
      {message ? <p>{message}</p> : null}
    </div>
  );
}

/** The new password and its confirmation (`new_password`, `confirm_new_password`), with their errors. */
export function NewPasswordFields({
  errors,
}: {
  errors: { new_password?: string | undefined; confirm_new_password?: string | undefined };
}) {
  return (
    <>
      <TextField
        label="New password"
        name="new_password"
        type="password"
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN} characters.`}
        error={errors.new_password}
      />
      <TextField
        label="Confirm new password"
        name="confirm_new_password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm_new_password}
      />
    </>
  );
}

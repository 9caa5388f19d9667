import * as z from 'zod/mini';

import {
  CONTENT_WARNINGS_MAX,
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  USERNAME_MAX,
} from '../constants.ts';
import type {
  AuthSession,
  CurrentUser,
  LogInPayload,
  PasswordChange,
  PasswordReset,
  SafetyPreferences,
  SafetyPreferencesUpdate,
  SignUpPayload,
  SupportMessage,
} from '../types.ts';
import {
  flagSchema,
  nonBlankTextMax,
  nonEmptyTextSchema,
  requestIdSchema,
  withoutNul,
  type ApiSchema,
} from './common.ts';

/*
 * The specification does not show password rules ("Rules for their content are not shown"): a
 * password a member already has is only required to be non-empty; a new one follows the reference
 * backends' policy below.
 */
const passwordSchema = nonEmptyTextSchema;
/**
 * A new password (sign-up, a change, a reset): the reference backends' policy, `PASSWORD_MIN` (8)
 * to `PASSWORD_MAX` (256) characters, in the schema so the OpenAPI document states it and the
 * client, the mock and the server refuse the same password with the same words. A password a
 * member already has is only required to be non-empty.
 */
const newPasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`),
    z.maxLength(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`),
    withoutNul,
  );
/**
 * An e-mail address: zod's local part, and a host whose every label starts and ends with a letter or
 * digit (RFC 1035 §2.3.1: `me@example-.org` is no address), so sign-up and an e-mail change refuse
 * what no mail could reach (a new address: sign-up and an e-mail change). The pattern travels into
 * the OpenAPI document.
 */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const newEmailSchema = z
  .email({ pattern: EMAIL_PATTERN, error: 'must be an email address' })
  .check(z.maxLength(EMAIL_MAX, `must be at most ${EMAIL_MAX} characters`));
/** An address a member already uses (log-in, a reset, a reply address): never refused by a newer rule. */
const emailSchema = z
  .email('must be an email address')
  .check(z.maxLength(EMAIL_MAX, `must be at most ${EMAIL_MAX} characters`));

/**
 * Body of `POST /user/verify-password` and `POST /user/delete/`.
 *
 * @example
 * ```ts
 * passwordPayloadSchema.parse({ password: 'correct horse battery staple' });
 * ```
 */
export const passwordPayloadSchema: ApiSchema<{ password: string }, { password: string }> = z.object({
  password: passwordSchema,
});

/**
 * Body of `POST /user-change-email`.
 *
 * @example
 * ```ts
 * changeEmailPayloadSchema.parse({ new_email: 'me@example.org' });
 * ```
 */
export const changeEmailPayloadSchema: ApiSchema<{ new_email: string }, { new_email: string }> = z.object({
  new_email: newEmailSchema,
});

/**
 * Body of `POST /user-change-email/validate/`: the code sent to the new address.
 *
 * @example
 * ```ts
 * validateEmailChangePayloadSchema.parse({ code: '493817', new_email: 'me@example.org' });
 * ```
 */
export const validateEmailChangePayloadSchema: ApiSchema<
  { code: string; new_email: string },
  { code: string; new_email: string }
> = z.object({
  code: nonEmptyTextSchema,
  new_email: newEmailSchema,
});

/**
 * Body of `POST /password/change/validate/2`: both fields required and equal.
 *
 * @example
 * ```ts
 * changePasswordPayloadSchema.parse({ new_password: 'a long phrase', confirm_new_password: 'a long phrase' });
 * ```
 */
export const changePasswordPayloadSchema: ApiSchema<PasswordChange, PasswordChange> = z
  .object({ new_password: newPasswordSchema, confirm_new_password: newPasswordSchema })
  .check(
    z.refine((body) => body.new_password === body.confirm_new_password, {
      message: 'must match the new password',
      path: ['confirm_new_password'],
    }),
    z.meta({ description: '`confirm_new_password` repeats `new_password`.' }),
  );

/**
 * Body of `POST /contact-support` (fields ours: the specification does not show them).
 *
 * @example
 * ```ts
 * supportMessagePayloadSchema.parse({ subject: 'Photo upload', message: 'It stops half way.' });
 * ```
 */
export const supportMessagePayloadSchema: ApiSchema<SupportMessage, SupportMessage> = z.object({
  subject: nonBlankTextMax(SUPPORT_SUBJECT_MAX),
  message: nonBlankTextMax(SUPPORT_MESSAGE_MAX),
  email: z.optional(emailSchema),
});

/**
 * Body of `POST /refresh-token`.
 *
 * @example
 * ```ts
 * refreshTokenPayloadSchema.parse({ refresh: storedRefreshToken });
 * ```
 */
export const refreshTokenPayloadSchema: ApiSchema<{ refresh: string }, { refresh: string }> = z.object({
  refresh: nonEmptyTextSchema,
});

/**
 * Body of `POST /logout` (ours), which may be left out: a refresh token, whose session ends too
 * (the Bearer token ends its own).
 *
 * @example
 * ```ts
 * logOutPayloadSchema.parse({ refresh: storedRefreshToken });
 * ```
 */
export const logOutPayloadSchema: ApiSchema<
  { refresh?: string | undefined } | undefined,
  { refresh?: string | undefined } | undefined
> = z.optional(z.object({ refresh: z.optional(nonEmptyTextSchema) }));

const refreshedTokensDefinition = z.object({
  access: nonEmptyTextSchema,
  refresh: z.optional(nonEmptyTextSchema),
});

/**
 * Answer of `POST /refresh-token`: a new access token, and a new refresh token when the server rotates it.
 *
 * @example
 * ```ts
 * refreshedTokensSchema.parse({ access: 'eyJ…' });
 * ```
 */
export const refreshedTokensSchema: ApiSchema<
  { access: string; refresh?: string | undefined },
  z.input<typeof refreshedTokensDefinition>
> = refreshedTokensDefinition;

/**
 * Body of `POST /verify-token`.
 *
 * @example
 * ```ts
 * verifyTokenPayloadSchema.parse({ token: accessToken });
 * ```
 */
export const verifyTokenPayloadSchema: ApiSchema<{ token: string }, { token: string }> = z.object({
  token: nonEmptyTextSchema,
});

/**
 * Body of `PATCH /onboarding-status`.
 *
 * @example
 * ```ts
 * onboardingStatusPayloadSchema.parse({ has_passed_onboarding: true });
 * ```
 */
export const onboardingStatusPayloadSchema: ApiSchema<
  { has_passed_onboarding: boolean },
  { has_passed_onboarding: boolean }
> = z.object({ has_passed_onboarding: z.boolean() });

const currentUserDefinition = z.pipe(
  z.object({
    username: z.string(),
    email: z.string(),
    has_passed_onboarding: z._default(flagSchema, false),
    has_first_post: z._default(flagSchema, false),
    is_moderator: z._default(flagSchema, false),
  }),
  z.transform((user): CurrentUser => ({
    username: user.username,
    email: user.email,
    has_passed_onboarding: user.has_passed_onboarding,
    has_first_post: user.has_first_post,
    // Only moderators carry the flag; every other member keeps the specification's shape.
    ...(user.is_moderator ? { is_moderator: true } : {}),
  })),
);

/**
 * The signed-in member (`GET /user/me`); flags may come as 0/1 and default to false.
 *
 * @example
 * ```ts
 * currentUserSchema.parse({ username: 'sam', email: 'sam@example.org', has_passed_onboarding: true });
 * ```
 */
export const currentUserSchema: ApiSchema<
  CurrentUser,
  z.input<typeof currentUserDefinition>
> = currentUserDefinition;

const authSessionDefinition = z.object({
  access: nonEmptyTextSchema,
  refresh: nonEmptyTextSchema,
  user: currentUserSchema,
});

/**
 * Answer of sign-up and log-in: the tokens and the member.
 *
 * @example
 * ```ts
 * authSessionSchema.parse({ access: 'eyJ…', refresh: 'eyJ…', user: { username: 'sam', email: 'sam@example.org' } });
 * ```
 */
export const authSessionSchema: ApiSchema<
  AuthSession,
  z.input<typeof authSessionDefinition>
> = authSessionDefinition;

/**
 * Body of `POST /user/signup` (ours).
 *
 * @example
 * ```ts
 * signUpPayloadSchema.parse({ username: 'sam', email: 'sam@example.org', password: 'a long phrase' });
 * ```
 */
export const signUpPayloadSchema: ApiSchema<SignUpPayload, SignUpPayload> = z.object({
  username: z
    .string()
    .check(
      z.minLength(1, 'must not be empty'),
      z.maxLength(USERNAME_MAX, `must be at most ${USERNAME_MAX} characters`),
      z.regex(/^[\w.@+-]+$/, 'may use letters, digits and . @ + - _'),
    ),
  email: newEmailSchema,
  password: newPasswordSchema,
});

/**
 * Body of `POST /user/login` (ours).
 *
 * @example
 * ```ts
 * logInPayloadSchema.parse({ email: 'sam@example.org', password: 'a long phrase' });
 * ```
 */
export const logInPayloadSchema: ApiSchema<LogInPayload, LogInPayload> = z.object({
  email: emailSchema,
  password: passwordSchema,
});

/**
 * Body of `POST /user/forgot-password` (ours).
 *
 * @example
 * ```ts
 * forgotPasswordPayloadSchema.parse({ email: 'sam@example.org' });
 * ```
 */
export const forgotPasswordPayloadSchema: ApiSchema<{ email: string }, { email: string }> = z.object({
  email: emailSchema,
});

/**
 * Body of `POST /user/reset-password` (ours): the token from the email and the new password twice.
 *
 * @example
 * ```ts
 * resetPasswordPayloadSchema.parse({ token: 't0k3n', new_password: 'a long phrase', confirm_new_password: 'a long phrase' });
 * ```
 */
export const resetPasswordPayloadSchema: ApiSchema<PasswordReset, PasswordReset> = z
  .object({
    token: nonEmptyTextSchema,
    new_password: newPasswordSchema,
    confirm_new_password: newPasswordSchema,
  })
  .check(
    z.refine((body) => body.new_password === body.confirm_new_password, {
      message: 'must match the new password',
      path: ['confirm_new_password'],
    }),
    z.meta({ description: '`confirm_new_password` repeats `new_password`.' }),
  );

/**
 * The member's Safety Filters as the server answers them: warnings hidden, and warnings shown
 * without a notice (any other asks first). No warning may be in both lists.
 *
 * @example
 * ```ts
 * safetyPreferencesSchema.parse({ hidden_content_warning_ids: [2, 5] });
 * ```
 */
const warningIdsSchema = z.array(requestIdSchema).check(
  z.maxLength(CONTENT_WARNINGS_MAX, `must have at most ${CONTENT_WARNINGS_MAX} ids`),
  z.refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id'),
  z.meta({ uniqueItems: true }),
);

const disjoint = z.refine<{
  hidden_content_warning_ids: number[];
  shown_content_warning_ids?: number[] | undefined;
}>(
  (body) => {
    const hidden = new Set(body.hidden_content_warning_ids);
    return !(body.shown_content_warning_ids ?? []).some((id) => hidden.has(id));
  },
  { message: 'a content warning cannot be both hidden and shown', path: ['shown_content_warning_ids'] },
);
const disjointNote = z.meta({ description: 'No content warning is both hidden and shown.' });

export const safetyPreferencesSchema: ApiSchema<SafetyPreferences, SafetyPreferencesUpdate> = z
  .object({
    hidden_content_warning_ids: warningIdsSchema,
    // Older servers answer without it: nothing shown without a notice.
    shown_content_warning_ids: z._default(warningIdsSchema, []),
  })
  .check(disjoint, disjointNote);

/**
 * Body of `PUT` safety preferences: a list left out stays as it was on the server.
 *
 * @example
 * ```ts
 * safetyPreferencesUpdateSchema.parse({ hidden_content_warning_ids: [2], shown_content_warning_ids: [4] });
 * ```
 */
export const safetyPreferencesUpdateSchema: ApiSchema<SafetyPreferencesUpdate, SafetyPreferencesUpdate> = z
  .object({
    hidden_content_warning_ids: warningIdsSchema,
    shown_content_warning_ids: z.optional(warningIdsSchema),
  })
  .check(disjoint, disjointNote);

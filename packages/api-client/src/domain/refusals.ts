import { NOT_FOUND_TEXTS } from '../errors.ts';

/*
 * Every refusal a backend gives for a rule of the product, with its status, code and words, once:
 * the reference server and the mock backend throw these, so the same request is refused the same
 * way by both (community §3 and memory-writing §6 name who may do what; the words are ours).
 */

/** The `code` of a refusal, as the server's `{ detail, code }` answer carries it. */
export type RefusalCode = 'invalid_request' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict';

const STATUS: Record<RefusalCode, 400 | 401 | 403 | 404 | 409> = {
  invalid_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

function refusal<C extends RefusalCode>(code: C, detail: string) {
  return { code, detail } as const;
}

/**
 * The refusals, by name.
 *
 * @example
 * REFUSALS.memoryNotYours.detail; // 'Only the person who wrote this memory can change it.'
 */
export const REFUSALS = {
  signInNeeded: refusal('unauthenticated', 'Please sign in to continue.'),
  sessionEnded: refusal('unauthenticated', 'Your session has ended. Please sign in again.'),
  tokenNotValid: refusal('unauthenticated', 'This token is not valid.'),
  logInFailed: refusal('unauthenticated', 'That e-mail address and password do not match.'),
  wrongPassword: refusal('forbidden', 'That password is not right.'),
  memoryNotYours: refusal('forbidden', 'Only the person who wrote this memory can change it.'),
  commentNotYours: refusal('forbidden', 'Only the person who wrote this comment can change it.'),
  hideOwnComment: refusal('forbidden', 'This is your own comment: you can edit or delete it instead.'),
  resonateOwnMemory: refusal('forbidden', 'You cannot say "me too" to your own memory.'),
  praiseOwnMemory: refusal('forbidden', 'You cannot praise your own memory.'),
  praiseOwnComment: refusal('forbidden', 'You cannot praise your own comment.'),
  accountTaken: refusal('conflict', 'That username or e-mail address is already in use.'),
  emailTaken: refusal('conflict', 'That e-mail address is already in use.'),
  emailAlreadyYours: refusal('conflict', 'This is already your e-mail address.'),
  wrongCode: refusal('invalid_request', 'That code is not right. Please check it and try again.'),
  codeExpired: refusal('invalid_request', 'This code has expired. Please ask for a new one.'),
  resetLinkSpent: refusal(
    'invalid_request',
    'This reset link has expired or was already used. Please ask for a new one.',
  ),
  unknownContentWarning: refusal(
    'invalid_request',
    'sensitive_topics: one of the content warnings does not exist.',
  ),
  unknownHiddenWarning: refusal(
    'invalid_request',
    'hidden_content_warning_ids: one of the content warnings does not exist.',
  ),
  unknownShownWarning: refusal(
    'invalid_request',
    'shown_content_warning_ids: one of the content warnings does not exist.',
  ),
  reportReason: refusal('invalid_request', 'reason: please choose one of the listed reasons.'),
  reportRemark: refusal('invalid_request', 'remark: please tell us a little more.'),
  slugWithoutTagType: refusal('invalid_request', 'slug and tag_type go together.'),
  memoryNotFound: refusal('not_found', NOT_FOUND_TEXTS.memory),
  commentNotFound: refusal('not_found', NOT_FOUND_TEXTS.comment),
  tagNotFound: refusal('not_found', NOT_FOUND_TEXTS.tag),
  reactionNotFound: refusal('not_found', NOT_FOUND_TEXTS.reaction),
  praiseNotFound: refusal('not_found', NOT_FOUND_TEXTS.praise),
  empathyNotFound: refusal('not_found', NOT_FOUND_TEXTS.empathy),
  meTooNotFound: refusal('not_found', NOT_FOUND_TEXTS.meToo),
  saveNotFound: refusal('not_found', NOT_FOUND_TEXTS.savedMemory),
  voteNotFound: refusal('not_found', NOT_FOUND_TEXTS.vote),
  photoNotFound: refusal('not_found', NOT_FOUND_TEXTS.photo),
  memberNotFound: refusal('not_found', NOT_FOUND_TEXTS.member),
} as const;

/** The name of a refusal. */
export type RefusalName = keyof typeof REFUSALS;

/**
 * A rule's refusal, thrown by the rules of this module and answered by both backends as
 * `{ detail, code }` with `status`.
 *
 * @example
 * try { mayChangeMemory(false); } catch (error) { if (error instanceof Refusal) error.status; } // 403
 */
export class Refusal extends Error {
  readonly refusal: RefusalName | null;
  readonly code: RefusalCode;
  readonly status: 400 | 401 | 403 | 404 | 409;

  constructor(code: RefusalCode, detail: string, name: RefusalName | null = null) {
    super(detail);
    this.name = 'Refusal';
    this.refusal = name;
    this.code = code;
    this.status = STATUS[code];
  }

  /** The answer body both backends send. */
  get body(): { detail: string; code: RefusalCode } {
    return { detail: this.message, code: this.code };
  }
}

/**
 * The refusal of `name` as an error to throw.
 *
 * @example
 * if (!found) throw refuse('memoryNotFound');
 */
export function refuse(name: RefusalName): Refusal {
  const { code, detail } = REFUSALS[name];
  return new Refusal(code, detail, name);
}

/**
 * A 400 for a request the rules refuse with their own words (a payload problem such as
 * `feedback: "Lovely" is not one of the praise options.`).
 *
 * @example
 * if (resolved.problem !== undefined) throw invalid(resolved.problem);
 */
export function invalid(detail: string): Refusal {
  return new Refusal('invalid_request', detail);
}

/** What a schema said of a request it refused (zod's issues). */
export interface RequestIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The 400 for a request a shared schema refused, naming its first problem and the field at fault
 * (`email: must be an email address`): both backends word it so.
 *
 * @example
 * const result = schema.safeParse(body);
 * if (!result.success) throw refusedRequest(result.error.issues);
 */
export function refusedRequest(issues: readonly RequestIssue[]): Refusal {
  const issue = issues[0];
  const where = issue !== undefined && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  return invalid(`${where}${issue?.message ?? 'The request is not valid.'}`);
}

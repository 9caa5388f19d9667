/**
 * The modal's tabs and the back arrow (community §2.4), as pure functions.
 */

/** The specification's tab keys. */
export type TabKey = 'text' | 'summary' | 'comment' | 'feedback' | 'feedbackComment' | 'connect' | 'validate';

/** Who reads the memory, and whether it has tags: all the tab rules depend on. */
export interface TabContext {
  isOwner: boolean;
  totalTags: number;
}

/**
 * The tabs in the tab list, in order (community §2.4: "The owner sees 4 tabs, others 3", and
 * "The Empathize tab appears for non-owners only when total_tags is above 0"). The owner: the
 * memory, Comments, Relate, Connect Memories. Everyone else: the memory, Comments and a third,
 * which is Empathize on a tagged memory and Praise on an untagged one; on a tagged memory Praise
 * is reached from the memory's actions ('Praise', a view with its own heading, as Send Message
 * is). The order follows the back arrow's path, read forwards.
 *
 * @example
 * listedTabs({ isOwner: false, totalTags: 0 }); // ['text', 'feedback', 'comment']
 * listedTabs({ isOwner: false, totalTags: 4 }); // ['text', 'comment', 'summary']
 */
export function listedTabs({ isOwner, totalTags }: TabContext): TabKey[] {
  if (isOwner) return ['text', 'comment', 'summary', 'connect'];
  return totalTags > 0 ? ['text', 'comment', 'summary'] : ['text', 'feedback', 'comment'];
}

/** The views reached from inside a tab rather than from the tab list. */
const SUB_VIEWS: readonly TabKey[] = ['feedbackComment', 'validate', 'connect', 'feedback'];

/**
 * Whether `tab` can be shown to this reader: a listed tab, or a view reached from inside one
 * (Praise for everyone but the writer, and for the writer in notification mode; Praise Comment
 * for signed-in members who are not the writer, and for anyone signed in who opened the praise
 * of their comment from a notification; Send Message for signed-in members who are not the
 * writer; Connect Memories for signed-in members). Anything else falls back to the memory's text.
 */
export function canShowTab(
  tab: TabKey,
  context: TabContext & { signedIn: boolean; notificationMode: boolean },
): boolean {
  if (listedTabs(context).includes(tab)) return true;
  if (!SUB_VIEWS.includes(tab)) return false;
  if (tab === 'feedback') return context.notificationMode || !context.isOwner;
  if (tab === 'connect') return context.signedIn;
  if (tab === 'feedbackComment') return context.signedIn && (!context.isOwner || context.notificationMode);
  return context.signedIn && !context.isOwner;
}

/** The back arrow's path (community §2.4): summary → comment → feedback → text → close. */
const BACK_PATH: readonly TabKey[] = ['text', 'feedback', 'comment', 'summary'];

/**
 * Where the back arrow goes from `tab`: summary → comment → feedback → text, then `null`
 * (close); from feedbackComment to comment; a tab this reader does not have in the tab list is
 * skipped (the owner, and a member reading a tagged memory, have no Praise tab, so comment →
 * text); Praise, Send Message and Connect Memories reached from the memory go back to it.
 *
 * @example
 * backFrom('summary', { isOwner: false, totalTags: 0 }); // 'comment'
 * backFrom('comment', { isOwner: false, totalTags: 0 }); // 'feedback'
 * backFrom('text', { isOwner: false, totalTags: 4 }); // null: the modal closes
 */
export function backFrom(tab: TabKey, context: TabContext): TabKey | null {
  if (tab === 'text') return null;
  if (tab === 'feedbackComment') return 'comment';
  if (tab === 'validate' || tab === 'connect') return 'text';
  const listed = listedTabs(context);
  for (let index = BACK_PATH.indexOf(tab) - 1; index >= 0; index -= 1) {
    const candidate = BACK_PATH[index];
    if (candidate !== undefined && listed.includes(candidate)) return candidate;
  }
  return 'text';
}

/** Deep-link props that choose a tab when `initialTab` is not given (community §2.3). */
export interface DeepLinks {
  reaction?: number | string | null | undefined;
  comment?: number | string | null | undefined;
  commentEmpathy?: number | string | null | undefined;
  feedback?: string | readonly string[] | null | undefined;
  resonance?: string | readonly string[] | null | undefined;
}

function given(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}

/**
 * The tab a deep link opens: a comment's praise for `comment` with `feedback` (a 'praised your
 * comment' notification), comments for `comment` / `commentEmpathy`, Praise for `feedback`, the
 * tag summary for `resonance`, the text for `reaction` or nothing.
 *
 * @example
 * tabForDeepLinks({ commentEmpathy: 12 }); // 'comment'
 * tabForDeepLinks({ comment: 12, feedback: 'Brave' }); // 'feedbackComment'
 */
export function tabForDeepLinks(links: DeepLinks): TabKey {
  if (given(links.comment) && given(links.feedback)) return 'feedbackComment';
  if (given(links.comment) || given(links.commentEmpathy)) return 'comment';
  if (given(links.feedback)) return 'feedback';
  if (given(links.resonance)) return 'summary';
  return 'text';
}

/** Whether the modal was opened from a notification that fixes its toggles (community §4). */
export function isNotificationMode(links: DeepLinks): boolean {
  return given(links.feedback) || given(links.resonance);
}

/**
 * A comma list (or list) of labels as the deep links carry them: trimmed, lowercase, parentheses
 * kept (community §2.3).
 *
 * @example
 * labelList('Fear,Shame (at school)'); // ['fear', 'shame (at school)']
 */
export function labelList(value: string | readonly string[] | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  const parts = typeof value === 'string' ? value.split(',') : value;
  return parts.map((part) => part.trim().toLowerCase()).filter((part) => part !== '');
}

/** A numeric deep-link value (`comment=12`), or null. */
export function idParam(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

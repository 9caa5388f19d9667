import type { ModerationReason } from '@childhood-memories/api-client';
import { memoryModalMessages } from '@childhood-memories/memory-modal';

/**
 * Why a moderator hides something: the memory modal's own labels, so the moderator chooses the
 * very words the writer will read on their hidden memory or comment.
 */
export const REASON_LABELS: Record<ModerationReason, string> = memoryModalMessages.moderationReasons;

/** The reasons in the order a moderator meets them. */
export const REASON_OPTIONS = (Object.keys(REASON_LABELS) as ModerationReason[]).map((value) => ({
  value,
  label: REASON_LABELS[value],
}));

/** "1 member" / "3 members", with the reader's plural rules. */
export function membersCount(count: number, locale = 'en'): string {
  return new Intl.PluralRules(locale).select(count) === 'one' ? `${count} member` : `${count} members`;
}

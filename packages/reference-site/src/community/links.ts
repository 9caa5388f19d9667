import type { TagType } from '@childhood-memories/api-client';

/**
 * The site's addresses for memories, searches and members (community §2.1, memory-writing §2),
 * built from parsed parts: every value is encoded as one path segment or one query value.
 */

/** The query parameters of a memory's deep link (community §2.3). */
export interface MemoryDeepLink {
  tab?: string | undefined;
  reaction?: number | undefined;
  comment?: number | undefined;
  commentEmpathy?: number | undefined;
  /** Praise labels, a comma list. */
  feedback?: readonly string[] | undefined;
  /** Tag labels, lowercase, parentheses kept, a comma list. */
  resonance?: readonly string[] | undefined;
}

export function memoryPath(shareableLink: string, link: MemoryDeepLink = {}): string {
  const params = new URLSearchParams();
  if (link.tab !== undefined && link.tab !== 'text') params.set('tab', link.tab);
  if (link.reaction !== undefined) params.set('reaction', String(link.reaction));
  if (link.comment !== undefined) params.set('comment', String(link.comment));
  if (link.commentEmpathy !== undefined) params.set('commentEmpathy', String(link.commentEmpathy));
  if (link.feedback?.length) params.set('feedback', link.feedback.join(','));
  if (link.resonance?.length) params.set('resonance', link.resonance.join(','));
  const query = params.toString();
  return `/memory/${encodeURIComponent(shareableLink)}${query ? `?${query}` : ''}`;
}

/** Hashtag search; `tag` with or without its '#'. */
export function hashtagPath(tag: string): string {
  return `/memories/search/hashtag/${encodeURIComponent(tag.replace(/^#+/, ''))}`;
}

/** Tag search: people's actions use their own tag types (`person_involved`, `person_action`). */
export function tagPath(tagType: TagType, slug: string): string {
  return `/memories/search/${encodeURIComponent(tagType)}/${encodeURIComponent(slug)}`;
}

/** A member's memories. */
export function memberPath(username: string): string {
  return `/memories/search/user/${encodeURIComponent(username)}`;
}

/** Writing a new memory, or editing one (with the tagging wizard open on a question, `tab`). */
export function writePath(hashId?: string, tagging?: { tab?: number | string | undefined }): string {
  const base = hashId === undefined ? '/memory/new' : `/memory/${encodeURIComponent(hashId)}/edit`;
  if (!tagging) return base;
  const params = new URLSearchParams({ openTagsModal: 'true' });
  if (tagging.tab !== undefined) params.set('tab', String(tagging.tab));
  return `${base}?${params.toString()}`;
}

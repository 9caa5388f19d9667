import { Privacy } from './constants.ts';

/*
 * The privacy levels' rules (community §3: 0 Public, 2 Private with a link, 1 Only me), once:
 * the mocks apply them as they are; the reference server applies them in code for a loaded row
 * and in SQL for its lists, and its tests check the SQL against these functions.
 */

/** What the rules need of a memory. */
export interface PrivacyFacts {
  readonly privacy: number;
  /** The content-warning ids the memory carries. */
  readonly sensitive_topics: readonly number[];
}

/**
 * Whether a viewer may read a memory through its shareable link (its page, its comments,
 * reactions and the rest): Public and Private-with-link by anyone who has the link, Only me by
 * its owner alone.
 *
 * @example
 * if (!canReadMemoryByLink(memory, memory.owner === viewer)) throw notFound();
 */
export function canReadMemoryByLink(memory: Pick<PrivacyFacts, 'privacy'>, viewerIsOwner: boolean): boolean {
  return memory.privacy !== Privacy.OnlyMe || viewerIsOwner;
}

/**
 * Whether a viewer may load a memory by its hashId (the detail the editor loads): Public
 * memories, and their own. A Private-with-link memory is shared by its link, never its hashId.
 *
 * @example
 * if (!canReadMemoryByHashId(memory, memory.owner === viewer)) throw notFound();
 */
export function canReadMemoryByHashId(
  memory: Pick<PrivacyFacts, 'privacy'>,
  viewerIsOwner: boolean,
): boolean {
  return memory.privacy === Privacy.Public || viewerIsOwner;
}

/**
 * Whether a memory appears in a viewer's lists (feeds, search, hashtags, autocomplete, a member's
 * page, counts): their own memories always; anyone else's only when Public and carrying none of
 * the content warnings the viewer's Safety Filters hide. A Private-with-link memory is never
 * listed for anyone but its owner, not even through its hashtags.
 *
 * @example
 * const listed = memories.filter((m) => isMemoryListed(m, m.owner === viewer, hidden));
 */
export function isMemoryListed(
  memory: PrivacyFacts,
  viewerIsOwner: boolean,
  hiddenWarnings: readonly number[] = [],
): boolean {
  if (viewerIsOwner) return true;
  return (
    memory.privacy === Privacy.Public && !memory.sensitive_topics.some((id) => hiddenWarnings.includes(id))
  );
}

/**
 * Who a memory reaches, in the words a writer's own lists use for it (ours, issue 35):
 * `unposted` until its writer presses Post (the tag wizard saves it before, Only me), `only_me`
 * when it is Only me or a moderator hid it, `link` when it is Private with a link, `community`
 * when it is Public. Only `community` memories are shared with the community.
 *
 * @example
 * memoryAudience({ privacy: Privacy.OnlyMe, posted: false, hidden: false }); // 'unposted'
 */
export type MemoryAudience = (typeof MEMORY_AUDIENCES)[number];

/**
 * Every {@link MemoryAudience}, in the order a writer's lists show them.
 *
 * @example
 * for (const audience of MEMORY_AUDIENCES) await client.listMemories({ audience });
 */
export const MEMORY_AUDIENCES = ['unposted', 'only_me', 'link', 'community'] as const;

/** What {@link memoryAudience} needs of a memory. */
export interface AudienceFacts {
  readonly privacy: number;
  /** False until its writer posts it (a save that is not an autosave): `memoryPostedAt(m) !== null`. */
  readonly posted: boolean;
  /** A moderator hid it. */
  readonly hidden: boolean;
}

/**
 * Who a memory reaches ({@link MemoryAudience}).
 *
 * @example
 * if (memoryAudience(facts) !== 'community') skipFromFeed();
 */
export function memoryAudience(memory: AudienceFacts): MemoryAudience {
  if (!memory.posted) return 'unposted';
  if (memory.hidden || memory.privacy === Privacy.OnlyMe) return 'only_me';
  if (memory.privacy === Privacy.PrivateLink) return 'link';
  return 'community';
}

/**
 * Whether a memory is in a viewer's feed (`getFeed`, the home page's 'Shared with the community'):
 * what they may list ({@link isMemoryListed}) that is shared with the community. Their own memories
 * that are not (not posted yet, Only me, with a link, hidden) are on their own lists instead
 * (`listMemories({ audience })`).
 *
 * @example
 * const feed = memories.filter((m) => isMemoryInFeed(m, m.owner === viewer, hidden));
 */
export function isMemoryInFeed(
  memory: PrivacyFacts & AudienceFacts,
  viewerIsOwner: boolean,
  hiddenWarnings: readonly number[] = [],
): boolean {
  return isMemoryListed(memory, viewerIsOwner, hiddenWarnings) && memoryAudience(memory) === 'community';
}

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

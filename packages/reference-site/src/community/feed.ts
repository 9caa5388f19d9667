import type { FeedItem, Memory, Paged } from '@childhood-memories/api-client';

/** A feed page as the memories it shows (memory and me-too items carry their memory). */
export function feedMemories(page: Paged<FeedItem>): Paged<Memory> {
  return {
    ...page,
    results: page.results.flatMap((item) => (item.data.memory ? [item.data.memory] : [])),
  };
}

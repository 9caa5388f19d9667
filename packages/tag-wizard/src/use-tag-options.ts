import {
  UNTYPED_TAG_OPTION_LISTS,
  type MemoryType,
  type TagOptionList,
  type TagWizardClient,
} from '@childhood-memories/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * The query key of one option list (shared with any widget that lists the same options). Age
 * ranges and persons are the same for every memory type, so their key leaves the type out.
 */
export function tagOptionsQueryKey(list: TagOptionList, type: MemoryType) {
  return [
    'childhood-memories',
    'tag-options',
    list,
    UNTYPED_TAG_OPTION_LISTS.includes(list) ? null : type,
  ] as const;
}

/** Reference data changes rarely: keep it for the session. */
const OPTIONS_STALE_MS = 30 * 60 * 1000;

/**
 * The options of one list, cached per list and memory type (TanStack Query).
 *
 * @example
 * ```ts
 * const { data = [], isPending, isError, refetch } = useTagOptions(client, 'feelings', MemoryType.Unhappy);
 * ```
 */
export function useTagOptions(
  client: TagWizardClient,
  list: TagOptionList,
  type: MemoryType,
  enabled = true,
) {
  return useQuery({
    queryKey: tagOptionsQueryKey(list, type),
    queryFn: ({ signal }) => client.listTagOptions(list, type, { signal }),
    staleTime: OPTIONS_STALE_MS,
    enabled,
  });
}

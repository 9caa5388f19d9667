import type { MemoryType, TagOption, TagWizardClient } from '@childhood-memories/api-client';
import { useQuery } from '@tanstack/react-query';

import type { OptionSource } from './categories.ts';

/**
 * Which client call fetches each list of options (the README's mapping table). Age ranges and
 * the person list take no memory type (`dis=false&ist=true` only); every other list is by `mt`.
 */
export function fetchOptions(
  client: TagWizardClient,
  source: OptionSource,
  type: MemoryType,
  signal: AbortSignal,
): Promise<TagOption[]> {
  const options = { signal };
  switch (source) {
    case 'ageRanges':
      return client.listAgeRanges(options);
    case 'persons':
      return client.listPersons(options);
    case 'personActions':
      return client.listPersonActions(type, options);
    case 'siblings':
      return client.listSiblings(type, options);
    case 'riskFactors':
      return client.listRiskFactors(type, options);
    case 'chronicEvents':
      return client.listChronicEvents(type, options);
    case 'suddenEvents':
      return client.listSuddenEvents(type, options);
    case 'feelings':
      return client.listFeelings(type, options);
    case 'needs':
      return client.listNeeds(type, options);
    case 'thoughts':
      return client.listThoughts(type, options);
    case 'emotions':
      return client.listEmotions(type, options);
    case 'healthEffects':
      return client.listHealthEffects(type, options);
    case 'socialEffects':
      return client.listSocialEffects(type, options);
  }
}

/** The query key of one option list (shared with any widget that lists the same options). */
export function tagOptionsQueryKey(source: OptionSource, type: MemoryType) {
  return ['childhood-memories', 'tag-options', source, type] as const;
}

/** Reference data changes rarely: keep it for the session. */
const OPTIONS_STALE_MS = 30 * 60 * 1000;

/**
 * The options of one category, cached per list and memory type (TanStack Query).
 *
 * @example
 * ```ts
 * const { data = [], isPending, isError, refetch } = useTagOptions(client, 'feelings', MemoryType.Unhappy);
 * ```
 */
export function useTagOptions(
  client: TagWizardClient,
  source: OptionSource,
  type: MemoryType,
  enabled = true,
) {
  return useQuery({
    queryKey: tagOptionsQueryKey(source, type),
    queryFn: ({ signal }) => fetchOptions(client, source, type, signal),
    staleTime: OPTIONS_STALE_MS,
    enabled,
  });
}

import type { HttpClient, SafetyPreferences } from '@childhood-memories/api-client';
import { memoryQueryKeys } from '@childhood-memories/ui';
import { useQuery } from '@tanstack/react-query';

/**
 * The member's Safety Filters, under the key the memory modal reads them from: one cache for
 * the feed cards, the modal and the Safety Filters page, so a saved choice shows everywhere.
 */
export const SAFETY_PREFERENCES_KEY = [...memoryQueryKeys.all, 'safety-preferences'] as const;

export function useSafetyPreferences(client: HttpClient, signedIn: boolean) {
  return useQuery<SafetyPreferences>({
    queryKey: SAFETY_PREFERENCES_KEY,
    queryFn: ({ signal }) => client.getSafetyPreferences({ signal }),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

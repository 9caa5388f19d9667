import { Button, CheckboxGroup, useToast } from '@childhood-memories/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { type LoaderFunctionArgs } from 'react-router';

import { failureMessage } from '../overlays/form-errors.ts';
import { requireMember } from '../session/guard.server.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { PageTitle } from '../shell/PageTitle.tsx';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Content safety preferences',
  description:
    'Choose which content warnings keep a memory out of your sight. Memories with other warnings ask before they open.',
});

export function loader({ request }: LoaderFunctionArgs) {
  return requireMember(request);
}

const PREFERENCES_KEY = ['site', 'safety-preferences'] as const;
const WARNINGS_KEY = ['site', 'content-warnings'] as const;

/**
 * Safety Filters: each content warning either warns first (the default: the memory opens
 * behind a notice) or hides the memory. Stored by the server, so every widget and every
 * device honours it.
 */
export default function SafetyFilters() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const warnings = useQuery({
    queryKey: WARNINGS_KEY,
    queryFn: ({ signal }) => client.listContentWarnings({ signal }),
    staleTime: Infinity,
  });
  const preferences = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => client.getSafetyPreferences({ signal }),
  });
  // The member's edits, until saved; derived from the server's answer otherwise.
  const [edited, setEdited] = useState<string[] | null>(null);
  const saved = (preferences.data?.hidden_content_warning_ids ?? []).map(String);
  const selected = edited ?? saved;
  const save = useMutation({
    mutationFn: (ids: number[]) => client.updateSafetyPreferences({ hidden_content_warning_ids: ids }),
    onSuccess: (answer) => {
      queryClient.setQueryData(PREFERENCES_KEY, answer);
      setEdited(null);
      toast.toast({ tone: 'success', title: 'Your safety filters are saved.' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(selected.map(Number));
  };

  const loading = warnings.isPending || preferences.isPending;
  const failed = warnings.isError || preferences.isError;
  return (
    <>
      <PageTitle>Safety Filters</PageTitle>
      <div className="site-prose">
        <p className="site-lead">
          Writers add content warnings to their memories. A memory with a warning always asks before it opens.
          Here you can choose warnings whose memories you would rather not see at all.
        </p>
        {loading ? (
          <p role="status">Loading your safety filters…</p>
        ) : failed ? (
          <div role="alert" className="site-form-alert">
            <p>We could not load your safety filters just now.</p>
            <Button
              variant="secondary"
              onClick={() => {
                void warnings.refetch();
                void preferences.refetch();
              }}
            >
              Try again
            </Button>
          </div>
        ) : (
          <form className="site-form" noValidate onSubmit={submit}>
            <CheckboxGroup
              legend="Hide memories with these warnings"
              description="Unchecked warnings are shown behind a notice first."
              value={selected}
              onChange={setEdited}
              options={[...warnings.data]
                .sort((a, b) => a.ui_sort_order - b.ui_sort_order)
                .map((warning) => ({ value: String(warning.id), label: warning.description }))}
            />
            <div role="alert" className="site-form-alert">
              {save.isError ? (
                <p>
                  {failureMessage(
                    save.error,
                    'Your choices could not be saved just now. They are still here; please try again.',
                  )}
                </p>
              ) : null}
            </div>
            <div className="site-form-actions">
              <Button type="submit" loading={save.isPending}>
                Save safety filters
              </Button>
            </div>
          </form>
        )}
      </div>
    </>
  );
}

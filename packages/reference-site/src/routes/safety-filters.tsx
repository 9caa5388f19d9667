import type { SafetyPreferences } from '@childhood-memories/api-client';
import { Button, RadioGroup, useToast } from '@childhood-memories/ui';
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
    'Choose, for each content warning, whether a memory asks before it opens, opens without asking, or stays out of your sight.',
});

export function loader({ request }: LoaderFunctionArgs) {
  return requireMember(request);
}

const PREFERENCES_KEY = ['site', 'safety-preferences'] as const;
const WARNINGS_KEY = ['site', 'content-warnings'] as const;

/** What a member chose for one content warning. */
type Choice = 'warn' | 'show' | 'hide';

const CHOICES: { value: Choice; label: string }[] = [
  { value: 'warn', label: 'Ask me first' },
  { value: 'show', label: 'Show without asking' },
  { value: 'hide', label: 'Hide these memories' },
];

function choiceOf(preferences: SafetyPreferences | undefined, id: number): Choice {
  if (preferences?.hidden_content_warning_ids.includes(id)) return 'hide';
  if (preferences?.shown_content_warning_ids.includes(id)) return 'show';
  return 'warn';
}

/**
 * Safety Filters: each content warning asks first (the default: the memory opens behind a
 * notice), opens without asking, or hides the memory. A memory with several warnings follows the
 * most careful choice among them. Stored by the server, so every widget and every device honours it.
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
  // The member's edits, until saved; the server's answer otherwise.
  const [edited, setEdited] = useState<Record<number, Choice>>({});
  const choice = (id: number) => edited[id] ?? choiceOf(preferences.data, id);
  const save = useMutation({
    mutationFn: (update: SafetyPreferences) => client.updateSafetyPreferences(update),
    onSuccess: (answer) => {
      queryClient.setQueryData(PREFERENCES_KEY, answer);
      setEdited({});
      toast.toast({ tone: 'success', title: 'Your safety filters are saved.' });
    },
  });

  const sorted = [...(warnings.data ?? [])].sort((a, b) => a.ui_sort_order - b.ui_sort_order);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const ids = sorted.map((warning) => warning.id);
    save.mutate({
      hidden_content_warning_ids: ids.filter((id) => choice(id) === 'hide'),
      shown_content_warning_ids: ids.filter((id) => choice(id) === 'show'),
    });
  };

  const loading = warnings.isPending || preferences.isPending;
  const failed = warnings.isError || preferences.isError;
  return (
    <>
      <PageTitle>Safety Filters</PageTitle>
      <div className="site-prose">
        <p className="site-lead">
          Writers add content warnings to their memories. Unless you choose otherwise, a memory with a warning
          asks before it opens. For each warning you can keep that, let its memories open without asking, or
          keep them out of your sight. A memory with several warnings follows the most careful of your
          choices.
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
            <div className="site-safety-filters">
              {sorted.map((warning) => (
                <div key={warning.id} className="site-safety-filter">
                  <RadioGroup
                    name={`warning-${warning.id}`}
                    legend={warning.description}
                    value={choice(warning.id)}
                    onValueChange={(value) => setEdited((current) => ({ ...current, [warning.id]: value }))}
                    options={CHOICES}
                  />
                </div>
              ))}
            </div>
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

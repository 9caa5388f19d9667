import {
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createWidgetsQueryClient, quietFailure, WidgetsQueryProvider } from './query-client.tsx';
import { WidgetsProvider } from './WidgetsProvider.tsx';

afterEach(() => vi.restoreAllMocks());

function FailingQuery({ meta }: { meta?: Record<string, unknown> }) {
  const query = useQuery({
    queryKey: ['failing', meta?.quietFailure ?? 'plain'],
    queryFn: () => Promise.reject(new Error('offline')),
    retry: false,
    meta,
  });
  return <p>{query.isError ? 'failed' : 'loading'}</p>;
}

describe('quiet failures', () => {
  it('logs a failed query once, with the words of its meta, on the widgets client', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <WidgetsQueryProvider>
        <FailingQuery meta={quietFailure('[test] the list fetch failed')} />
      </WidgetsQueryProvider>,
    );
    await screen.findByText('failed');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[test] the list fetch failed', expect.any(Error));
  });

  it('says nothing for a failure without that meta (the widget shows it itself)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <WidgetsQueryProvider>
        <FailingQuery />
      </WidgetsQueryProvider>,
    );
    await screen.findByText('failed');
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a failed mutation once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: () => Promise.reject(new Error('offline')),
          meta: quietFailure('[test] the save failed'),
        }),
      { wrapper: ({ children }) => <WidgetsQueryProvider>{children}</WidgetsQueryProvider> },
    );
    result.current.mutate();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[test] the save failed', expect.any(Error));
  });

  it('logs once on a host’s own client, however many providers share it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = new QueryClient();
    render(
      <QueryClientProvider client={host}>
        <WidgetsProvider>
          <WidgetsProvider>
            <FailingQuery meta={quietFailure('[test] host fetch failed')} />
          </WidgetsProvider>
        </WidgetsProvider>
        <WidgetsProvider queryClient={host}>
          <p>beside</p>
        </WidgetsProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('failed');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('one query cache a page', () => {
  it('gives a nested provider the very client of the outer one', () => {
    const seen = vi.fn();
    function Probe({ name }: { name: string }) {
      seen(name, useQueryClient());
      return null;
    }
    render(
      <WidgetsProvider>
        <Probe name="outer" />
        <WidgetsProvider locale="en-GB">
          <Probe name="inner" />
        </WidgetsProvider>
      </WidgetsProvider>,
    );
    const clientOf = (name: string) => seen.mock.calls.find(([called]) => called === name)?.[1] as unknown;
    expect(clientOf('inner')).toBeInstanceOf(QueryClient);
    expect(clientOf('inner')).toBe(clientOf('outer'));
  });

  it('makes a calm client: no refetch when the tab regains focus, one retry', () => {
    const queryClient = createWidgetsQueryClient();
    expect(queryClient.getDefaultOptions().queries).toMatchObject({ refetchOnWindowFocus: false, retry: 1 });
  });
});

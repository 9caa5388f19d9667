import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { uiMessages } from './messages.ts';
import { MISSING_CLIENT_MESSAGE, useApiClient } from './use-api-client.ts';
import { useLocale } from './use-locale.ts';
import { useMessages } from './use-messages.ts';
import { usePortalContainer } from './use-portal-container.ts';
import { useToast } from './Toast.tsx';
import { WidgetsProvider } from './WidgetsProvider.tsx';

/** A widget's narrow view of the API: one call of `ApiClient`. */
interface HashtagClient {
  autocompleteHashtags(q: string): Promise<string[]>;
}

const providerClient: HashtagClient = { autocompleteHashtags: () => Promise.resolve(['#provider']) };
const explicitClient: HashtagClient = { autocompleteHashtags: () => Promise.resolve(['#explicit']) };

describe('useApiClient', () => {
  it('prefers the explicit client over the provider one', () => {
    const { result } = renderHook(() => useApiClient<HashtagClient>(explicitClient), {
      wrapper: ({ children }) => <WidgetsProvider client={providerClient}>{children}</WidgetsProvider>,
    });
    expect(result.current).toBe(explicitClient);
  });

  it('falls back to the provider client', () => {
    const { result } = renderHook(() => useApiClient<HashtagClient>(), {
      wrapper: ({ children }) => <WidgetsProvider client={providerClient}>{children}</WidgetsProvider>,
    });
    expect(result.current).toBe(providerClient);
  });

  it('works without any provider when given a client', () => {
    const { result } = renderHook(() => useApiClient(explicitClient));
    expect(result.current).toBe(explicitClient);
  });

  it('throws an error naming WidgetsProvider when there is no client at all', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useApiClient<HashtagClient>())).toThrow(
      'No API client: pass `client` to the widget or wrap it in <WidgetsProvider client={…}>.',
    );
    expect(MISSING_CLIENT_MESSAGE).toContain('WidgetsProvider');
    vi.mocked(console.error).mockRestore();
  });

  it('takes the client of an outer provider when the inner one has none', () => {
    const { result } = renderHook(() => useApiClient<HashtagClient>(), {
      wrapper: ({ children }) => (
        <WidgetsProvider client={providerClient}>
          <WidgetsProvider locale="fr">{children}</WidgetsProvider>
        </WidgetsProvider>
      ),
    });
    expect(result.current).toBe(providerClient);
  });
});

const quizDefaults = {
  title: 'Relationship patterns quiz',
  questionCount: (n: number) => (n === 1 ? '1 question' : `${n} questions`),
};

function QuizTitle({ overrides }: { overrides?: Partial<typeof quizDefaults> }) {
  const t = useMessages('quizHelp', quizDefaults, overrides);
  return (
    <>
      <h2>{t.title}</h2>
      <p>{t.questionCount(3)}</p>
    </>
  );
}

describe('useMessages', () => {
  it('uses the defaults without a provider', () => {
    render(<QuizTitle />);
    expect(screen.getByRole('heading', { name: 'Relationship patterns quiz' })).toBeInTheDocument();
    expect(screen.getByText('3 questions')).toBeInTheDocument();
  });

  it('lets the provider override a namespace, leaving the other strings alone', () => {
    render(
      <WidgetsProvider messages={{ quizHelp: { title: 'About you' } }}>
        <QuizTitle />
      </WidgetsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();
    expect(screen.getByText('3 questions')).toBeInTheDocument();
  });

  it("lets the component's own messages win over the provider", () => {
    render(
      <WidgetsProvider messages={{ quizHelp: { title: 'About you' } }}>
        <QuizTitle overrides={{ title: 'Your patterns' }} />
      </WidgetsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Your patterns' })).toBeInTheDocument();
  });

  it('accepts function values for plurals', () => {
    render(
      <WidgetsProvider messages={{ quizHelp: { questionCount: (n: number) => `${n} Fragen` } }}>
        <QuizTitle />
      </WidgetsProvider>,
    );
    expect(screen.getByText('3 Fragen')).toBeInTheDocument();
  });

  it('never lets an undefined override erase a default', () => {
    render(
      <WidgetsProvider messages={{ quizHelp: { title: undefined } }}>
        <QuizTitle overrides={{ title: undefined }} />
      </WidgetsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Relationship patterns quiz' })).toBeInTheDocument();
  });

  it('ignores other namespaces', () => {
    render(
      <WidgetsProvider messages={{ crisisResources: { title: 'Need help now?' } }}>
        <QuizTitle />
      </WidgetsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Relationship patterns quiz' })).toBeInTheDocument();
  });

  it('merges nested providers per namespace, the inner one winning', () => {
    render(
      <WidgetsProvider messages={{ quizHelp: { title: 'Outer', questionCount: () => 'outer count' } }}>
        <WidgetsProvider messages={{ quizHelp: { title: 'Inner' } }}>
          <QuizTitle />
        </WidgetsProvider>
      </WidgetsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Inner' })).toBeInTheDocument();
    expect(screen.getByText('outer count')).toBeInTheDocument();
  });

  it('serves the ui namespace to the primitives', () => {
    const { result } = renderHook(() => useMessages('ui', uiMessages), {
      wrapper: ({ children }) => (
        <WidgetsProvider messages={{ ui: { close: 'Fermer' } }}>{children}</WidgetsProvider>
      ),
    });
    expect(result.current.close).toBe('Fermer');
    expect(result.current.loading).toBe('Loading…');
  });
});

describe('useLocale and usePortalContainer', () => {
  it("default to 'en' and no container without a provider", () => {
    expect(renderHook(() => useLocale()).result.current).toBe('en');
    expect(renderHook(() => usePortalContainer()).result.current).toBeUndefined();
  });

  it('read the provider values', () => {
    const container = document.createElement('div');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <WidgetsProvider locale="en-GB" portalContainer={container}>
        {children}
      </WidgetsProvider>
    );
    expect(renderHook(() => useLocale(), { wrapper }).result.current).toBe('en-GB');
    expect(renderHook(() => usePortalContainer(), { wrapper }).result.current).toBe(container);
  });
});

describe('WidgetsProvider query client', () => {
  it('uses the given QueryClient', () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useQueryClient(), {
      wrapper: ({ children }) => <WidgetsProvider queryClient={queryClient}>{children}</WidgetsProvider>,
    });
    expect(result.current).toBe(queryClient);
  });

  it('creates one QueryClient per provider and keeps it across renders', () => {
    const { result, rerender } = renderHook(() => useQueryClient(), {
      wrapper: ({ children }) => <WidgetsProvider>{children}</WidgetsProvider>,
    });
    const first = result.current;
    expect(first).toBeInstanceOf(QueryClient);
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('toast area', () => {
  it('renders one toast area a page: a nested provider sends its toasts to the outer one', async () => {
    function NotifyOnMount() {
      const { toast } = useToast();
      useEffect(() => toast({ tone: 'info', title: 'From the inner provider' }), [toast]);
      return <p>inner</p>;
    }
    render(
      <WidgetsProvider>
        <WidgetsProvider messages={{ ui: { close: 'Close it' } }}>
          <NotifyOnMount />
        </WidgetsProvider>
      </WidgetsProvider>,
    );
    const region = await screen.findByRole('region', { name: /^Notifications/ });
    await waitFor(() => expect(region).toHaveTextContent('From the inner provider'));
    expect(screen.getAllByRole('region', { name: /^Notifications/ })).toHaveLength(1);
  });
});

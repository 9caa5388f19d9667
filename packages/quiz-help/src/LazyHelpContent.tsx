import { Button, Spinner } from '@childhood-memories/ui';
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

import type { HelpContentBodyProps } from './content/content-props.ts';
import type { QuizHelpMessages } from './messages.ts';
import type { HeadingLevel } from './types.ts';
import { useQuizHelpMessages } from './use-quiz-help-messages.ts';

/** The long help texts that load on demand (each becomes its own chunk in the ESM build). */
export type LazyHelpContentId =
  'memoryWritingTips' | 'loveStyleWritingTips' | 'communityGuidelines' | 'privacyAndControl';

type ContentBody = ComponentType<HelpContentBodyProps>;

const importers: Record<LazyHelpContentId, () => Promise<ContentBody>> = {
  memoryWritingTips: () =>
    import('./content/MemoryWritingTipsContent.tsx').then((module) => module.MemoryWritingTipsContent),
  loveStyleWritingTips: () =>
    import('./content/LoveStyleWritingTipsContent.tsx').then((module) => module.LoveStyleWritingTipsContent),
  communityGuidelines: () =>
    import('./content/CommunityGuidelinesContent.tsx').then((module) => module.CommunityGuidelinesContent),
  privacyAndControl: () =>
    import('./content/PrivacyAndControlContent.tsx').then((module) => module.PrivacyAndControlContent),
};

const loading = new Map<LazyHelpContentId, Promise<ContentBody>>();

/**
 * Starts (or joins) the download of one content chunk. A failed download is forgotten, so the
 * next attempt really tries again.
 */
export function preloadHelpContent(id: LazyHelpContentId): Promise<ContentBody> {
  let pending = loading.get(id);
  if (!pending) {
    pending = importers[id]().catch((error: unknown) => {
      loading.delete(id);
      throw error;
    });
    loading.set(id, pending);
  }
  return pending;
}

const failedBodies = new WeakSet<LazyExoticComponent<ContentBody>>();

function createLazyBody(id: LazyHelpContentId): LazyExoticComponent<ContentBody> {
  const body: LazyExoticComponent<ContentBody> = lazy(() =>
    preloadHelpContent(id).then(
      (loaded) => ({ default: loaded }),
      (error: unknown) => {
        failedBodies.add(body);
        throw error;
      },
    ),
  );
  return body;
}

// One lazy component per text, shared by every mount. React.lazy remembers a rejection for good,
// so a failed one is replaced: by the next mount, or by "Try again".
const lazyBodies: Record<LazyHelpContentId, LazyExoticComponent<ContentBody>> = {
  memoryWritingTips: createLazyBody('memoryWritingTips'),
  loveStyleWritingTips: createLazyBody('loveStyleWritingTips'),
  communityGuidelines: createLazyBody('communityGuidelines'),
  privacyAndControl: createLazyBody('privacyAndControl'),
};

function usableLazyBody(id: LazyHelpContentId): LazyExoticComponent<ContentBody> {
  if (failedBodies.has(lazyBodies[id])) lazyBodies[id] = createLazyBody(id);
  return lazyBodies[id];
}

interface LoadBoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('quiz-help: help content failed to load', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

interface LazyHelpContentProps {
  content: LazyHelpContentId;
  headingLevel: HeadingLevel;
  messages?: Partial<QuizHelpMessages> | undefined;
}

/**
 * One long help text: a spinner while its chunk downloads, a calm message and "Try again" if it
 * cannot load.
 */
export function LazyHelpContent(props: LazyHelpContentProps) {
  return <LazyHelpContentLoader key={props.content} {...props} />;
}

function LazyHelpContentLoader({ content, headingLevel, messages }: LazyHelpContentProps) {
  const t = useQuizHelpMessages(messages);
  const [Body, setBody] = useState(() => usableLazyBody(content));
  const retry = () => setBody(() => usableLazyBody(content));
  return (
    <LoadBoundary
      onRetry={retry}
      fallback={(reset) => (
        <div className="cm-help-content-error">
          <p role="status">{t.contentLoadFailed}</p>
          <Button type="button" variant="secondary" onClick={reset}>
            {t.contentRetry}
          </Button>
        </div>
      )}
    >
      <Suspense
        fallback={
          <div className="cm-help-content-loading">
            <Spinner />
          </div>
        }
      >
        <Body messages={messages} headingLevel={headingLevel} />
      </Suspense>
    </LoadBoundary>
  );
}

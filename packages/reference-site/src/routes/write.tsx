import '@childhood-memories/memory-editor/styles.css';
import '@childhood-memories/tag-wizard/styles.css';

import {
  MemoryEditor,
  memoryEditorMessages,
  type MemoryEditorHandle,
  type TaggingSlotContext,
} from '@childhood-memories/memory-editor';
import { Button, Spinner, useHydrated } from '@childhood-memories/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type Location,
} from 'react-router';

import { memoryPath } from '../community/links.ts';
import { taggingRequest, withoutTagging } from '../community/tagging.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { PageTitle } from '../shell/PageTitle.tsx';
import { withRouteAction } from '../shell/route-action.ts';
import { pageMeta } from '../site-meta.ts';

// The wizard is the heaviest part of writing: it loads when the member opens it (or when the
// browser is idle on this page, so the first press is instant).
const loadTagWizard = () => import('@childhood-memories/tag-wizard');
const TagWizard = lazy(() => loadTagWizard().then((module) => ({ default: module.TagWizard })));

export const meta = pageMeta(({ params, location }) => {
  const editing =
    params.hashId !== undefined || new URLSearchParams(location.search).get('isEdit') === 'true';
  return editing
    ? {
        title: 'Edit your memory',
        description: 'Change what you wrote, its tags and who can see it.',
        noindex: true,
      }
    : {
        title: 'Share a memory',
        description:
          'Write down a childhood memory at your own pace. Your draft stays on this device until you post it.',
      };
});

/** The memory the address edits: /memory/{hashId}/edit, or ?hashId=…&isEdit=true (memory-writing §2). */
function editedHashId(params: { hashId?: string }, search: URLSearchParams): string | null {
  if (params.hashId) return params.hashId;
  const hashId = search.get('hashId');
  return hashId && search.get('isEdit') === 'true' ? hashId : null;
}

// The editor is a tool for one member on one device: its drafts live in this browser, its
// progress bar sets a custom property (an inline style the page's CSP refuses in HTML) and its
// layout follows the screen's width, so it is drawn in the browser only (`useHydrated`).

/**
 * /memory/new and /memory/{hashId}/edit: the memory editor. Leaving with unsaved words asks
 * first (the router's blocker for links and Back, the browser's own warning for a reload or a
 * closed tab); the quick exit passes both. The tagging wizard opens from the address
 * (`openTagsModal=true`, `tab`, the tagging `routeAction` values). After a save: /home.
 */
export default function Write() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { auth } = useSession();
  const editor = useRef<MemoryEditorHandle>(null);
  const leaving = useRef(false);
  const hashId = editedHashId(params, search);
  const hydrated = useHydrated();

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      (editor.current?.hasUnsavedChanges() ?? false),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let live = true;
    void (editor.current?.confirmNavigateAway() ?? Promise.resolve(true)).then((leave) => {
      if (!live) return;
      if (leave) {
        leaving.current = true;
        blocker.proceed();
      } else blocker.reset();
    });
    return () => {
      live = false;
    };
  }, [blocker]);

  const goHome = () => {
    leaving.current = true;
    void navigate(auth.isAuthenticated ? '/home' : '/');
  };

  return (
    <>
      <PageTitle>{hashId ? 'Edit a memory' : 'Write a memory'}</PageTitle>
      {hydrated ? (
        <MemoryEditor
          // A new memory after a saved one, or another memory to edit: a fresh form.
          key={hashId ?? 'new'}
          ref={editor}
          mode={hashId ? 'edit' : 'create'}
          {...(hashId ? { hashId } : {})}
          memberId={auth.isAuthenticated ? auth.username : null}
          onSaved={goHome}
          onCancel={goHome}
          memoryHref={(memory) => memoryPath(memory.shareable_link)}
          onRequireSignIn={() =>
            void navigate(withRouteAction(location, 'login'), { state: { overlay: true } })
          }
          renderTagging={(context) => <Tagging context={context} location={location} />}
        />
      ) : (
        <Spinner label="Opening the editor" />
      )}
    </>
  );
}

/**
 * The tagging entry: a button that opens the wizard by putting `openTagsModal=true` in the
 * address (so Back closes it and a reload keeps it open), and the wizard itself.
 */
function Tagging({ context, location }: { context: TaggingSlotContext; location: Location }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const request = taggingRequest(search);
  const open = request.open && !context.visitor;
  // Once opened, the wizard stays mounted, so closing it animates and keeps its state.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    // Warm the wizard's code while the member writes, without competing with the first paint.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => void loadTagWizard());
  }, []);

  const pushed = (location.state as { tagging?: boolean } | null)?.tagging === true;
  const close = () => {
    if (pushed) void navigate(-1);
    else {
      const next = withoutTagging(search).toString();
      void navigate(`${location.pathname}${next ? `?${next}` : ''}`, { replace: true });
    }
  };
  const openWizard = () => {
    if (context.visitor) {
      void navigate(withRouteAction(location, 'login'), { state: { overlay: true } });
      return;
    }
    const next = withoutTagging(search);
    next.set('openTagsModal', 'true');
    void navigate(`${location.pathname}?${next.toString()}`, { state: { tagging: true } });
  };

  return (
    <>
      <Button
        type="button"
        variant="secondary"
        onClick={openWizard}
        onPointerEnter={() => void loadTagWizard()}
      >
        {memoryEditorMessages.tagsOpen}
      </Button>
      {mounted ? (
        <Suspense fallback={<Spinner label={memoryEditorMessages.tagsLoading} />}>
          <TagWizard
            memory={context.memory ?? { ...context.draft, hashId: context.hashId }}
            createIdempotencyKey={context.idempotencyKey}
            open={open}
            onOpenChange={(next) => {
              if (!next) close();
            }}
            initialTab={request.tab}
            onSaved={context.onTagsSaved}
            isEdit={context.mode === 'edit'}
          />
        </Suspense>
      ) : null}
    </>
  );
}

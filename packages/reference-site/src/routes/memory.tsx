import '@childhood-memories/memory-modal/styles.css';

import { isApiError, type Memory } from '@childhood-memories/api-client';
import { MemoryModal, type TabKey } from '@childhood-memories/memory-modal';
import { Button } from '@childhood-memories/ui';
import { useState } from 'react';
import {
  data,
  useLoaderData,
  useLocation,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';

import { loadConfig } from '../config.server.ts';
import { hasSession, loginRedirect } from '../session/guard.server.ts';
import { asReader } from '../session/session.server.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { hashtagPath, memberPath, memoryPath, tagPath, writePath } from '../community/links.ts';
import { PageTitle } from '../shell/PageTitle.tsx';
import { SIGNED_OUT_PARAM, withRouteAction } from '../shell/route-action.ts';
import { pageMeta, type PageMeta } from '../site-meta.ts';

const config = loadConfig();

/** Privacy codes (api-client `Privacy`). */
const ONLY_ME = 1;
const PRIVATE_LINK = 2;
const EXCERPT_MAX = 155;

const TABS: readonly TabKey[] = [
  'text',
  'summary',
  'comment',
  'feedback',
  'feedbackComment',
  'connect',
  'validate',
];

/**
 * The memory its link names, as this reader may see it; 404 for what they may not. A member whose
 * session just ended (`signedOut`) and who may not read it as a visitor is asked to log in on /
 * and comes back here, rather than meeting a page that says it is not there.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    const memory = await asReader(request, config, (client) =>
      client.getMemoryByLink(params.shareableLink ?? ''),
    );
    return { memory, siteUrl: config.siteUrl };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      const signedOut = new URL(request.url).searchParams.has(SIGNED_OUT_PARAM);
      if (signedOut && !hasSession(request)) throw loginRedirect(request);
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

/**
 * What a link preview, a browser tab and a search engine learn (ours): the title and opening words
 * of a memory that is listed or shared by link when it carries no content warning; for one that
 * does, only its writer's name, as the modal's covered heading and the feed card say it (a title
 * can hurt too, and a preview has no reader whose filters could cover it); nothing at all of an
 * 'Only me' memory. Its own writer's tab shows their title. Memories shared only by their link
 * stay out of search engines.
 */
export function memoryPageMeta(memory: Memory | undefined): PageMeta {
  if (memory === undefined || memory.privacy === ONLY_ME) {
    return {
      title: 'A childhood memory',
      description: 'A childhood memory kept private by its writer.',
      noindex: true,
    };
  }
  const words = memory.description.replace(/\s+/g, ' ').trim();
  const excerpt = words.length > EXCERPT_MAX ? `${words.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : words;
  const warned = memory.sensitive_topics.length > 0;
  return {
    title:
      warned && !memory.is_owner
        ? `Childhood Memory by ${memory.author.username}`
        : memory.title.trim() || 'A childhood memory',
    description:
      warned || excerpt === ''
        ? `A childhood memory shared by ${memory.author.username}. It carries content warnings and asks before it opens.`
        : excerpt,
    noindex: memory.privacy === PRIVATE_LINK,
  };
}

export const meta = pageMeta(({ loaderData }) =>
  memoryPageMeta((loaderData as { memory: Memory } | undefined)?.memory),
);

/**
 * /memory/{shareable_link}: the memory modal over the page, with the deep links of community
 * §2.3 from the query. Closing it goes back where the reader came from, or home. Hashtags (in a
 * new tab), tags and names link to their searches; the writer's edit buttons open the editor.
 */
export default function MemoryPage() {
  const { memory, siteUrl } = useLoaderData<typeof loader>();
  const { auth } = useSession();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  // Where it was closed: a new visit to this page (a notification pressed while the way back was
  // still loading keeps this same page, for the same memory) opens it again instead of showing
  // it closed.
  const [closedAt, setClosedAt] = useState<string | null>(null);
  if (closedAt !== null && closedAt !== location.key) {
    setClosedAt(null);
    setOpen(true);
  }
  const tab = search.get('tab');

  const leave = () => {
    setOpen(false);
    setClosedAt(location.key);
    // Opened from another page of the site: back there. Opened from outside (a shared link, a
    // notification e-mail): to the start, never back off the site. React Router numbers its
    // history entries (`idx`), 0 for the first page of the visit.
    const entry = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (entry > 0) void navigate(-1);
    else void navigate(auth.isAuthenticated ? '/home' : '/', { replace: true });
  };

  // Behind a memory with content warnings the page names its writer, not its title, as the
  // modal's covered heading does (a title can hurt too).
  const covered = !memory.is_owner && memory.sensitive_topics.length > 0;

  return (
    <>
      <PageTitle>
        {covered
          ? `Childhood Memory by ${memory.author.username}`
          : memory.title.trim() || 'A childhood memory'}
      </PageTitle>
      <div className="site-prose">
        <p className="site-lead">A memory shared by {memory.author.username}.</p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Open the memory
        </Button>
      </div>
      <MemoryModal
        // Rendered in place, so the server sends the memory and the first paint shows it.
        inline
        memory={memory}
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : leave())}
        viewer={auth.isAuthenticated && auth.username ? { username: auth.username } : null}
        initialTab={TABS.find((key) => key === tab)}
        reaction={search.get('reaction')}
        comment={search.get('comment')}
        commentEmpathy={search.get('commentEmpathy')}
        feedback={search.get('feedback')}
        resonance={search.get('resonance')}
        memoryHref={(link) => `${siteUrl}${memoryPath(link)}`}
        hashtagHref={hashtagPath}
        tagHref={({ tagType, slug }) => tagPath(tagType, slug)}
        memberHref={memberPath}
        onEditMemory={(edited) => void navigate(writePath(edited.hashId))}
        onEditTags={(tab, edited) => void navigate(writePath(edited.hashId, { tab }))}
        safetyFiltersHref="/safety-filters"
        guidelinesHref="/safety#community-guidelines"
        onRequireSignIn={() =>
          void navigate(withRouteAction(location, 'login'), { state: { overlay: true } })
        }
      />
    </>
  );
}

import {
  coverMode,
  memoryListedAt,
  memoryPostedAt,
  MemoryType,
  Privacy,
  type Memory,
  type SafetyPreferences,
} from '@childhood-memories/api-client';
import { Button, VisuallyHidden } from '@childhood-memories/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { memberPath, memoryPath } from './links.ts';

const EXCERPT_MAX = 220;

const TYPE_LABELS: Record<number, string> = {
  [MemoryType.Happy]: 'Happy memory',
  [MemoryType.Bittersweet]: 'Bittersweet memory',
  [MemoryType.Unhappy]: 'Unhappy memory',
};

/** The spec's names of the levels that are not public (community §3), shown on the writer's own cards. */
const PRIVATE_LABELS: Partial<Record<number, string>> = {
  [Privacy.OnlyMe]: 'Only me',
  [Privacy.PrivateLink]: 'Private with a link',
};

const DATE_FORMAT = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
const plural = new Intl.PluralRules('en');

function count(n: number, one: string, other: string): string {
  return `${n.toLocaleString('en')} ${plural.select(n) === 'one' ? one : other}`;
}

/** The opening words of a memory, cut at a word boundary. */
export function excerptOf(text: string, max = EXCERPT_MAX): string {
  const words = text.replace(/\s+/g, ' ').trim();
  if (words.length <= max) return words;
  const cut = words.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A memory in a feed or a list: its title (the link that opens it), who wrote it and when, its
 * type, a short excerpt and its first photo, and its counts. A memory with content warnings the
 * reader asked to be told about shows the warnings instead of its words and photo until the
 * reader chooses; one the reader hides is not shown at all (the server leaves it out too). The
 * writer's own memory that is not shared with the community says who can read it ('Not posted
 * yet: only you', 'Only me', 'Private with a link'), wherever it is listed (on /home each has a
 * list of its own; searches list it among the community's memories, where nobody else sees it).
 */
export function MemoryCard({
  memory,
  filters,
  signedIn,
  level = 2,
}: {
  /** The heading level of the card's title (3 under a list's own heading). */
  level?: 2 | 3;
  memory: Memory;
  filters: SafetyPreferences | undefined;
  signedIn: boolean;
}) {
  const titleId = useId();
  const [revealed, setRevealed] = useState(false);
  const mode = coverMode(memory, filters, signedIn);
  if (mode === 'hide') return null;
  const covered = !revealed && mode !== 'open';
  // Covered, the card names the writer, not the title (a title can hurt too), as the memory
  // modal's covered heading does.
  const title = covered
    ? `Childhood Memory by ${memory.author.username}`
    : memory.title.trim() || 'A childhood memory';
  const photo = memory.photos[0]?.url ?? memory.image_list[0];
  const Heading = level === 3 ? 'h3' : 'h2';
  // The day it was posted (not its first save, which the tag wizard may make before Post); a
  // draft not posted yet, which only its writer sees, by that first save.
  const dated = memoryListedAt(memory);
  // A moderator hid it: only its writer can read it now, whatever its privacy says.
  // Not posted yet (the tag wizard saved it before Post): only its writer can read it until then.
  const privacy = memory.is_owner
    ? memoryPostedAt(memory) === null
      ? 'Not posted yet: only you'
      : memory.moderation
        ? 'Only you: hidden by a moderator'
        : PRIVATE_LABELS[memory.privacy]
    : undefined;
  return (
    <article className="site-memory-card" aria-labelledby={titleId}>
      <Heading id={titleId} className="site-memory-card-title">
        <Link to={memoryPath(memory.shareable_link)}>{title}</Link>
      </Heading>
      <p className="site-memory-card-meta">
        <span>
          By <Link to={memberPath(memory.author.username)}>{memory.author.username}</Link>
        </span>
        <span aria-hidden="true"> · </span>
        <time dateTime={dated}>{DATE_FORMAT.format(Date.parse(dated) || 0)}</time>
        <span aria-hidden="true"> · </span>
        <span>{TYPE_LABELS[memory.type] ?? 'Memory'}</span>
        {privacy ? (
          <>
            <span aria-hidden="true"> · </span>
            <span className="site-memory-card-privacy">
              <VisuallyHidden>Who can read it: </VisuallyHidden>
              {privacy}
            </span>
          </>
        ) : null}
      </p>
      {covered ? (
        <div className="site-memory-card-warning">
          <p>
            <strong>Content warning:</strong>{' '}
            {memory.sensitive_topics.map((warning) => warning.description).join(', ')}.
          </p>
          <Button variant="secondary" size="sm" onClick={() => setRevealed(true)}>
            Show the opening words
          </Button>
        </div>
      ) : (
        <div className="site-memory-card-body">
          {photo ? (
            <img
              className="site-memory-card-photo"
              src={photo}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <p className="site-memory-card-excerpt">{excerptOf(memory.description)}</p>
        </div>
      )}
      <p className="site-memory-card-counts">
        {count(memory.counts.empathies, 'empathy', 'empathies')}
        <span aria-hidden="true"> · </span>
        {count(memory.counts.comments, 'comment', 'comments')}
      </p>
    </article>
  );
}

import { memoryPostedAt, splitHashtags, type Memory } from '@childhood-memories/api-client';
import {
  Button,
  formatDateTime,
  formatRelativeTime,
  IconButton,
  useLocale,
  useToast,
} from '@childhood-memories/ui';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';

import { THUMBNAIL_SIZE, THUMBNAILS_MAX, WARNINGS_SHOWN } from './constants.ts';
import { LinkIcon } from './icons.tsx';
import { useMemoryModal, useShownMemory } from './modal-context.tsx';

const PhotoViewer = lazy(() => import('./PhotoViewer.tsx'));

/** Text with its hashtags as links to hashtag search (new tab), never parsed as HTML. */
export function TextWithHashtags({ text }: { text: string }) {
  const { t, hashtagHref } = useMemoryModal();
  return (
    <>
      {splitHashtags(text).map((segment, index) => {
        if (segment.kind === 'text' || !hashtagHref) return segment.text;
        return (
          <a
            key={index}
            className="cm-memory-hashtag"
            href={hashtagHref(segment.tag)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.hashtagLinkLabel(segment.text)}
          >
            {segment.text}
          </a>
        );
      })}
    </>
  );
}

/** The member's name, linked to their page when the host gives `memberHref`. */
export function AuthorName({ username, isYou }: { username: string; isYou: boolean }) {
  const { t, memberHref } = useMemoryModal();
  if (isYou) return <span className="cm-memory-author">{t.authorYou}</span>;
  if (!memberHref) return <span className="cm-memory-author">{username}</span>;
  return (
    <a className="cm-memory-author" href={memberHref(username)}>
      {username}
    </a>
  );
}

/** A `<time>` reading "3 days ago", with the full date as its title. */
export function RelativeTime({ iso, prefix }: { iso: string; prefix?: (when: string) => string }) {
  const locale = useLocale();
  const relative = formatRelativeTime(iso, locale);
  if (relative === '') return null;
  return (
    // A server-rendered "3 minutes ago" may be a minute older than the browser's: keep it.
    <time dateTime={iso} title={formatDateTime(iso, locale)} suppressHydrationWarning>
      {prefix ? prefix(relative) : relative}
    </time>
  );
}

/**
 * When the memory was posted ('Posted 3 days ago'): the moment of Post, not its first save (the
 * tag wizard may save it minutes before). Its writer's memory not posted yet says so.
 */
export function PostedTime({ memory }: { memory: Pick<Memory, 'created' | 'posted_at'> }) {
  const { t } = useMemoryModal();
  const posted = memoryPostedAt(memory);
  if (posted === null) return <span>{t.notPostedYet}</span>;
  return <RelativeTime iso={posted} prefix={t.postedAt} />;
}

function Warnings({ memory }: { memory: Memory }) {
  const { t } = useMemoryModal();
  const [expanded, setExpanded] = useState(false);
  const warnings = memory.sensitive_topics;
  if (warnings.length === 0) return null;
  const shown = expanded ? warnings : warnings.slice(0, WARNINGS_SHOWN);
  const more = warnings.length - WARNINGS_SHOWN;
  return (
    <div className="cm-memory-warnings">
      <span className="cm-memory-warnings-label">{t.warningsLabel}</span>
      <ul className="cm-memory-warning-list">
        {shown.map((warning) => (
          <li key={warning.id} className="cm-memory-warning">
            {warning.description}
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Button variant="link" size="sm" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t.showFewerWarnings : t.showMoreWarnings(more)}
        </Button>
      ) : null}
    </div>
  );
}

function Photos({ memory }: { memory: Memory }) {
  const { t } = useMemoryModal();
  const [viewing, setViewing] = useState<number | null>(null);
  const photos = memory.photos.slice(0, THUMBNAILS_MAX).map((photo, index) => ({
    url: photo.url,
    alt: t.photoAlt(index + 1),
  }));
  if (photos.length === 0) return null;
  return (
    <div className="cm-memory-photos" role="group" aria-label={t.photosLabel}>
      {photos.map((photo, index) => (
        <button
          key={photo.url}
          type="button"
          className="cm-memory-thumbnail"
          aria-label={t.openPhoto(index + 1, photos.length)}
          onClick={() => setViewing(index)}
        >
          <img src={photo.url} alt="" width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} loading="lazy" />
        </button>
      ))}
      {viewing !== null ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            index={viewing}
            onIndexChange={setViewing}
            open
            onOpenChange={(open) => {
              if (!open) setViewing(null);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function Subjects({ subjects }: { subjects: string[] }) {
  const { t } = useMemoryModal();
  const [all, setAll] = useState(false);
  if (subjects.length === 0) return null;
  const shown = all ? subjects : subjects.slice(0, 3);
  const more = subjects.length - shown.length;
  return (
    <p className="cm-memory-subjects">
      <span className="cm-memory-field-label">{t.subjectsLabel}: </span>
      {shown.join(', ')}
      {more > 0 ? (
        <>
          {' '}
          <Button variant="link" size="sm" onClick={() => setAll(true)}>
            {t.andMoreSubjects(more)}
          </Button>
        </>
      ) : null}
    </p>
  );
}

/** The absolute link Copy puts on the clipboard, through the host's `memoryHref`. */
function copyUrlOf(
  memory: Memory,
  memoryHref: ((shareableLink: string) => string) | undefined,
): string | null {
  if (!memoryHref) return null;
  const href = memoryHref(memory.shareable_link);
  try {
    const base = globalThis.location?.href;
    return base ? new URL(href, base).toString() : href;
  } catch {
    return href;
  }
}

/** Props of {@link ReadView}. */
export interface ReadViewProps {
  /** The owner's family panel (with its add dialog). */
  family: ReactNode;
  /** The reactions bar and actions, under the text. */
  footer: ReactNode;
}

/**
 * The memory as read (community §2.4), once it is not covered (see `CoverView`): author ('You'
 * for the owner), posted time, copy link; its content warnings; up to 3 photos opening the
 * viewer; the description with hashtag links; subjects; the relationship description; the
 * owner's family panel.
 */
export function ReadView({ family, footer }: ReadViewProps) {
  const { t, memoryHref } = useMemoryModal();
  const { memory } = useShownMemory();
  const { toast } = useToast();
  const relationshipId = useId();

  const copy = async () => {
    try {
      const copyUrl = copyUrlOf(memory, memoryHref);
      if (copyUrl === null) throw new Error('no link to copy');
      const clipboard = globalThis.navigator?.clipboard;
      if (!clipboard) throw new Error('no clipboard');
      await clipboard.writeText(copyUrl);
      toast({ tone: 'success', title: t.copyLinkDone });
    } catch {
      toast({ tone: 'error', title: t.copyLinkFailed });
    }
  };

  return (
    <article className="cm-memory-read" aria-label={memory.title || t.untitled}>
      <div className="cm-memory-meta">
        <AuthorName username={memory.author.username} isYou={memory.is_owner} />
        <span aria-hidden="true">·</span>
        <PostedTime memory={memory} />
        <span className="cm-memory-type">{t.typeLabels[memory.type]}</span>
        <IconButton
          label={t.copyLink}
          variant="ghost"
          size="sm"
          className="cm-memory-copy"
          onClick={() => void copy()}
        >
          <LinkIcon />
        </IconButton>
      </div>

      <Warnings memory={memory} />
      <Photos memory={memory} />
      <div className="cm-memory-description cm-prose">
        <TextWithHashtags text={memory.description} />
      </div>
      <Subjects subjects={memory.subjects} />
      {memory.relationship_description.trim() !== '' ? (
        <section className="cm-memory-relationship" aria-labelledby={relationshipId}>
          <h3 id={relationshipId} className="cm-heading-part">
            {t.relationshipLabel}
          </h3>
          <p className="cm-prose">
            <TextWithHashtags text={memory.relationship_description} />
          </p>
        </section>
      ) : null}
      {/* Others have no Empathize tab on an untagged memory, so the text says it (community §2.4). */}
      {!memory.is_owner && memory.total_tags === 0 ? <p className="cm-memory-empty">{t.untagged}</p> : null}
      {family}
      {footer}
    </article>
  );
}

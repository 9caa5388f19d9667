import { hashtagFromLabel, type InteractionStatus } from '@childhood-memories/api-client';
import { Button, Checkbox, cx, ProgressBar, VisuallyHidden } from '@childhood-memories/ui';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';

import { EMPATHY_HINT_KEY, EMPATHY_SUCCESS_MS, TAG_HIGHLIGHT_MS } from './constants.ts';
import { PencilIcon } from './icons.tsx';
import { useMemoryModal, useShownMemory } from './modal-context.tsx';
import { matchesResonance, summarySections, tagProgress, type SummaryTag } from './summary.ts';
import { labelList } from './tabs.ts';
import { useDeepLinkFocus } from './use-deep-link-focus.ts';
import { useResonanceToggle } from './use-toggles.ts';

/**
 * Where a tag links: its tag search, by its type (people's actions: `person_involved` and
 * `person_action`) and slug. Custom tags have no slug and are never linked.
 */
export type TagHref = (tag: { tagType: SummaryTag['tagType']; slug: string; label: string }) => string;

function readHintHidden(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(EMPATHY_HINT_KEY) === 'true';
  } catch {
    return false;
  }
}

const noSubscription = () => () => {};

function EmpathizeHint() {
  const { t, storage } = useMemoryModal();
  const [dismissed, setDismissed] = useState(false);
  // The server has no storage and sends the hint; hydration keeps it, then the stored choice applies.
  const stored = useSyncExternalStore(
    noSubscription,
    () => readHintHidden(storage),
    () => false,
  );
  if (dismissed || stored) return null;
  return (
    <div className="cm-memory-hint" role="note">
      <p>{t.empathizeHint}</p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setDismissed(true);
          try {
            storage?.setItem(EMPATHY_HINT_KEY, 'true');
          } catch {
            // Storage can be full or blocked; the hint is hidden for this visit anyway.
          }
        }}
      >
        {t.dismissHint}
      </Button>
    </div>
  );
}

function TagRow({
  tag,
  entry,
  mode,
  canToggle,
  disabled,
  onToggle,
  highlighted,
  rowRef,
}: {
  tag: SummaryTag;
  entry: InteractionStatus['resonances'][number] | undefined;
  mode: 'tags' | 'links';
  canToggle: boolean;
  disabled: boolean;
  /** Returns whether the change was taken (a visitor is sent to sign in instead). */
  onToggle: (resonate: boolean) => boolean;
  highlighted: boolean;
  rowRef: ((node: HTMLLIElement | null) => void) | undefined;
}) {
  const { t, tagHref } = useMemoryModal();
  const [celebrating, setCelebrating] = useState(false);
  useEffect(() => {
    if (!celebrating) return undefined;
    const timer = setTimeout(() => setCelebrating(false), EMPATHY_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);
  const resonated = entry?.resonated === 1;
  const count = entry?.count_resonances ?? 0;
  const hashtag = hashtagFromLabel(tag.description);
  // A tag leads to its tag search, the page that lists the memories carrying it (never the
  // hashtag search, which reads hashtags in words and does not know tags); the member's own words
  // have no slug and are not linked (memory-writing §2).
  const href =
    tag.slug !== null && tagHref
      ? tagHref({ tagType: tag.tagType, slug: tag.slug, label: tag.description })
      : null;
  const label =
    mode === 'links' && href !== null ? <a href={href}>{tag.description}</a> : <span>{tag.description}</span>;
  return (
    <li
      ref={rowRef}
      className={cx('cm-memory-tag', highlighted && 'cm-highlight', celebrating && 'cm-memory-tag-celebrate')}
    >
      <span className="cm-memory-tag-main">
        <span className="cm-memory-tag-label">
          {label}
          {mode === 'links' && tag.slug === null ? (
            <span className="cm-text-muted"> ({t.customTag})</span>
          ) : null}
        </span>
        <span className="cm-memory-tag-meta">
          {href !== null && mode === 'tags' ? (
            <a
              className="cm-memory-hashtag"
              href={href}
              aria-label={t.tagLinkLabel(hashtag, tag.description)}
            >
              {hashtag}
            </a>
          ) : (
            <span className="cm-memory-hashtag">{hashtag}</span>
          )}
          <span className="cm-memory-tag-count">{t.resonanceCount(count)}</span>
        </span>
      </span>
      {canToggle && tag.memory_tag_id !== null ? (
        <Checkbox
          className="cm-memory-metoo"
          checked={resonated}
          disabled={disabled}
          label={
            <>
              <span aria-hidden="true">{t.meToo}</span>
              <VisuallyHidden>{t.meTooLabel(tag.description)}</VisuallyHidden>
            </>
          }
          onCheckedChange={(next) => {
            if (onToggle(next) && next) setCelebrating(true);
          }}
        />
      ) : null}
      {celebrating ? (
        <span className="cm-visually-hidden" role="status">
          {t.meTooSent}
        </span>
      ) : null}
    </li>
  );
}

/**
 * The tag summary (community §2.4, §4): every tag list with its resonance count and hashtag; for
 * other members a 'me too' box per tag (count +1 with a new resonance and a 2 s success
 * animation, or −1 with a delete); 'Childhood trauma not tagged' when there are none; the
 * writer's 'How it works', View Tags / View Links and edit from each heading.
 */
export function TagSummary() {
  const {
    t,
    client,
    requireSignIn: onBlocked,
    notificationMode,
    links,
    onEditTags: editTags,
  } = useMemoryModal();
  const { memory, status, canRespond } = useShownMemory();
  // The `resonance` deep link's labels (lowercase).
  const resonanceLabels = labelList(links.resonance);
  const onEditTags = editTags ? (tab: number) => editTags(tab, memory) : undefined;
  const sections = summarySections(memory);
  const isOwner = memory.is_owner;
  const [mode, setMode] = useState<'tags' | 'links'>('tags');
  const toggle = useResonanceToggle(client, memory.shareable_link);
  const firstMatch = useRef<HTMLLIElement | null>(null);
  const matches = sections
    .flatMap((section) => section.tags)
    .filter((tag) => matchesResonance(tag, resonanceLabels));
  const highlighted = useDeepLinkFocus(
    firstMatch,
    matches.length > 0 ? resonanceLabels.join(',') : null,
    true,
    TAG_HIGHLIGHT_MS,
  );
  const modeId = useId();

  if (sections.length === 0) {
    if (!isOwner) return <p className="cm-memory-empty">{t.untagged}</p>;
    return (
      <section className="cm-memory-howto" aria-labelledby={`${modeId}-howto`}>
        <h3 id={`${modeId}-howto`} className="cm-heading-part">
          {t.howItWorksTitle}
        </h3>
        <p className="cm-prose">{t.howItWorks}</p>
        {onEditTags ? <Button onClick={() => onEditTags(1)}>{t.tagYourMemory}</Button> : null}
      </section>
    );
  }

  const { answered, total } = tagProgress(memory);

  return (
    <div className="cm-memory-summary">
      {isOwner ? (
        <>
          <ProgressBar
            label={t.progressLabel}
            value={answered}
            max={total}
            valueText={t.progressValue(answered, total)}
          />
          <div className="cm-memory-view-switch" role="group" aria-label={t.viewModeLabel}>
            <Button
              variant={mode === 'tags' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={mode === 'tags'}
              onClick={() => setMode('tags')}
            >
              {t.viewTags}
            </Button>
            <Button
              variant={mode === 'links' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={mode === 'links'}
              onClick={() => setMode('links')}
            >
              {t.viewLinks}
            </Button>
          </div>
        </>
      ) : canRespond ? (
        <EmpathizeHint />
      ) : null}
      {sections.map((section) => {
        const name = t.categoryNames[section.key] ?? section.key;
        const headingId = `${modeId}-${section.key}`;
        return (
          <section key={section.key} className="cm-memory-summary-section" aria-labelledby={headingId}>
            <div className="cm-memory-summary-heading">
              <h3 id={headingId} className="cm-heading-part">
                {name}
              </h3>
              {isOwner && onEditTags && section.number !== null ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onEditTags(section.number ?? 1)}
                  aria-label={t.editCategory(name)}
                >
                  <PencilIcon />
                </Button>
              ) : null}
            </div>
            {section.tags.length > 0 ? (
              <ul className="cm-memory-tag-list">
                {section.tags.map((tag, index) => {
                  const match = matchesResonance(tag, resonanceLabels);
                  const isFirst = match && tag === matches[0];
                  const entry =
                    tag.memory_tag_id === null
                      ? undefined
                      : status?.resonances.find((item) => item.memory_tag_id === tag.memory_tag_id);
                  return (
                    <TagRow
                      key={`${tag.memory_tag_id ?? 'custom'}-${index}`}
                      tag={tag}
                      entry={entry}
                      mode={isOwner ? mode : 'tags'}
                      canToggle={!isOwner}
                      disabled={notificationMode}
                      onToggle={() => {
                        if (!canRespond) {
                          onBlocked();
                          return false;
                        }
                        if (tag.memory_tag_id === null) return false;
                        toggle.toggle(tag.memory_tag_id);
                        return true;
                      }}
                      highlighted={highlighted && match}
                      rowRef={isFirst ? (node) => void (firstMatch.current = node) : undefined}
                    />
                  );
                })}
              </ul>
            ) : null}
            {section.text !== '' ? <p className="cm-memory-tag-text cm-prose">{section.text}</p> : null}
          </section>
        );
      })}
    </div>
  );
}

import { Button } from '@childhood-memories/ui';

import { BookmarkIcon, FlagIcon, MessageIcon, PencilIcon } from './icons.tsx';
import { useMemoryModal, useShownMemory } from './modal-context.tsx';
import { ReactionsBar } from './ReactionsBar.tsx';
import { useSaveToggle } from './use-toggles.ts';

/** The writer's Edit; everyone else's Save, Praise (when not a tab), Send Message, Connect and Report. */
function ActionButtons() {
  const { t, client, viewer, requireSignIn, onEditMemory } = useMemoryModal();
  const { memory, status, listed, openTab, reportMemory } = useShownMemory();
  const signedIn = viewer !== null;
  const save = useSaveToggle(client, memory.shareable_link);
  const saved = (status?.save_id ?? null) !== null;
  if (memory.is_owner) {
    return onEditMemory ? (
      <Button variant="secondary" size="sm" onClick={() => onEditMemory(memory)}>
        <PencilIcon /> {t.edit}
      </Button>
    ) : null;
  }
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={saved}
        aria-label={saved ? t.unsaveLabel : t.saveLabel}
        onClick={() => (signedIn ? save.toggle(null) : requireSignIn())}
      >
        <BookmarkIcon filled={saved} /> {saved ? t.saved : t.save}
      </Button>
      {listed.includes('feedback') ? null : (
        <Button variant="ghost" size="sm" onClick={() => openTab('feedback')}>
          {t.tabFeedback}
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={() => (signedIn ? openTab('validate') : requireSignIn())}>
        <MessageIcon /> {t.sendMessage}
      </Button>
      {signedIn ? (
        <Button variant="ghost" size="sm" onClick={() => openTab('connect')}>
          {t.connect}
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={() => (signedIn ? reportMemory() : requireSignIn())}>
        <FlagIcon /> {t.reportMemory}
      </Button>
    </>
  );
}

/** Under the memory's text: the reactions bar, then the memory's actions. */
export function MemoryActions() {
  return (
    <>
      <ReactionsBar />
      <div className="cm-memory-actions">
        <ActionButtons />
      </div>
    </>
  );
}

import { Button } from '@childhood-memories/ui';
import { useState } from 'react';

import { MEMORY_ASSISTANT_VISIBLE } from './constants.ts';
import { useEditorContext } from './editor-context.ts';

/**
 * The memory assistant (memory-writing §4, §9): gentle questions to write from, shown after the
 * description is confirmed in create mode, 10 at first and the rest on request. Each opens the
 * memory text with the question above it; 'Hide the assistant' puts it away for this memory.
 */
export function MemoryAssistant({ onWrite }: { onWrite: (prompt: string) => void }) {
  const { t, ids } = useEditorContext();
  const [hidden, setHidden] = useState(false);
  const [all, setAll] = useState(false);
  if (hidden) return null;
  const prompts = t.assistantPrompts;
  const shown = all ? prompts : prompts.slice(0, MEMORY_ASSISTANT_VISIBLE);
  const more = prompts.length - shown.length;
  return (
    <section className="cm-memory-editor-assistant" aria-labelledby={`${ids}-assistant`}>
      <h3 id={`${ids}-assistant`} className="cm-memory-editor-section-title">
        {t.assistantTitle}
      </h3>
      <p className="cm-memory-editor-hint">{t.assistantText}</p>
      <ul className="cm-memory-editor-assistant-list">
        {shown.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              className="cm-memory-editor-assistant-prompt"
              aria-label={t.assistantWrite(prompt)}
              onClick={() => onWrite(prompt)}
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
      <div className="cm-memory-editor-row">
        {more > 0 ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => setAll(true)}>
            {t.assistantMore(more)}
          </Button>
        ) : null}
        <Button type="button" variant="ghost" size="sm" onClick={() => setHidden(true)}>
          {t.assistantHide}
        </Button>
      </div>
    </section>
  );
}

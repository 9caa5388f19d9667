import { Privacy } from '@childhood-memories/api-client';

import type { MemoryEditorMessages } from './messages.ts';

/** The privacy levels in the order shown: Public, Private with a link, Only me (0, 2, 1). */
export const PRIVACY_ORDER = [Privacy.Public, Privacy.PrivateLink, Privacy.OnlyMe] as const;

const KEYS = {
  [Privacy.Public]: ['privacyPublic', 'privacyPublicText'],
  [Privacy.PrivateLink]: ['privacyPrivateLink', 'privacyPrivateLinkText'],
  [Privacy.OnlyMe]: ['privacyOnlyMe', 'privacyOnlyMeText'],
} as const;

/**
 * Who can see the memory, each level explained in one line.
 *
 * @example
 * <PrivacyChoice value={form.privacy} onChange={(privacy) => update({ privacy })} t={t} name="privacy" />
 */
export function PrivacyChoice({
  value,
  onChange,
  t,
  name,
  readOnly = false,
}: {
  value: Privacy;
  onChange: (privacy: Privacy) => void;
  t: MemoryEditorMessages;
  name: string;
  readOnly?: boolean;
}) {
  return (
    <fieldset className="cm-memory-editor-privacy">
      <legend className="cm-memory-editor-legend">{t.privacyLegend}</legend>
      {PRIVACY_ORDER.map((level) => {
        const [label, text] = KEYS[level];
        const id = `${name}-${level}`;
        return (
          <div
            key={level}
            className="cm-memory-editor-privacy-option"
            data-state={value === level ? 'checked' : 'unchecked'}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={level}
              checked={value === level}
              aria-describedby={`${id}-text`}
              onChange={() => {
                if (!readOnly) onChange(level);
              }}
            />
            <label htmlFor={id}>{t[label]}</label>
            <p id={`${id}-text`} className="cm-memory-editor-hint">
              {t[text]}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}

import { Privacy } from '@childhood-memories/api-client';
import { RadioGroup } from '@childhood-memories/ui';

import type { Ref } from 'react';

import type { MemoryEditorMessages } from './messages.ts';

/** The privacy levels in the order shown: Public, Private with a link, Only me (0, 2, 1). */
export const PRIVACY_ORDER = [Privacy.Public, Privacy.PrivateLink, Privacy.OnlyMe] as const;

/** The message keys of each level's name and its one-line explanation. */
export const PRIVACY_MESSAGE_KEYS = {
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
  description,
  fieldsetRef,
}: {
  value: Privacy;
  onChange: (privacy: Privacy) => void;
  t: MemoryEditorMessages;
  name: string;
  readOnly?: boolean;
  /** A line under the question. */
  description?: string | undefined;
  fieldsetRef?: Ref<HTMLFieldSetElement> | undefined;
}) {
  return (
    <RadioGroup
      ref={fieldsetRef}
      className="cm-memory-editor-privacy"
      legend={t.privacyLegend}
      description={description}
      name={name}
      value={value}
      onValueChange={onChange}
      readOnly={readOnly}
      options={PRIVACY_ORDER.map((level) => {
        const [label, text] = PRIVACY_MESSAGE_KEYS[level];
        return { value: level, label: t[label], description: t[text] };
      })}
    />
  );
}

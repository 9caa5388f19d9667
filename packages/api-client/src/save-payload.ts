import { DEFAULT_MEMORY_TYPE, DEFAULT_PRIVACY, MEMORY_STATUS } from './constants.ts';
import type { MemorySavePayload } from './types.ts';

/**
 * A save payload with the defaults of memory-writing §3 (type 3 unhappy, privacy 0 public,
 * status 1), no title, every tag list empty, no photos, warnings or subjects, and the given
 * fields on top. For hosts and tools that build a memory outside the editor (imports, seeds,
 * tests); the `_text` fields are left out, as the editor leaves out empty ones.
 *
 * @example
 * ```ts
 * await client.createMemory(emptySavePayload({ description: 'The summer I was seven.' }));
 * ```
 */
export function emptySavePayload(fields: Partial<MemorySavePayload> = {}): MemorySavePayload {
  return {
    type: DEFAULT_MEMORY_TYPE,
    title: '',
    description: '',
    status: MEMORY_STATUS,
    privacy: DEFAULT_PRIVACY,
    age_ranges: [],
    persons_actions: [],
    risk_factor: [],
    sibling: [],
    chronic_adverse_events: [],
    sudden_adverse_events: [],
    feelings: [],
    needs: [],
    thoughts: [],
    impacts: [],
    childhood_effects_emotions: [],
    childhood_effects_health: [],
    childhood_effects_social: [],
    sensitive_topics: [],
    image_list: [],
    subjects: [],
    relationship_description: '',
    ...fields,
  };
}

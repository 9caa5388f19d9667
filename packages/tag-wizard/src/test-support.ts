import type { Memory, MemoryTag } from '@childhood-memories/api-client';

/** A tag as a received memory carries it (for tests). */
export function receivedTag(tag_id: number | null, description: string): MemoryTag {
  return { tag_id, description, memory_tag_id: tag_id === null ? null : tag_id + 10_000, slug: null };
}

/** A received memory with no tags (for tests); override what a test needs. */
export function receivedMemory(overrides: Partial<Memory> = {}): Memory {
  return {
    hashId: 'mHash1',
    shareable_link: 'the-summer-1',
    created: '2026-01-02T10:00:00Z',
    author: { username: 'ada' },
    is_owner: true,
    title: 'The summer I was seven',
    description: 'We stayed at my grandmother’s house.',
    pattern_title: '',
    relationship_description: '',
    type: 3,
    privacy: 0,
    status: 1,
    total_tags: 0,
    photos: [{ url: 'https://example.org/p.jpg', temp_id: 'tmp-1' }],
    image_list: ['tmp-1'],
    sensitive_topics: [{ id: 4, description: 'Violence' }],
    subjects: ['My father'],
    counts: { comments: 0, empathies: 0 },
    reactions: [],
    age_ranges: [],
    sibling: [],
    risk_factor: [],
    persons_actions: [],
    chronic_adverse_events: [],
    sudden_adverse_events: [],
    feelings: [],
    needs: [],
    thoughts: [],
    impacts: [],
    childhood_effects_emotions: [],
    childhood_effects_health: [],
    childhood_effects_social: [],
    age_ranges_text: '',
    sibling_text: '',
    risk_factor_text: '',
    persons_actions_text: '',
    chronic_adverse_events_text: '',
    sudden_adverse_events_text: '',
    feelings_text: '',
    thoughts_text: '',
    needs_text: '',
    childhood_effects_emotions_text: '',
    childhood_effects_health_text: '',
    childhood_effects_social_text: '',
    ...overrides,
  };
}

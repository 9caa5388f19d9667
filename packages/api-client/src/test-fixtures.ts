/*
 * Answers as a server sends them (wire) and what the client makes of them, shared by this
 * package's tests. Not exported from the package.
 */
import type { Comment, Memory, MemorySavePayload } from './types.ts';

export const BASE_URL = 'https://api.test/base';
export const TOKEN = 'access-token-123';

/** A memory as a server may send it: legacy variants included. */
export const memoryWire = {
  hashId: 'h4sh1d',
  shareable_link: 'summer-by-the-lake',
  created: '2024-05-01T10:00:00Z',
  author: { username: 'willow' },
  is_owner: false,
  title: 'Summer by the lake',
  description: 'The summer I was seven, we stayed by the lake.',
  relationship_description: 'I still look for calm water.',
  type: 2,
  privacy: 0,
  status: 1,
  total_tags: 3,
  photos: [{ url: 'https://cdn.test/p/1.jpg', temp_id: 't1' }],
  image_list: ['t1'],
  sensitive_topics: [{ id: 3, desc: 'Grief' }],
  subjects: [{ description: 'My grandmother' }],
  counts: { comments: 2, empathies: 5 },
  reactions: [{ reaction_option_id: 4, reaction_count: 3 }],
  feelings: [{ tag_id: 12, description: 'Safe', memory_tag_id: 30, slug: 'safe' }],
  persons_actions: [
    {
      person: { tag_id: 1, description: 'Grandmother', memory_tag_id: 31, slug: 'grandmother' },
      actions: [{ tag_id: 7, description: 'Comforting', memory_tag_id: 32, slug: 'comforting' }],
    },
  ],
  feelings_text: [{ description: 'I felt held.' }],
  age_range_text: [{ description: 'Around seven.' }],
  an_unknown_field: 'ignored',
};

/** What the client makes of {@link memoryWire}. */
export const memory: Memory = {
  hashId: 'h4sh1d',
  shareable_link: 'summer-by-the-lake',
  created: '2024-05-01T10:00:00Z',
  posted_at: '2024-05-01T10:00:00Z',
  author: { username: 'willow' },
  is_owner: false,
  title: 'Summer by the lake',
  description: 'The summer I was seven, we stayed by the lake.',
  pattern_title: '',
  relationship_description: 'I still look for calm water.',
  type: 2,
  privacy: 0,
  status: 1,
  total_tags: 3,
  photos: [{ url: 'https://cdn.test/p/1.jpg', temp_id: 't1' }],
  image_list: ['t1'],
  sensitive_topics: [{ id: 3, description: 'Grief' }],
  subjects: ['My grandmother'],
  counts: { comments: 2, empathies: 5 },
  reactions: [{ reaction_option_id: 4, reaction_count: 3 }],
  age_ranges: [],
  sibling: [],
  risk_factor: [],
  persons_actions: [
    {
      person: { tag_id: 1, description: 'Grandmother', memory_tag_id: 31, slug: 'grandmother' },
      actions: [{ tag_id: 7, description: 'Comforting', memory_tag_id: 32, slug: 'comforting' }],
    },
  ],
  chronic_adverse_events: [],
  sudden_adverse_events: [],
  feelings: [{ tag_id: 12, description: 'Safe', memory_tag_id: 30, slug: 'safe' }],
  needs: [],
  thoughts: [],
  impacts: [],
  childhood_effects_emotions: [],
  childhood_effects_health: [],
  childhood_effects_social: [],
  age_ranges_text: 'Around seven.',
  sibling_text: '',
  risk_factor_text: '',
  persons_actions_text: '',
  chronic_adverse_events_text: '',
  sudden_adverse_events_text: '',
  feelings_text: 'I felt held.',
  thoughts_text: '',
  needs_text: '',
  childhood_effects_emotions_text: '',
  childhood_effects_health_text: '',
  childhood_effects_social_text: '',
  family_members: [],
};

/** A complete, valid save payload. */
export function savePayload(overrides: Partial<MemorySavePayload> = {}): MemorySavePayload {
  return {
    type: 3,
    description: 'The winter the heating broke.',
    title: 'Cold winter',
    age_ranges: [{ id: 2, name: '6-8 years' }],
    persons_actions: [
      {
        person_involved: { id: 1, description: 'Father' },
        person_action: [{ id: 9, description: 'Yelling' }],
      },
    ],
    risk_factor: [],
    sibling: [],
    chronic_adverse_events: [],
    sudden_adverse_events: [],
    feelings: [{ id: 12, description: 'Scared' }],
    needs: [],
    thoughts: [],
    impacts: [],
    childhood_effects_emotions: [],
    childhood_effects_health: [],
    childhood_effects_social: [],
    status: 1,
    privacy: 0,
    sensitive_topics: [3],
    image_list: ['t1'],
    subjects: ['My father'],
    relationship_description: '',
    ...overrides,
  };
}

/** A comment as the canonical shape sends it. */
export const commentWire = {
  id: 7,
  content: 'Thank you for sharing this.',
  user: 'sam',
  memory: 'summer-by-the-lake',
  created_at: '2024-05-02T09:30:00Z',
  count_empathies: 1,
  count_users_given_feedback: 0,
  count_traumas: 2,
};

/** What the client makes of {@link commentWire}. */
export const comment: Comment = {
  id: 7,
  content: 'Thank you for sharing this.',
  author: { username: 'sam' },
  memory: 'summer-by-the-lake',
  created_at: '2024-05-02T09:30:00Z',
  is_private: false,
  count_empathies: 1,
  count_users_given_feedback: 0,
  count_traumas: 2,
};

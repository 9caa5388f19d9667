/*
 * The page the memory modal benchmark drives: the real modal from this package's sources, in
 * production React, on a memory with every tag category answered and 50 comments, with a client
 * that answers at once from memory (the network is not what is measured).
 */
import {
  TAG_CATEGORIES,
  type Comment,
  type Memory,
  type TagCategory,
  type MemoryTag,
  type ReactionOption,
} from '@childhood-memories/api-client';
import { Button, WidgetsProvider } from '@childhood-memories/ui';
import '@childhood-memories/ui/styles.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

import { MemoryModal, type MemoryModalApi } from '../src/index.ts';
import '../src/styles.css';

let nextId = 1;
const tags = (label: string, count: number): MemoryTag[] =>
  Array.from({ length: count }, (_, index) => ({
    tag_id: nextId,
    memory_tag_id: nextId++,
    description: `${label} ${index + 1}`,
    slug: `${label.toLowerCase()}-${index + 1}`,
  }));

const lists = Object.fromEntries(
  TAG_CATEGORIES.filter((category) => category !== 'persons_actions').map((category) => [
    category,
    tags(category.replace(/_/g, ' '), 5),
  ]),
);

const memory: Memory = {
  hashId: 'bench',
  shareable_link: 'bench-memory',
  created: '2024-05-01T09:00:00Z',
  author: { username: 'ada' },
  is_owner: false,
  title: 'A memory with everything tagged',
  description: 'My grandfather taught me to fly a kite on the hill behind his house. #kites #summer '.repeat(
    20,
  ),
  pattern_title: '',
  relationship_description: 'I still look for someone to laugh with me.',
  type: 3,
  privacy: 0,
  status: 1,
  total_tags: 65,
  photos: [],
  image_list: [],
  sensitive_topics: [],
  subjects: ['Grandad', 'Mum', 'The hill', 'The kite'],
  counts: { comments: 50, empathies: 3 },
  reactions: [1, 2, 3, 4, 5, 6].map((option) => ({
    reaction_option_id: option as ReactionOption,
    reaction_count: option,
  })),
  ...(lists as Pick<Memory, Exclude<TagCategory, 'persons_actions'>>),
  persons_actions: [{ person: tags('Father', 1)[0] as MemoryTag, actions: tags('Action', 5) }],
  age_ranges_text: '',
  sibling_text: '',
  risk_factor_text: '',
  persons_actions_text: '',
  chronic_adverse_events_text: '',
  sudden_adverse_events_text: '',
  feelings_text: 'I felt small.',
  thoughts_text: '',
  needs_text: '',
  childhood_effects_emotions_text: '',
  childhood_effects_health_text: '',
  childhood_effects_social_text: '',
} as Memory;

const comments: Comment[] = Array.from({ length: 50 }, (_, index) => ({
  id: 1000 + index,
  content: `Comment ${index + 1}: thank you for sharing this with us.`,
  author: { username: index % 2 === 0 ? 'ben' : 'cleo' },
  memory: memory.shareable_link,
  created_at: '2024-05-02T09:00:00Z',
  is_private: false,
  count_empathies: index % 3,
  count_users_given_feedback: 0,
  count_traumas: 0,
}));

let reactionId = 1;
const ok = () => Promise.resolve();
const client = {
  getMemoryByLink: () => Promise.resolve(memory),
  getInteractionStatus: () =>
    Promise.resolve({
      shareable_link: memory.shareable_link,
      empathy_id: null,
      reaction_id: null,
      reaction_option_id: null,
      save_id: null,
      feedback_ids: [],
      resonances: [],
    }),
  listComments: () => Promise.resolve({ results: comments, count: 50, total_pages: 1, page: 1 }),
  getCommentStatus: (id: number) =>
    Promise.resolve({
      comment_id: id,
      empathy: { empathized: false, empathy_id: null },
      feedback: { feedback_given: false },
      trauma: { trauma_acknowledged: false, trauma_id: null },
    }),
  createReaction: ({ reaction_option_id }: { reaction_option_id: ReactionOption }) =>
    Promise.resolve({ reaction_id: reactionId++, reaction_option_id }),
  updateReaction: ({
    reaction_id,
    reaction_option_id,
  }: {
    reaction_id: number;
    reaction_option_id: ReactionOption;
  }) => Promise.resolve({ reaction_id, reaction_option_id }),
  deleteReaction: ok,
  getSafetyPreferences: () =>
    Promise.resolve({ hidden_content_warning_ids: [], shown_content_warning_ids: [] }),
} as unknown as MemoryModalApi;

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <WidgetsProvider client={client}>
      <Button onClick={() => setOpen(true)}>Open the memory</Button>
      <MemoryModal
        memory={memory}
        open={open}
        onOpenChange={setOpen}
        viewer={{ username: 'cleo' }}
        storage={null}
      />
    </WidgetsProvider>
  );
}

const container = document.getElementById('root');
if (container === null) throw new Error('no #root');
createRoot(container).render(<Page />);

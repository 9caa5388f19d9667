import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { ApiClient } from './clients.ts';
import { MemoryType, NotificationGroup, ReactionOption, ReportType } from './constants.ts';
import { buildPath, endpoints, type EndpointKey } from './endpoints.ts';
import { TAG_OPTION_ENDPOINTS } from './endpoints/reference.ts';
import { isApiError } from './errors.ts';
import { createHttpClient } from './http-client.ts';
import { BASE_URL, comment, commentWire, memory, memoryWire, savePayload, TOKEN } from './test-fixtures.ts';

/*
 * One case per endpoint: the call, exactly what must go over the wire (path parameters, query,
 * JSON body) and what the method resolves to for a typical answer. The tests below run every
 * case through a real client and MSW, and check method, path, query, body, headers,
 * credentials and the success status against the endpoint table.
 */
interface EndpointCase {
  call: (client: ApiClient) => Promise<unknown>;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** The JSON body; 'multipart' for the photo upload; left out for no body. */
  body?: unknown;
  answer?: unknown;
  result?: unknown;
}

const tagOptionWire = [{ id: 5, name: 'Lonely', options: null, ui_sort_order: 2 }];
const tagOption = [{ id: 5, label: 'Lonely', group: null, ui_sort_order: 2, optionType: null }];
const tagListQuery = { dis: 'false', ist: 'true', mt: '3' };
const memoryPage = { results: [memoryWire], count: 1, total_pages: 1, page: 2 };
const memoryPageResult = { results: [memory], count: 1, total_pages: 1, page: 2 };
const commentUpdateBody = {
  content: 'Edited with care.',
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
};
const user = {
  username: 'willow',
  email: 'willow@example.org',
  has_passed_onboarding: true,
  has_first_post: false,
};

const cases: Record<EndpointKey, EndpointCase> = {
  autocompleteHashtags: {
    call: (client) => client.autocompleteHashtags('#sum'),
    query: { q: '#sum' },
    answer: ['#Summer', '#SummerCamp'],
    result: ['#Summer', '#SummerCamp'],
  },
  createMemory: {
    call: (client) => client.createMemory(savePayload()),
    body: savePayload(),
    answer: memoryWire,
    result: memory,
  },
  updateMemory: {
    // An autosave says so in the query (ours); a plain save sends the bare path (createMemory).
    call: (client) => client.updateMemory('h4sh1d', savePayload(), { autosave: true }),
    params: { hashId: 'h4sh1d' },
    query: { autosave: 'true' },
    body: savePayload(),
    answer: memoryWire,
    result: memory,
  },
  getMemory: {
    call: (client) => client.getMemory('h4sh1d'),
    params: { hashId: 'h4sh1d' },
    answer: memoryWire,
    result: memory,
  },
  deleteMemory: {
    call: (client) => client.deleteMemory('h4sh1d'),
    params: { hashId: 'h4sh1d' },
    result: undefined,
  },
  getMemoryByLink: {
    call: (client) => client.getMemoryByLink('summer-by-the-lake'),
    params: { shareable_link: 'summer-by-the-lake' },
    answer: memoryWire,
    result: memory,
  },
  getLastPrivacy: {
    call: (client) => client.getLastPrivacy(),
    answer: { privacy: 2 },
    result: 2,
  },
  uploadPhoto: {
    call: (client) => client.uploadPhoto(new Blob(['jpeg bytes'], { type: 'image/jpeg' })),
    body: 'multipart',
    answer: { temp_id: 'tmp-9', image: 'https://cdn.test/t/tmp-9.jpg' },
    result: { temp_id: 'tmp-9', image: 'https://cdn.test/t/tmp-9.jpg' },
  },
  deleteTempPhoto: {
    call: (client) => client.deleteTempPhoto('tmp-9'),
    query: { temp_id: 'tmp-9' },
    result: undefined,
  },
  listTempPhotos: {
    call: (client) => client.listTempPhotos(),
    answer: [{ image_url: 'https://cdn.test/t/tmp-9.jpg', temp_id: 9 }],
    result: [{ image_url: 'https://cdn.test/t/tmp-9.jpg', temp_id: '9' }],
  },

  listAgeRanges: {
    call: (client) => client.listTagOptions('age_ranges', MemoryType.Happy),
    query: { dis: 'false', ist: 'true' },
    answer: [{ id: 2, name: '6-8 years', options: 'age', ui_sort_order: 1 }],
    result: [{ id: 2, label: '6-8 years', group: 'age', ui_sort_order: 1, optionType: null }],
  },
  listPersons: {
    call: (client) => client.listTagOptions('person', MemoryType.Happy),
    query: { dis: 'false', ist: 'true' },
    answer: [{ id: 1, description: 'Father', options: 'Parents', ui_sort_order: 1 }],
    result: [{ id: 1, label: 'Father', group: 'Parents', ui_sort_order: 1, optionType: null }],
  },
  listPersonActions: {
    call: (client) => client.listTagOptions('person_action', MemoryType.Unhappy),
    query: tagListQuery,
    answer: tagOptionWire,
    result: tagOption,
  },
  listPersonsInvolved: {
    call: (client) => client.listPersonsInvolved(MemoryType.Unhappy),
    query: tagListQuery,
    answer: tagOptionWire,
    result: tagOption,
  },
  listSiblings: {
    call: (client) => client.listTagOptions('sibling', MemoryType.Unhappy),
    query: tagListQuery,
    answer: tagOptionWire,
    result: tagOption,
  },
  listRiskFactors: {
    call: (client) => client.listTagOptions('risk_factor', MemoryType.Unhappy),
    query: tagListQuery,
    answer: tagOptionWire,
    result: tagOption,
  },
  listChronicEvents: {
    call: (client) => client.listTagOptions('chronic_adverse_events', MemoryType.Unhappy),
    query: tagListQuery,
    answer: tagOptionWire,
    result: tagOption,
  },
  listSuddenEvents: {
    call: (client) => client.listTagOptions('sudden_adverse_events', MemoryType.Unhappy),
    query: tagListQuery,
    answer: tagOptionWire,
    result: tagOption,
  },
  listFeelings: {
    call: (client) => client.listTagOptions('feelings', MemoryType.Unhappy),
    query: tagListQuery,
    answer: tagOptionWire,
    result: tagOption,
  },
  listNeeds: {
    call: (client) => client.listTagOptions('needs', MemoryType.Unhappy),
    query: tagListQuery,
    answer: tagOptionWire,
    result: tagOption,
  },
  listThoughts: {
    call: (client) => client.listTagOptions('thoughts', MemoryType.Unhappy),
    query: tagListQuery,
    answer: tagOptionWire,
    result: tagOption,
  },
  listEmotions: {
    call: (client) => client.listTagOptions('childhood_effects_emotions', MemoryType.Unhappy),
    query: tagListQuery,
    answer: tagOptionWire,
    result: tagOption,
  },
  listHealthEffects: {
    call: (client) => client.listTagOptions('childhood_effects_health', MemoryType.Bittersweet),
    query: { dis: 'false', ist: 'true', mt: '2' },
    answer: [{ id: 40, description: "I don't remember", options: null, ui_sort_order: 0 }],
    result: [{ id: 40, label: "I don't remember", group: null, ui_sort_order: 0, optionType: null }],
  },
  listSocialEffects: {
    call: (client) => client.listTagOptions('childhood_effects_social', MemoryType.Unhappy),
    query: tagListQuery,
    answer: [{ id: 51, description: 'bullied at school', options: 'School', ui_sort_order: 3 }],
    result: [{ id: 51, label: 'bullied at school', group: 'School', ui_sort_order: 3, optionType: 'School' }],
  },
  listContentWarnings: {
    call: (client) => client.listContentWarnings(),
    answer: [
      { id: 2, description: 'Violence', ui_sort_order: 2 },
      { id: 1, description: 'Grief', ui_sort_order: 1 },
    ],
    result: [
      { id: 1, description: 'Grief', ui_sort_order: 1 },
      { id: 2, description: 'Violence', ui_sort_order: 2 },
    ],
  },
  listReactionOptions: {
    call: (client) => client.listReactionOptions(),
    answer: [{ id: 6, name: 'Empathy', ui_sort_order: 6 }],
    result: [{ id: 6, label: 'Empathy', ui_sort_order: 6 }],
  },
  listFeedbackOptions: {
    call: (client) => client.listFeedbackOptions(),
    answer: [{ id: 1, label: 'Brave', ui_sort_order: 1 }],
    result: [{ id: 1, label: 'Brave', ui_sort_order: 1 }],
  },
  listReportReasons: {
    call: (client) => client.listReportReasons(ReportType.Comment),
    query: { type: '2' },
    answer: [{ id: 4, reason: 'Other' }],
    result: [{ id: 4, reason: 'Other' }],
  },

  getFeed: {
    call: (client) => client.getFeed({ page: 2 }),
    query: { page: '2' },
    answer: {
      results: [
        {
          key: 'memory-1',
          kind: 'memory',
          data: { shareable_link: 'summer-by-the-lake', memory: memoryWire },
        },
      ],
      count: 1,
      total_pages: 1,
      page: 2,
    },
    result: {
      results: [
        {
          key: 'memory-1',
          kind: 'memory',
          data: {
            id: null,
            shareable_link: 'summer-by-the-lake',
            memory,
            comment_id: null,
            private_comment_id: null,
            content: null,
          },
        },
      ],
      count: 1,
      total_pages: 1,
      page: 2,
    },
  },
  listMemories: {
    call: (client) =>
      client.listMemories({
        page: 2,
        slug: 'safe',
        tag_type: 'feelings',
        persons_involved: 1,
        person_actions: [7, 9],
        home: true,
        logged_in: true,
        user: 'willow',
      }),
    query: {
      page: '2',
      slug: 'safe',
      tag_type: 'feelings',
      persons_involved: '1',
      person_actions: '7,9',
      home: 'true',
      logged_in: 'true',
      user: 'willow',
    },
    answer: memoryPage,
    result: memoryPageResult,
  },
  searchByHashtag: {
    call: (client) => client.searchByHashtag({ tag: '#Summer Camp', page: 2 }),
    params: { tag: 'Summer Camp' },
    query: { page: '2' },
    answer: memoryPage,
    result: memoryPageResult,
  },
  searchByTag: {
    call: (client) => client.searchByTag({ tag_type: 'person_action', slug: 'comforting', page: 2 }),
    params: { tag_type: 'person_action', slug: 'comforting' },
    query: { page: '2' },
    answer: memoryPage,
    result: memoryPageResult,
  },
  searchByUser: {
    call: (client) => client.searchByUser({ username: 'willow', page: 2 }),
    params: { username: 'willow' },
    query: { page: '2' },
    answer: memoryPage,
    result: memoryPageResult,
  },

  getInteractionStatus: {
    call: (client) => client.getInteractionStatus('summer-by-the-lake'),
    params: { shareable_link: 'summer-by-the-lake' },
    answer: {
      shareable_link: 'summer-by-the-lake',
      empathy_id: 41,
      reaction_id: 12,
      reaction_option_id: 4,
      save_id: null,
      feedback_ids: [3],
      resonances: [{ memory_tag_id: 30, resonated: 1, count_resonances: 4, resonance_id: 77 }],
    },
    result: {
      shareable_link: 'summer-by-the-lake',
      empathy_id: 41,
      reaction_id: 12,
      reaction_option_id: 4,
      save_id: null,
      feedback_ids: [3],
      resonances: [{ memory_tag_id: 30, resonated: 1, count_resonances: 4, resonance_id: 77 }],
    },
  },
  createResonance: {
    call: (client) => client.createResonance({ memory_tag_id: 30, shareable_link: 'summer-by-the-lake' }),
    query: { memory_tag_id: '30', shareable_link: 'summer-by-the-lake' },
    answer: { resonance_id: 77, memory_tag_id: 30 },
    result: { resonance_id: 77, memory_tag_id: 30 },
  },
  deleteResonance: {
    call: (client) => client.deleteResonance(77),
    query: { resonance_id: '77' },
    result: undefined,
  },
  createFeedback: {
    call: (client) =>
      client.createFeedback({ labels: ['Brave', 'Honest'], shareable_link: 'summer-by-the-lake' }),
    query: { feedback: 'Brave,Honest', shareable_link: 'summer-by-the-lake' },
    answer: { feedback_id: 3, labels: ['Brave', 'Honest'] },
    result: { feedback_id: 3, labels: ['Brave', 'Honest'] },
  },
  updateFeedback: {
    call: (client) =>
      client.updateFeedback({ labels: ['Kind'], shareable_link: 'summer-by-the-lake', feedback_id: 3 }),
    query: { feedback: 'Kind', shareable_link: 'summer-by-the-lake', feedback_id: '3' },
    answer: { feedback_id: 3, labels: 'Kind' },
    result: { feedback_id: 3, labels: ['Kind'] },
  },
  deleteFeedback: {
    call: (client) => client.deleteFeedback(3),
    query: { feedback_id: '3' },
    result: undefined,
  },
  getUserFeedback: {
    call: (client) => client.getUserFeedback({ shareable_link: 'summer-by-the-lake' }),
    query: { shareable_link: 'summer-by-the-lake' },
    answer: { feedback_list: [{ feedback_id: 3, labels: ['Brave'] }] },
    result: { feedback_list: [{ feedback_id: 3, labels: ['Brave'], comment_id: null }] },
  },
  listComments: {
    call: (client) => client.listComments({ shareable_link: 'summer-by-the-lake', page: 2 }),
    query: { shareable_link: 'summer-by-the-lake', page: '2' },
    answer: { results: [commentWire], count: 1, total_pages: 1, page: 2 },
    result: { results: [comment], count: 1, total_pages: 1, page: 2 },
  },
  getCommentStatus: {
    call: (client) => client.getCommentStatus(7),
    params: { id: 7 },
    answer: {
      comment_id: 7,
      empathy: { empathized: 1, empathy_id: 41 },
      feedback: { feedback_given: 0 },
      trauma: { trauma_acknowledged: false, trauma_id: null },
    },
    result: {
      comment_id: 7,
      empathy: { empathized: true, empathy_id: 41 },
      feedback: { feedback_given: false },
      trauma: { trauma_acknowledged: false, trauma_id: null },
    },
  },
  createComment: {
    call: (client) =>
      client.createComment({ shareable_link: 'summer-by-the-lake', content: 'Thank you for sharing this.' }),
    body: { shareable_link: 'summer-by-the-lake', content: 'Thank you for sharing this.' },
    answer: commentWire,
    result: comment,
  },
  createPrivateComment: {
    call: (client) =>
      client.createPrivateComment({ shareable_link: 'summer-by-the-lake', comment_content: 'Only for you.' }),
    body: { shareable_link: 'summer-by-the-lake', comment_content: 'Only for you.' },
    answer: {
      private_comment_id: 8,
      private_comment_str: 'Only for you.',
      commented_by: { username: 'sam' },
      memory: 'summer-by-the-lake',
      created_at: '2024-05-02T09:31:00Z',
    },
    result: {
      id: 8,
      content: 'Only for you.',
      author: { username: 'sam' },
      memory: 'summer-by-the-lake',
      created_at: '2024-05-02T09:31:00Z',
      is_private: true,
      count_empathies: 0,
      count_users_given_feedback: 0,
      count_traumas: 0,
    },
  },
  deleteComment: {
    call: (client) => client.deleteComment(7),
    params: { id: 7 },
    result: undefined,
  },
  deletePrivateComment: {
    call: (client) => client.deletePrivateComment(8),
    query: { private_comment_id: '8' },
    result: undefined,
  },
  updatePrivateComment: {
    call: (client) => client.updatePrivateComment({ private_comment_id: 8, comment_content: 'Edited.' }),
    body: { private_comment_id: 8, comment_content: 'Edited.' },
    answer: {
      private_comment_id: 8,
      private_comment_str: 'Edited.',
      commented_by: 'sam',
      memory: 'summer-by-the-lake',
      created_at: '2024-05-02T09:31:00Z',
    },
    result: {
      id: 8,
      content: 'Edited.',
      author: { username: 'sam' },
      memory: 'summer-by-the-lake',
      created_at: '2024-05-02T09:31:00Z',
      is_private: true,
      count_empathies: 0,
      count_users_given_feedback: 0,
      count_traumas: 0,
    },
  },
  updateComment: {
    call: (client) => client.updateComment(7, { content: 'Edited with care.' }),
    params: { id: 7 },
    body: commentUpdateBody,
    answer: { ...commentWire, content: 'Edited with care.' },
    result: { ...comment, content: 'Edited with care.' },
  },
  hideComment: {
    call: (client) => client.hideComment(7),
    params: { id: 7 },
    result: undefined,
  },
  createEmpathy: {
    call: (client) => client.createEmpathy({ shareable_link: 'summer-by-the-lake' }),
    body: { shareable_link: 'summer-by-the-lake', comment_id: '' },
    answer: { data: { empathy_id: 41 } },
    result: { empathy_id: 41 },
  },
  deleteEmpathy: {
    call: (client) => client.deleteEmpathy(41),
    body: { empathy_id: 41 },
    result: undefined,
  },
  createTrauma: {
    call: (client) => client.createTrauma({ shareable_link: 'summer-by-the-lake', comment_id: 7 }),
    body: { shareable_link: 'summer-by-the-lake', comment_id: 7 },
    answer: { data: { trauma_id: 5 } },
    result: { trauma_id: 5 },
  },
  deleteTrauma: {
    call: (client) => client.deleteTrauma(5),
    body: { trauma_id: 5 },
    result: undefined,
  },
  createSave: {
    call: (client) => client.createSave('summer-by-the-lake'),
    body: { shareable_link: 'summer-by-the-lake' },
    answer: { data: { save_id: 9 } },
    result: { save_id: 9 },
  },
  deleteSave: {
    call: (client) => client.deleteSave(9),
    query: { save_id: '9' },
    result: undefined,
  },
  createReaction: {
    call: (client) =>
      client.createReaction({
        shareable_link: 'summer-by-the-lake',
        reaction_option_id: ReactionOption.Love,
      }),
    query: { shareable_link: 'summer-by-the-lake', reaction_option_id: '4' },
    answer: { reaction_id: 12, reaction_option_id: 4 },
    result: { reaction_id: 12, reaction_option_id: 4 },
  },
  updateReaction: {
    call: (client) => client.updateReaction({ reaction_id: 12, reaction_option_id: ReactionOption.BeStrong }),
    query: { reaction_id: '12', reaction_option_id: '5' },
    answer: { reaction_id: 12, reaction_option_id: 5 },
    result: { reaction_id: 12, reaction_option_id: 5 },
  },
  deleteReaction: {
    call: (client) => client.deleteReaction(12),
    query: { reaction_id: '12' },
    result: undefined,
  },
  sendReport: {
    call: (client) => client.sendReport({ memory: 'summer-by-the-lake', metoo: 7, reason: 2 }),
    body: { memory: 'summer-by-the-lake', metoo: 7, reason: 2 },
    result: undefined,
  },
  listVotes: {
    call: (client) => client.listVotes(),
    answer: [{ shareable_link: 'summer-by-the-lake', vote_id: 2 }],
    result: [{ shareable_link: 'summer-by-the-lake', vote_id: 2 }],
  },
  listMeTooComments: {
    call: (client) => client.listMeTooComments({ shareable_link: 'summer-by-the-lake', page: 1 }),
    query: { shareable_link: 'summer-by-the-lake', page: '1' },
    answer: { results: [{ ...commentWire, memory_title: 'Summer by the lake' }], count: 1, total_pages: 1 },
    result: {
      results: [{ ...comment, memory_title: 'Summer by the lake' }],
      count: 1,
      total_pages: 1,
      page: 1,
    },
  },
  getConnectStatus: {
    call: (client) => client.getConnectStatus('summer-by-the-lake'),
    query: { shareable_link: 'summer-by-the-lake' },
    answer: { shareable_link: 'summer-by-the-lake', connected: 1, linked_memories: ['cold-winter'] },
    result: { shareable_link: 'summer-by-the-lake', connected: true, linked_memories: ['cold-winter'] },
  },

  listNotifications: {
    call: (client) => client.listNotifications({ page: 2 }),
    query: { page: '2' },
    answer: {
      results: [
        {
          id: 1,
          event_type: 'new_comment',
          originator: 'sam',
          created_at: '2024-05-02T09:30:00Z',
          status: { is_read: 0, is_seen: 1 },
          data: { memory: 'summer-by-the-lake', comment_id: 7, memory_title: 'Summer by the lake' },
        },
      ],
      count: 21,
      total_pages: 2,
      page: 2,
      unseen_count: 0,
    },
    result: {
      results: [
        {
          id: 1,
          event_type: 'new_comment',
          originator: 'sam',
          created_at: '2024-05-02T09:30:00Z',
          is_read: false,
          is_seen: true,
          data: { memory: 'summer-by-the-lake', comment_id: 7, memory_title: 'Summer by the lake' },
        },
      ],
      count: 21,
      total_pages: 2,
      page: 2,
      unseen_count: 0,
      // The specification's server sends no unread total: unknown, not 0.
      unread_count: null,
    },
  },
  listGroupedNotifications: {
    call: (client) => client.listGroupedNotifications(),
    query: {},
    answer: {
      results: [
        {
          group: 'reactions',
          last_originator: 'sam',
          others: 2,
          description: 'reacted to your memory',
          memory_title: 'Summer by the lake',
          shareable_link: 'summer-by-the-lake',
          notification_ids: [4, 5, 6],
          feedback_label: [],
          comment_id: null,
          comment_content: '',
          reaction_option_id: 5,
          is_read: false,
          is_seen: false,
          created_at: '2024-05-03T08:00:00Z',
        },
      ],
      count: 1,
      total_pages: 1,
      page: 1,
      unseen_count: 3,
      unread_count: 5,
    },
    result: {
      results: [
        {
          group: NotificationGroup.Reactions,
          last_originator: 'sam',
          others: 2,
          description: 'reacted to your memory',
          memory_title: 'Summer by the lake',
          shareable_link: 'summer-by-the-lake',
          notification_ids: [4, 5, 6],
          feedback_label: [],
          comment_id: null,
          comment_content: '',
          reaction_option_id: 5,
          is_read: false,
          is_seen: false,
          created_at: '2024-05-03T08:00:00Z',
        },
      ],
      count: 1,
      total_pages: 1,
      page: 1,
      unseen_count: 3,
      unread_count: 5,
    },
  },
  listResonanceNotifications: {
    call: (client) => client.listResonanceNotifications({ page: 1 }),
    query: { page: '1' },
    answer: {
      results: [
        {
          originator: 'sam',
          shareable_link: 'summer-by-the-lake',
          resonance_labels: 'safe,grandmother (comforting)',
          notif_ids: [9, 10],
          memory_description: 'The summer I was seven',
          memory_title: 'Summer by the lake',
          is_read: 0,
          is_seen: 0,
          created_at: '2024-05-03T08:00:00Z',
        },
      ],
      count: 1,
      total_pages: 1,
      page: 1,
      unseen_count: 1,
      unread_count: 2,
    },
    result: {
      results: [
        {
          originator: 'sam',
          shareable_link: 'summer-by-the-lake',
          resonance_labels: ['safe', 'grandmother (comforting)'],
          notif_ids: [9, 10],
          memory_description: 'The summer I was seven',
          memory_title: 'Summer by the lake',
          is_read: false,
          is_seen: false,
          created_at: '2024-05-03T08:00:00Z',
        },
      ],
      count: 1,
      total_pages: 1,
      page: 1,
      unseen_count: 1,
      unread_count: 2,
    },
  },
  getUnseenNotificationCount: {
    call: (client) => client.getUnseenNotificationCount(),
    answer: { unseen_count: 4 },
    result: 4,
  },
  markAllNotificationsSeen: {
    call: (client) => client.markAllNotificationsSeen(),
    result: undefined,
  },
  markNotificationsRead: {
    call: (client) => client.markNotificationsRead([4, 5, 6]),
    body: { notification_ids: [4, 5, 6] },
    result: undefined,
  },
  markAllNotificationsRead: {
    call: (client) => client.markAllNotificationsRead({ up_to: 42 }),
    body: { up_to: 42 },
    result: undefined,
  },

  verifyPassword: {
    call: (client) => client.verifyPassword('correct horse'),
    body: { password: 'correct horse' },
    result: undefined,
  },
  deleteAccount: {
    call: (client) => client.deleteAccount('correct horse'),
    body: { password: 'correct horse' },
    result: undefined,
  },
  changeEmail: {
    call: (client) => client.changeEmail('new@example.org'),
    body: { new_email: 'new@example.org' },
    result: undefined,
  },
  validateEmailChange: {
    call: (client) => client.validateEmailChange({ code: '493817', new_email: 'new@example.org' }),
    body: { code: '493817', new_email: 'new@example.org' },
    result: undefined,
  },
  changePassword: {
    call: (client) =>
      client.changePassword({ new_password: 'a new phrase', confirm_new_password: 'a new phrase' }),
    body: { new_password: 'a new phrase', confirm_new_password: 'a new phrase' },
    result: undefined,
  },
  contactSupport: {
    call: (client) => client.contactSupport({ subject: 'Photo upload', message: 'It stops half way.' }),
    body: { subject: 'Photo upload', message: 'It stops half way.' },
    result: undefined,
  },
  refreshToken: {
    call: (client) => client.refreshToken('refresh-1'),
    body: { refresh: 'refresh-1' },
    answer: { access: 'access-2' },
    result: { access: 'access-2', refresh: 'refresh-1' },
  },
  verifyToken: {
    call: (client) => client.verifyToken('access-2'),
    body: { token: 'access-2' },
    answer: {},
    result: undefined,
  },
  setOnboardingStatus: {
    call: (client) => client.setOnboardingStatus(true),
    body: { has_passed_onboarding: true },
    result: undefined,
  },
  logOut: {
    call: (client) => client.logOut(),
    result: undefined,
  },
  signUp: {
    call: (client) =>
      client.signUp({ username: 'willow', email: 'willow@example.org', password: 'a long phrase' }),
    body: { username: 'willow', email: 'willow@example.org', password: 'a long phrase' },
    answer: { access: 'a', refresh: 'r', user },
    result: { access: 'a', refresh: 'r', user },
  },
  logIn: {
    call: (client) => client.logIn({ email: 'willow@example.org', password: 'a long phrase' }),
    body: { email: 'willow@example.org', password: 'a long phrase' },
    answer: { access: 'a', refresh: 'r', user },
    result: { access: 'a', refresh: 'r', user },
  },
  forgotPassword: {
    call: (client) => client.forgotPassword('willow@example.org'),
    body: { email: 'willow@example.org' },
    result: undefined,
  },
  resetPassword: {
    call: (client) =>
      client.resetPassword({
        token: 't0k3n',
        new_password: 'a new phrase',
        confirm_new_password: 'a new phrase',
      }),
    body: { token: 't0k3n', new_password: 'a new phrase', confirm_new_password: 'a new phrase' },
    result: undefined,
  },
  getCurrentUser: {
    call: (client) => client.getCurrentUser(),
    answer: { username: 'willow', email: 'willow@example.org', has_passed_onboarding: 1 },
    result: {
      username: 'willow',
      email: 'willow@example.org',
      has_passed_onboarding: true,
      has_first_post: false,
    },
  },
  getSafetyPreferences: {
    call: (client) => client.getSafetyPreferences(),
    answer: { hidden_content_warning_ids: [2, 5], shown_content_warning_ids: [1] },
    result: { hidden_content_warning_ids: [2, 5], shown_content_warning_ids: [1] },
  },
  updateSafetyPreferences: {
    call: (client) => client.updateSafetyPreferences({ hidden_content_warning_ids: [2] }),
    body: { hidden_content_warning_ids: [2] },
    answer: { hidden_content_warning_ids: [2] },
    // An older server answers without the shown list: nothing is shown without a notice.
    result: { hidden_content_warning_ids: [2], shown_content_warning_ids: [] },
  },

  requestReview: {
    call: (client) =>
      client.requestReview({
        memory: 'summer-by-the-lake',
        comment: 7,
        message: '  I was telling my own story.  ',
      }),
    // The message is sent trimmed.
    body: { memory: 'summer-by-the-lake', comment: 7, message: 'I was telling my own story.' },
    result: undefined,
  },
  listModerationQueue: {
    call: (client) => client.listModerationQueue({ sort: 'most_reported', page: 2 }),
    query: { page: '2', sort: 'most_reported' },
    answer: {
      results: [
        {
          key: 'comment:7',
          kind: 'comment',
          memory: {
            shareable_link: 'summer-by-the-lake',
            hash_id: 'h4sh',
            author: 'willow',
            created: '2026-11-01T10:00:00Z',
            privacy: 0,
            readable: true,
            title: 'Summer by the lake',
            description: 'We swam every morning.',
          },
          comment: { id: 7, author: 'sam', content: 'Harsh words.', created_at: '2026-11-02T10:00:00Z' },
          reporters: 2,
          reasons: [{ reason_id: 11, reason: 'Unkind or judgemental', count: 2 }],
          at_risk: 0,
          first_reported_at: '2026-11-03T10:00:00Z',
          last_reported_at: '2026-11-04T10:00:00Z',
        },
      ],
      count: 21,
      total_pages: 2,
    },
    result: {
      results: [
        {
          key: 'comment:7',
          kind: 'comment',
          memory: {
            shareable_link: 'summer-by-the-lake',
            hash_id: 'h4sh',
            author: 'willow',
            created: '2026-11-01T10:00:00Z',
            privacy: 0,
            readable: true,
            title: 'Summer by the lake',
            description: 'We swam every morning.',
            sensitive_topics: [],
          },
          comment: { id: 7, author: 'sam', content: 'Harsh words.', created_at: '2026-11-02T10:00:00Z' },
          reporters: 2,
          reasons: [{ reason_id: 11, reason: 'Unkind or judgemental', count: 2 }],
          remarks: [],
          at_risk: false,
          first_reported_at: '2026-11-03T10:00:00Z',
          last_reported_at: '2026-11-04T10:00:00Z',
          hidden: null,
          review_request: null,
        },
      ],
      count: 21,
      total_pages: 2,
      page: 2,
    },
  },
  moderate: {
    call: (client) =>
      client.moderate({
        action: 'hide',
        memory: 'summer-by-the-lake',
        comment: 7,
        reason: 'hurtful',
        note: '  Second time this week.  ',
      }),
    body: {
      action: 'hide',
      memory: 'summer-by-the-lake',
      comment: 7,
      reason: 'hurtful',
      note: 'Second time this week.',
    },
    answer: {
      id: 3,
      action: 'hide',
      moderator: 'river',
      kind: 'comment',
      memory: 'summer-by-the-lake',
      memory_title: 'Summer by the lake',
      comment: 7,
      reason: 'hurtful',
      note: 'Second time this week.',
      reports_closed: 2,
      created_at: '2026-11-05T10:00:00Z',
    },
    result: {
      id: 3,
      action: 'hide',
      moderator: 'river',
      kind: 'comment',
      memory: 'summer-by-the-lake',
      memory_title: 'Summer by the lake',
      comment: 7,
      reason: 'hurtful',
      note: 'Second time this week.',
      reports_closed: 2,
      created_at: '2026-11-05T10:00:00Z',
    },
  },
  listModerationLog: {
    call: (client) => client.listModerationLog(),
    answer: {
      results: [
        {
          id: 4,
          action: 'dismiss',
          moderator: 'river',
          kind: 'memory',
          memory: 'summer-by-the-lake',
          memory_title: 'Summer by the lake',
          comment: null,
          reason: null,
          note: '',
          reports_closed: 1,
          created_at: '2026-11-05T11:00:00Z',
        },
      ],
      count: 1,
      total_pages: 1,
    },
    result: {
      results: [
        {
          id: 4,
          action: 'dismiss',
          moderator: 'river',
          kind: 'memory',
          memory: 'summer-by-the-lake',
          memory_title: 'Summer by the lake',
          comment: null,
          reason: null,
          note: '',
          reports_closed: 1,
          created_at: '2026-11-05T11:00:00Z',
        },
      ],
      count: 1,
      total_pages: 1,
      page: 1,
    },
  },
};

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials;
  body: unknown;
}

let seen: Seen[] = [];
let answerStatus: (key: EndpointKey) => number = (key) => endpoints[key].success;
let currentKey: EndpointKey = 'getFeed';

const server = setupServer(
  http.all(`${BASE_URL}/*`, async ({ request }) => {
    const contentType = request.headers.get('Content-Type') ?? '';
    let body: unknown = null;
    if (contentType.startsWith('multipart/form-data')) {
      const form = await request.formData();
      const image = form.get('image');
      body = { fields: [...form.keys()], image: image instanceof Blob ? await image.text() : image };
    } else {
      const text = await request.text();
      body = text === '' ? null : JSON.parse(text);
    }
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      credentials: request.credentials,
      body,
    });
    const status = answerStatus(currentKey);
    const answer = cases[currentKey].answer;
    if (status === 204) return new HttpResponse(null, { status });
    return HttpResponse.json(answer ?? {}, { status });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
  answerStatus = (key) => endpoints[key].success;
});
afterAll(() => server.close());

function clientWithToken(token: string | null) {
  return createHttpClient({ baseUrl: BASE_URL, getAccessToken: () => token });
}

const keys = Object.keys(endpoints) as EndpointKey[];

describe('every endpoint of the table', () => {
  it('has exactly one case here, and every table key is a client method or a tag option list', () => {
    expect(Object.keys(cases).sort()).toEqual([...keys].sort());
    const client: Record<string, unknown> = { ...clientWithToken(TOKEN) };
    const optionLists: string[] = Object.values(TAG_OPTION_ENDPOINTS);
    for (const key of keys) {
      if (optionLists.includes(key)) expect(client[key], key).toBeUndefined();
      else expect(typeof client[key], key).toBe('function');
    }
  });

  describe.each(keys)('%s', (key) => {
    const endpoint = endpoints[key];
    const testCase = cases[key];

    it(`sends ${endpoint.method} ${endpoint.path} with exactly its query and body, and resolves to the parsed answer`, async () => {
      currentKey = key;
      const result = await testCase.call(clientWithToken(TOKEN));

      expect(seen).toHaveLength(1);
      const request = seen[0]!;
      expect(request.method).toBe(endpoint.method);
      expect(request.url.pathname).toBe(
        new URL(BASE_URL).pathname + buildPath(endpoint.path, testCase.params ?? {}),
      );
      expect(Object.fromEntries(request.url.searchParams)).toEqual(testCase.query ?? {});
      if (testCase.body === 'multipart') {
        expect(request.body).toEqual({ fields: ['image'], image: 'jpeg bytes' });
      } else {
        expect(request.body).toEqual(testCase.body ?? null);
        expect(request.headers.get('Content-Type')).toBe(
          testCase.body === undefined ? null : 'application/json',
        );
      }
      expect(request.headers.get('Accept')).toBe('application/json');
      expect(result).toEqual(testCase.result);
    });

    it(`sends credentials only where the specification says so (${endpoint.credentials ? 'include' : 'same-origin'})`, async () => {
      currentKey = key;
      await testCase.call(clientWithToken(TOKEN));
      expect(seen[0]?.credentials).toBe(endpoint.credentials ? 'include' : 'same-origin');
    });

    if (endpoint.auth === 'none') {
      it('never sends the access token', async () => {
        currentKey = key;
        await testCase.call(clientWithToken(TOKEN));
        expect(seen[0]?.headers.get('Authorization')).toBeNull();
      });
    } else {
      it('sends the access token as a Bearer token', async () => {
        currentKey = key;
        await testCase.call(clientWithToken(TOKEN));
        expect(seen[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
      });
    }

    if (endpoint.auth === 'required') {
      it('fails fast as unauthenticated, without a request, when there is no token', async () => {
        currentKey = key;
        const error: unknown = await testCase.call(clientWithToken(null)).catch((caught: unknown) => caught);
        expect(isApiError(error) && { code: error.code, status: error.status }).toEqual({
          code: 'unauthenticated',
          status: 401,
        });
        expect(seen).toHaveLength(0);
      });
    } else {
      it('is sent without an Authorization header for a visitor', async () => {
        currentKey = key;
        await testCase.call(clientWithToken(null));
        expect(seen).toHaveLength(1);
        expect(seen[0]?.headers.get('Authorization')).toBeNull();
      });
    }

    const otherSuccess = endpoint.success === 200 ? 201 : 200;
    it(`treats ${otherSuccess} as unexpected: only ${endpoint.success} is success`, async () => {
      currentKey = key;
      answerStatus = () => otherSuccess;
      const error: unknown = await testCase.call(clientWithToken(TOKEN)).catch((caught: unknown) => caught);
      expect(
        isApiError(error) && { code: error.code, status: error.status, endpoint: error.endpoint },
      ).toEqual({
        code: 'unexpected_status',
        status: otherSuccess,
        endpoint: key,
      });
    });
  });
});

import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';

import {
  COMMENT_MAX,
  DESCRIPTION_MAX,
  DETAILS_TEXT_MAX,
  FAMILY_MEMBER_NAME_MAX,
  FAMILY_MEMBERS_MAX,
  FAMILY_RELATIONS,
  ID_MAX,
  PAGE_MAX,
  PATTERN_TITLE_MAX,
  PHOTOS_MAX,
  RELATIONSHIP_DESCRIPTION_MAX,
  REPORT_REMARK_MAX,
  TAG_SELECTION_MAX,
  TITLE_MAX,
} from './constants.ts';
import { endpointSchemas } from './endpoint-schemas.ts';
import { endpoints, type EndpointKey } from './endpoints.ts';
import {
  changePasswordPayloadSchema,
  currentUserSchema,
  safetyPreferencesSchema,
  safetyPreferencesUpdateSchema,
  supportMessagePayloadSchema,
} from './schemas/account.ts';
import {
  commentCreatePayloadSchema,
  commentSchema,
  commentStatusSchema,
  meTooCommentSchema,
} from './schemas/comments.ts';
import {
  feedbackCreateQuerySchema,
  feedbackLabelsSchema,
  userFeedbackQuerySchema,
} from './schemas/feedback.ts';
import { interactionStatusSchema, reportPayloadSchema } from './schemas/interaction.ts';
import { memorySavePayloadSchema, normalizeMemorySavePayload } from './schemas/memory-save.ts';
import { memorySchema } from './schemas/memory.ts';
import {
  groupedNotificationSchema,
  notificationPageSchema,
  resonanceNotificationSchema,
} from './schemas/notifications.ts';
import { contentWarningOptionListSchema, tagOptionSchema } from './schemas/reference.ts';
import { comment, memory, memoryWire, savePayload } from './test-fixtures.ts';
import type { TagOption } from './types.ts';

const text = (length: number) => 'a'.repeat(length);

describe('comments in every variant become one Comment', () => {
  const base = { memory: 'summer-by-the-lake', created_at: '2024-05-02T09:30:00Z' };

  it('reads id, content and user', () => {
    expect(commentSchema.parse({ ...base, id: 7, content: 'Me too.', user: 'sam' })).toEqual({
      ...base,
      id: 7,
      content: 'Me too.',
      author: { username: 'sam' },
      is_private: false,
      count_empathies: 0,
      count_users_given_feedback: 0,
      count_traumas: 0,
    });
  });

  it('reads comment_id, comment_str and commented_by', () => {
    const parsed = commentSchema.parse({
      ...base,
      comment_id: 9,
      comment_str: 'I hear you.',
      commented_by: { username: 'river' },
      count_empathies: 2,
    });
    expect(parsed).toMatchObject({
      id: 9,
      content: 'I hear you.',
      author: { username: 'river' },
      is_private: false,
      count_empathies: 2,
    });
  });

  it('reads private_comment_id and private_comment_str as a private comment', () => {
    const parsed = commentSchema.parse({
      ...base,
      private_comment_id: 3,
      private_comment_str: 'Only for you.',
      user: { username: 'sam' },
    });
    expect(parsed).toMatchObject({
      id: 3,
      content: 'Only for you.',
      author: { username: 'sam' },
      is_private: true,
    });
  });

  it('lets an explicit is_private win', () => {
    expect(commentSchema.parse({ ...base, id: 1, content: 'x', user: 'sam', is_private: 1 }).is_private).toBe(
      true,
    );
  });

  it('accepts the canonical shape it produces', () => {
    expect(commentSchema.parse(comment)).toEqual(comment);
  });

  it('ignores unknown fields', () => {
    expect(commentSchema.parse({ ...comment, avatar: 'x.png', flags: [1] })).toEqual(comment);
  });

  it('refuses a comment without an id, content or author, naming what is missing', () => {
    const missing = commentSchema.safeParse({ ...base, content: 'x' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual([
      'a comment needs an id, comment_id or private_comment_id',
      'a comment needs its author (user or commented_by)',
    ]);
  });

  it('reads a me-too comment with its memory title', () => {
    expect(meTooCommentSchema.parse({ ...comment, memory_title: 'Summer by the lake' })).toEqual({
      ...comment,
      memory_title: 'Summer by the lake',
    });
  });
});

describe('reference options in every variant become one TagOption', () => {
  it('reads name or description as the label and options as the group', () => {
    expect(tagOptionSchema.parse({ id: 1, name: 'Gen Z', options: 'generation', ui_sort_order: 1 })).toEqual({
      id: 1,
      label: 'Gen Z',
      group: 'generation',
      ui_sort_order: 1,
      optionType: null,
    });
    expect(tagOptionSchema.parse({ id: 2, description: 'Lonely' })).toEqual({
      id: 2,
      label: 'Lonely',
      group: null,
      ui_sort_order: 0,
      optionType: null,
    });
  });

  it('derives the School option type from the group, whatever its case', () => {
    expect(tagOptionSchema.parse({ id: 3, description: 'x', options: 'adolescence' }).optionType).toBe(
      'Adolescence',
    );
    expect(tagOptionSchema.parse({ id: 4, description: 'x', options: 'Other' }).optionType).toBe('Other');
    expect(tagOptionSchema.parse({ id: 5, description: 'x', options: 'School' }).optionType).toBe('School');
  });

  it('accepts the canonical shape it produces', () => {
    const option: TagOption = {
      id: 5,
      label: 'Bullied',
      group: 'School',
      ui_sort_order: 3,
      optionType: 'School',
    };
    expect(tagOptionSchema.parse(option)).toEqual(option);
  });

  it('refuses an option without any text', () => {
    expect(tagOptionSchema.safeParse({ id: 6 }).success).toBe(false);
  });

  it('sorts content warnings ascending by ui_sort_order and reads desc', () => {
    expect(
      contentWarningOptionListSchema.parse([
        { id: 2, desc: 'Violence', ui_sort_order: 5 },
        { id: 1, description: 'Grief', ui_sort_order: 1 },
      ]),
    ).toEqual([
      { id: 1, description: 'Grief', ui_sort_order: 1 },
      { id: 2, description: 'Violence', ui_sort_order: 5 },
    ]);
  });
});

describe('a memory as received', () => {
  it('is normalised: texts from [{ description }] lists, subjects as strings, desc as description', () => {
    expect(memorySchema.parse(memoryWire)).toEqual(memory);
  });

  it('accepts the canonical shape it produces', () => {
    expect(memorySchema.parse(memory)).toEqual(memory);
  });

  it('accepts hash_id, owner and created_at, and the legacy person_action_text', () => {
    const { hashId: _hashId, author: _author, created: _created, ...rest } = memoryWire;
    const parsed = memorySchema.parse({
      ...rest,
      hash_id: 'h4sh1d',
      owner: 'willow',
      created_at: '2024-05-01T10:00:00Z',
      person_action_text: [{ description: 'He held my hand.' }],
    });
    expect(parsed.hashId).toBe('h4sh1d');
    expect(parsed.author).toEqual({ username: 'willow' });
    expect(parsed.created).toBe('2024-05-01T10:00:00Z');
    expect(parsed.persons_actions_text).toBe('He held my hand.');
  });

  it('reads when it was posted: null while not posted yet, the creation time from a server that sends none', () => {
    expect(memorySchema.parse({ ...memoryWire, posted_at: '2024-05-01T10:07:00Z' }).posted_at).toBe(
      '2024-05-01T10:07:00Z',
    );
    expect(memorySchema.parse({ ...memoryWire, posted_at: null }).posted_at).toBeNull();
    const { created: _created, ...withoutCreated } = memoryWire;
    expect(memorySchema.parse({ ...withoutCreated, created_at: '2024-05-01T10:00:00Z' }).posted_at).toBe(
      '2024-05-01T10:00:00Z',
    );
  });

  it('fills documented defaults for a minimal memory', () => {
    const parsed = memorySchema.parse({
      hashId: 'h',
      shareable_link: 'l',
      created: '2024-01-01T00:00:00Z',
      author: 'sam',
      title: null,
    });
    expect(parsed).toMatchObject({
      title: '',
      description: '',
      type: 3,
      privacy: 0,
      status: 1,
      is_owner: false,
      counts: { comments: 0, empathies: 0 },
      reactions: [],
      feelings: [],
      feelings_text: '',
    });
  });

  it('refuses a memory without hashId, author or creation time', () => {
    const result = memorySchema.safeParse({ shareable_link: 'l' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'hashId',
      'author',
      'created',
    ]);
  });
});

describe('notifications', () => {
  it('flatten status.is_read and status.is_seen (0 means not yet) and leave out unknown event types', () => {
    const page = notificationPageSchema.parse({
      results: [
        {
          id: 1,
          event_type: 'new_reaction',
          originator: { username: 'sam' },
          created_at: '2024-05-02T09:30:00Z',
          status: { is_read: 1, is_seen: 0 },
          data: {
            memory_reacted: 'summer-by-the-lake',
            reaction_option_id: 4,
            feedback_labels: 'Brave,Kind',
          },
        },
        { id: 2, event_type: 'a_future_event', originator: 'sam', created_at: '2024-05-02T09:30:00Z' },
      ],
      count: 2,
      total_pages: 1,
      unseen_count: 1,
    });
    expect(page.results).toEqual([
      {
        id: 1,
        event_type: 'new_reaction',
        originator: 'sam',
        created_at: '2024-05-02T09:30:00Z',
        is_read: true,
        is_seen: false,
        data: {
          memory_reacted: 'summer-by-the-lake',
          reaction_option_id: 4,
          feedback_labels: ['Brave', 'Kind'],
        },
      },
    ]);
    expect(page.unseen_count).toBe(1);
  });

  it('read resonance labels sent comma-joined, keeping parentheses', () => {
    const parsed = resonanceNotificationSchema.parse({
      originator: 'sam',
      shareable_link: 'l',
      resonance_labels: 'sadness,father (yelling)',
      notif_ids: [9],
      created_at: '2024-05-03T08:00:00Z',
    });
    expect(parsed).toEqual({
      originator: 'sam',
      shareable_link: 'l',
      resonance_labels: ['sadness', 'father (yelling)'],
      notif_ids: [9],
      memory_description: '',
      memory_title: '',
      is_read: false,
      is_seen: false,
      created_at: '2024-05-03T08:00:00Z',
    });
  });

  it('refuses a grouped notification of an unknown group', () => {
    const result = groupedNotificationSchema.safeParse({
      group: 'hugs',
      last_originator: 'sam',
      shareable_link: 'l',
      notification_ids: [1],
      created_at: '2024-05-02T09:30:00Z',
    });
    expect(result.success).toBe(false);
  });
});

describe('family members (ours)', () => {
  const member = (id: string, name = '') => ({ id, relation: 'grandparent' as const, name });

  it('are optional, and take up to 20 members with trimmed names of up to 50 characters', () => {
    expect(memorySavePayloadSchema.safeParse(savePayload()).success).toBe(true);
    const twenty = Array.from({ length: FAMILY_MEMBERS_MAX }, (_, index) => member(`f${index}`));
    expect(FAMILY_MEMBERS_MAX).toBe(20);
    expect(memorySavePayloadSchema.safeParse(savePayload({ family_members: twenty })).success).toBe(true);
    expect(
      memorySavePayloadSchema.safeParse(savePayload({ family_members: [...twenty, member('f99')] })).success,
    ).toBe(false);
    expect(FAMILY_MEMBER_NAME_MAX).toBe(50);
    const longest = member('a', 'x'.repeat(FAMILY_MEMBER_NAME_MAX));
    const tooLong = member('a', 'x'.repeat(FAMILY_MEMBER_NAME_MAX + 1));
    expect(memorySavePayloadSchema.safeParse(savePayload({ family_members: [longest] })).success).toBe(true);
    expect(memorySavePayloadSchema.safeParse(savePayload({ family_members: [tooLong] })).success).toBe(false);
    expect(
      memorySavePayloadSchema.safeParse(savePayload({ family_members: [member('a', ' Nana ')] })).success,
    ).toBe(false);
  });

  it('need a known relation and ids that do not repeat', () => {
    const unknown = { id: 'a', relation: 'cousin', name: '' } as never;
    expect(memorySavePayloadSchema.safeParse(savePayload({ family_members: [unknown] })).success).toBe(false);
    expect(
      memorySavePayloadSchema.safeParse(savePayload({ family_members: [member('a'), member('a')] })).success,
    ).toBe(false);
    expect(FAMILY_RELATIONS).toEqual(['father', 'mother', 'grandparent', 'sibling', 'child', 'other']);
  });

  it('come back as [] when a memory has none', () => {
    expect(memorySchema.parse(memoryWire).family_members).toEqual([]);
    const nana = { id: 'f1', relation: 'grandparent', name: 'Nana' };
    expect(memorySchema.parse({ ...memoryWire, family_members: [nana] }).family_members).toEqual([nana]);
  });
});

describe('safety filters (ours)', () => {
  it('read an answer without the shown list as nothing shown without a notice', () => {
    expect(safetyPreferencesSchema.parse({ hidden_content_warning_ids: [2] })).toEqual({
      hidden_content_warning_ids: [2],
      shown_content_warning_ids: [],
    });
  });

  it('send the shown list only when given, and never one warning in both lists', () => {
    expect(safetyPreferencesUpdateSchema.parse({ hidden_content_warning_ids: [2] })).toEqual({
      hidden_content_warning_ids: [2],
    });
    expect(
      safetyPreferencesUpdateSchema.safeParse({
        hidden_content_warning_ids: [2],
        shown_content_warning_ids: [3],
      }).success,
    ).toBe(true);
    const both = safetyPreferencesUpdateSchema.safeParse({
      hidden_content_warning_ids: [2],
      shown_content_warning_ids: [2],
    });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.path).toEqual(['shown_content_warning_ids']);
    expect(
      safetyPreferencesUpdateSchema.safeParse({
        hidden_content_warning_ids: [],
        shown_content_warning_ids: [4, 4],
      }).success,
    ).toBe(false);
  });
});

describe('the save payload', () => {
  it('accepts a complete payload', () => {
    expect(memorySavePayloadSchema.safeParse(savePayload()).success).toBe(true);
  });

  it(`bounds the description to ${DESCRIPTION_MAX} characters and refuses a blank one`, () => {
    expect(
      memorySavePayloadSchema.safeParse(savePayload({ description: text(DESCRIPTION_MAX) })).success,
    ).toBe(true);
    expect(
      memorySavePayloadSchema.safeParse(savePayload({ description: text(DESCRIPTION_MAX + 1) })).success,
    ).toBe(false);
    expect(memorySavePayloadSchema.safeParse(savePayload({ description: '  \n ' })).success).toBe(false);
  });

  it(`bounds the title and pattern title to ${TITLE_MAX} and ${PATTERN_TITLE_MAX}`, () => {
    expect(memorySavePayloadSchema.safeParse(savePayload({ title: text(TITLE_MAX) })).success).toBe(true);
    expect(memorySavePayloadSchema.safeParse(savePayload({ title: text(TITLE_MAX + 1) })).success).toBe(
      false,
    );
    expect(
      memorySavePayloadSchema.safeParse(savePayload({ pattern_title: text(PATTERN_TITLE_MAX + 1) })).success,
    ).toBe(false);
  });

  it(`bounds the relationship description to ${RELATIONSHIP_DESCRIPTION_MAX}`, () => {
    const ok = savePayload({ relationship_description: text(RELATIONSHIP_DESCRIPTION_MAX) });
    const tooLong = savePayload({ relationship_description: text(RELATIONSHIP_DESCRIPTION_MAX + 1) });
    expect(memorySavePayloadSchema.safeParse(ok).success).toBe(true);
    expect(memorySavePayloadSchema.safeParse(tooLong).success).toBe(false);
  });

  it(`allows at most ${PHOTOS_MAX} photos`, () => {
    expect(memorySavePayloadSchema.safeParse(savePayload({ image_list: ['1', '2', '3'] })).success).toBe(
      true,
    );
    expect(memorySavePayloadSchema.safeParse(savePayload({ image_list: ['1', '2', '3', '4'] })).success).toBe(
      false,
    );
  });

  it('caps each category at its maximum selections', () => {
    const tags = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: i + 1, description: `t${i}` }));
    expect(memorySavePayloadSchema.safeParse(savePayload({ sudden_adverse_events: tags(10) })).success).toBe(
      true,
    );
    expect(memorySavePayloadSchema.safeParse(savePayload({ sudden_adverse_events: tags(11) })).success).toBe(
      false,
    );
    expect(
      memorySavePayloadSchema.safeParse(savePayload({ feelings: tags(TAG_SELECTION_MAX.feelings) })).success,
    ).toBe(true);
    expect(memorySavePayloadSchema.safeParse(savePayload({ feelings: tags(16) })).success).toBe(false);
    const twoAges = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ];
    expect(memorySavePayloadSchema.safeParse(savePayload({ age_ranges: twoAges })).success).toBe(false);
    const person = { person_involved: { id: 1, description: 'Father' }, person_action: [] };
    expect(
      memorySavePayloadSchema.safeParse(savePayload({ persons_actions: [person, person] })).success,
    ).toBe(false);
    const manyActions = { person_involved: { id: 1, description: 'Father' }, person_action: tags(16) };
    expect(memorySavePayloadSchema.safeParse(savePayload({ persons_actions: [manyActions] })).success).toBe(
      false,
    );
  });

  it(`sends a details text only when non-empty, at most ${DETAILS_TEXT_MAX} characters`, () => {
    expect(
      memorySavePayloadSchema.safeParse(savePayload({ feelings_text: text(DETAILS_TEXT_MAX) })).success,
    ).toBe(true);
    expect(
      memorySavePayloadSchema.safeParse(savePayload({ feelings_text: text(DETAILS_TEXT_MAX + 1) })).success,
    ).toBe(false);
    expect(memorySavePayloadSchema.safeParse(savePayload({ feelings_text: '' })).success).toBe(false);
  });

  it('requires status 1 and a known type and privacy', () => {
    expect(memorySavePayloadSchema.safeParse({ ...savePayload(), status: 2 }).success).toBe(false);
    expect(memorySavePayloadSchema.safeParse({ ...savePayload(), type: 4 }).success).toBe(false);
    expect(memorySavePayloadSchema.safeParse({ ...savePayload(), privacy: 3 }).success).toBe(false);
  });

  it('refuses untrimmed or repeated subjects, which normalizeMemorySavePayload tidies', () => {
    const messy = savePayload({ subjects: [' My father ', 'My father', '', 'Aunt'], feelings_text: '  ' });
    expect(memorySavePayloadSchema.safeParse(messy).success).toBe(false);
    const tidy = normalizeMemorySavePayload(messy);
    expect(tidy.subjects).toEqual(['My father', 'Aunt']);
    expect('feelings_text' in tidy).toBe(false);
    expect(memorySavePayloadSchema.safeParse(tidy).success).toBe(true);
  });

  it('counts subjects that differ only in case as the same person', () => {
    const messy = savePayload({ subjects: ['Mum', 'mum', 'Dad'] });
    expect(memorySavePayloadSchema.safeParse(messy).success).toBe(false);
    expect(normalizeMemorySavePayload(messy).subjects).toEqual(['Mum', 'Dad']);
  });

  it('never changes what the member wrote when tidying', () => {
    const payload = savePayload({ description: '  Keep my spacing.  ', feelings_text: ' I felt small. ' });
    const tidy = normalizeMemorySavePayload(payload);
    expect(tidy.description).toBe('  Keep my spacing.  ');
    expect(tidy.feelings_text).toBe(' I felt small. ');
  });
});

describe('interaction requests', () => {
  it(`bounds a comment to ${COMMENT_MAX} visible characters`, () => {
    const link = 'summer-by-the-lake';
    expect(
      commentCreatePayloadSchema.safeParse({ shareable_link: link, content: text(COMMENT_MAX) }).success,
    ).toBe(true);
    expect(
      commentCreatePayloadSchema.safeParse({ shareable_link: link, content: text(COMMENT_MAX + 1) }).success,
    ).toBe(false);
    expect(commentCreatePayloadSchema.safeParse({ shareable_link: link, content: '   ' }).success).toBe(
      false,
    );
  });

  it(`bounds a report remark to ${REPORT_REMARK_MAX} visible characters`, () => {
    const report = { memory: 'l', metoo: null, reason: 4 };
    expect(reportPayloadSchema.safeParse({ ...report, remark: text(REPORT_REMARK_MAX) }).success).toBe(true);
    expect(reportPayloadSchema.safeParse({ ...report, remark: text(REPORT_REMARK_MAX + 1) }).success).toBe(
      false,
    );
    expect(reportPayloadSchema.safeParse({ ...report, remark: ' ' }).success).toBe(false);
    expect(reportPayloadSchema.safeParse(report).success).toBe(true);
  });

  it('sends 1 to 3 praise labels without commas', () => {
    expect(feedbackLabelsSchema.safeParse(['Brave', 'Kind', 'Honest']).success).toBe(true);
    expect(feedbackLabelsSchema.safeParse(['Brave', 'Kind', 'Honest', 'Wise']).success).toBe(false);
    expect(feedbackLabelsSchema.safeParse([]).success).toBe(false);
    expect(feedbackLabelsSchema.safeParse(['Brave, Kind']).success).toBe(false);
  });

  it('sends praise to exactly one of a memory and a comment', () => {
    expect(feedbackCreateQuerySchema.safeParse({ feedback: 'Brave', shareable_link: 'l' }).success).toBe(
      true,
    );
    expect(feedbackCreateQuerySchema.safeParse({ feedback: 'Brave', comment_id: '7' }).success).toBe(true);
    expect(feedbackCreateQuerySchema.safeParse({ feedback: 'Brave' }).success).toBe(false);
    expect(
      feedbackCreateQuerySchema.safeParse({ feedback: 'Brave', shareable_link: 'l', comment_id: '7' })
        .success,
    ).toBe(false);
    expect(feedbackCreateQuerySchema.safeParse({ feedback: 'a,b,c,d', shareable_link: 'l' }).success).toBe(
      false,
    );
    expect(userFeedbackQuerySchema.safeParse({}).success).toBe(false);
  });

  it('reads flags sent as 0/1', () => {
    expect(
      commentStatusSchema.parse({
        comment_id: 7,
        empathy: { empathized: 0, empathy_id: null },
        feedback: { feedback_given: 1 },
        trauma: { trauma_acknowledged: 1, trauma_id: 5 },
      }),
    ).toEqual({
      comment_id: 7,
      empathy: { empathized: false, empathy_id: null },
      feedback: { feedback_given: true },
      trauma: { trauma_acknowledged: true, trauma_id: 5 },
    });
    expect(
      interactionStatusSchema.parse({
        shareable_link: 'l',
        resonances: [{ memory_tag_id: 30, resonated: true, count_resonances: 4, resonance_id: 77 }],
      }),
    ).toEqual({
      shareable_link: 'l',
      empathy_id: null,
      reaction_id: null,
      reaction_option_id: null,
      save_id: null,
      feedback_ids: [],
      resonances: [{ memory_tag_id: 30, resonated: 1, count_resonances: 4, resonance_id: 77 }],
    });
  });
});

describe('account answers and requests', () => {
  it('read the current member, with onboarding flags as 0/1 and false when left out', () => {
    expect(currentUserSchema.parse({ username: 'sam', email: 'sam@example.org', has_first_post: 1 })).toEqual(
      {
        username: 'sam',
        email: 'sam@example.org',
        has_passed_onboarding: false,
        has_first_post: true,
      },
    );
  });

  it('requires the new password twice, equal, of 8 to 256 characters', () => {
    const twice = (password: string, again = password) =>
      changePasswordPayloadSchema.safeParse({ new_password: password, confirm_new_password: again });
    expect(twice('a-long-password').success).toBe(true);
    expect(twice('a-long-password', 'another-password').error?.issues[0]?.path).toEqual([
      'confirm_new_password',
    ]);
    expect(twice('short').error?.issues[0]?.message).toBe('must be at least 8 characters');
    expect(twice('x'.repeat(257)).error?.issues[0]?.message).toBe('must be at most 256 characters');
    expect(twice('x'.repeat(256)).success).toBe(true);
  });

  it('requires a support message with a subject and a body', () => {
    expect(supportMessagePayloadSchema.safeParse({ subject: 'Hi', message: 'Help' }).success).toBe(true);
    expect(supportMessagePayloadSchema.safeParse({ subject: ' ', message: 'Help' }).success).toBe(false);
    expect(
      supportMessagePayloadSchema.safeParse({ subject: 'Hi', message: 'Help', email: 'nope' }).success,
    ).toBe(false);
  });
});

describe('ids, pages and text a server can store', () => {
  it(`refuses ids past ${ID_MAX} (the integer column) in bodies, queries and paths`, () => {
    expect(reportPayloadSchema.safeParse({ memory: 'abc', metoo: ID_MAX, reason: 1 }).success).toBe(true);
    expect(reportPayloadSchema.safeParse({ memory: 'abc', metoo: ID_MAX + 1, reason: 1 }).success).toBe(
      false,
    );
    expect(endpointSchemas.deleteEmpathy.body.safeParse({ empathy_id: 2 ** 40 }).success).toBe(false);
    expect(endpointSchemas.deleteReaction.query.safeParse({ reaction_id: String(ID_MAX) }).success).toBe(
      true,
    );
    for (const id of [String(ID_MAX + 1), '99999999999', '1'.repeat(400), '0', '-1', '1.5', '1e3']) {
      expect(endpointSchemas.deleteReaction.query.safeParse({ reaction_id: id }).success, id).toBe(false);
      expect(endpointSchemas.deleteComment.params.safeParse({ id }).success, id).toBe(false);
    }
    expect(endpointSchemas.listMemories.query.safeParse({ person_actions: `1,${ID_MAX + 1}` }).success).toBe(
      false,
    );
  });

  it(`refuses pages past ${PAGE_MAX}`, () => {
    expect(endpointSchemas.getFeed.query.safeParse({ page: String(PAGE_MAX) }).success).toBe(true);
    for (const page of [String(PAGE_MAX + 1), '4294967296', '9'.repeat(30)]) {
      expect(endpointSchemas.getFeed.query.safeParse({ page }).success, page).toBe(false);
    }
  });

  it('refuses U+0000 in every text a request carries, with a field message', () => {
    const nul = 'before\u0000after';
    const result = commentCreatePayloadSchema.safeParse({ shareable_link: 'abc', content: nul });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['content']);
    expect(result.error?.issues[0]?.message).toMatch(/NUL/);
    expect(memorySavePayloadSchema.safeParse(savePayload({ description: nul })).success).toBe(false);
    expect(memorySavePayloadSchema.safeParse(savePayload({ subjects: [nul] })).success).toBe(false);
    expect(memorySavePayloadSchema.safeParse(savePayload({ feelings_text: nul })).success).toBe(false);
    expect(
      memorySavePayloadSchema.safeParse(savePayload({ feelings: [{ id: null, description: nul }] })).success,
    ).toBe(false);
    expect(endpointSchemas.autocompleteHashtags.query.safeParse({ q: `#a${nul}` }).success).toBe(false);
    expect(
      endpointSchemas.createFeedback.query.safeParse({ feedback: nul, shareable_link: 'a' }).success,
    ).toBe(false);
    expect(endpointSchemas.getMemoryByLink.params.safeParse({ shareable_link: nul }).success).toBe(false);
    expect(
      commentCreatePayloadSchema.safeParse({ shareable_link: 'abc', content: 'no nul here' }).success,
    ).toBe(true);
  });
});

describe('every endpoint schema', () => {
  const keys = Object.keys(endpointSchemas) as EndpointKey[];

  it.each(keys)('%s has a params schema exactly when its path has parameters', (key) => {
    const names = [...endpoints[key].path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const { params } = endpointSchemas[key];
    if (names.length === 0) {
      expect(params).toBeNull();
      return;
    }
    const json = z.toJSONSchema(params as z.ZodMiniType, { io: 'input' }) as { required?: string[] };
    expect(json.required?.sort()).toEqual([...names].sort());
  });

  it.each(keys)('%s can be described as JSON Schema for the server (OpenAPI)', (key) => {
    const { params, query, body, response } = endpointSchemas[key];
    for (const schema of [params, query, body, response]) {
      if (schema === null) continue;
      expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    }
  });

  it('describes the bounds in the JSON Schema a server publishes', () => {
    const jsonSchema = z.toJSONSchema(memorySavePayloadSchema, { io: 'input' }) as {
      properties: Record<string, { maxLength?: number; maxItems?: number }>;
    };
    expect(jsonSchema.properties.description?.maxLength).toBe(DESCRIPTION_MAX);
    expect(jsonSchema.properties.title?.maxLength).toBe(TITLE_MAX);
    expect(jsonSchema.properties.image_list?.maxItems).toBe(PHOTOS_MAX);
    expect(jsonSchema.properties.sudden_adverse_events?.maxItems).toBe(
      TAG_SELECTION_MAX.sudden_adverse_events,
    );
  });
});

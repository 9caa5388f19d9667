import { describe, expect, it } from 'vitest';

import {
  groupNotifications,
  groupResonanceNotifications,
  isWithdrawnBy,
  notificationOf,
  unreadRowCount,
  wireNotification,
  withdrawalOf,
  type NotificationFacts,
} from './notifications.ts';

let nextId = 100;
function facts(overrides: Partial<NotificationFacts>): NotificationFacts {
  nextId += 1;
  return {
    id: nextId,
    event_type: 'emphatized_a_memory',
    originator: 'bo',
    created_at: `2024-05-01T09:${String(nextId % 60).padStart(2, '0')}:00.000Z`,
    is_read: false,
    is_seen: false,
    memory: 'link-a',
    memory_title: 'By the sea',
    memory_description: 'The summer I was seven.',
    comment_id: null,
    comment_content: null,
    reaction_option_id: null,
    feedback_labels: null,
    memory_tag_label: null,
    ...overrides,
  };
}

describe('what a write notifies', () => {
  it('notifies the memory’s writer of someone else’s empathy, never of their own', () => {
    expect(
      notificationOf({ kind: 'memoryEmpathy', by: 'bo', memoryWriter: 'ada', memory: 'l' }).record,
    ).toEqual({
      recipient: 'ada',
      originator: 'bo',
      event_type: 'emphatized_a_memory',
      memory: 'l',
      comment_id: null,
      reaction_option_id: null,
      memory_tag_id: null,
      feedback_labels: null,
    });
    expect(
      notificationOf({ kind: 'memoryEmpathy', by: 'ada', memoryWriter: 'ada', memory: 'l' }).record,
    ).toBeNull();
  });

  it('replaces a reaction’s and a praise’s earlier notification, and notifies a comment’s writer of praise on it', () => {
    const reaction = notificationOf({
      kind: 'reaction',
      by: 'bo',
      memoryWriter: 'ada',
      memory: 'l',
      option: 4,
    });
    expect(reaction.withdraw).toEqual({ originator: 'bo', event_type: 'new_reaction', memory: 'l' });
    expect(reaction.record?.reaction_option_id).toBe(4);
    const praise = notificationOf({
      kind: 'commentPraise',
      by: 'ada',
      commentWriter: 'bo',
      memory: 'l',
      comment_id: 7,
      labels: ['Kind'],
    });
    expect(praise.withdraw).toEqual({
      originator: 'ada',
      event_type: 'feedback_given',
      memory: 'l',
      comment_id: 7,
    });
    expect(praise.record).toMatchObject({ recipient: 'bo', comment_id: 7, feedback_labels: ['Kind'] });
  });

  it('withdraws only what the undone action had notified', () => {
    const onMemory = {
      originator: 'bo',
      event_type: 'emphatized_a_memory' as const,
      memory: 'l',
      comment_id: null,
      memory_tag_id: null,
    };
    const onComment = { ...onMemory, event_type: 'emphatized_a_comment' as const, comment_id: 7 };
    const match = withdrawalOf({ kind: 'empathy', by: 'bo', memory: 'l', comment_id: null });
    expect(isWithdrawnBy(onMemory, match)).toBe(true);
    expect(isWithdrawnBy(onComment, match)).toBe(false);
    expect(isWithdrawnBy({ ...onMemory, originator: 'cy' }, match)).toBe(false);
    const resonance = withdrawalOf({ kind: 'resonance', by: 'bo', memory: 'l', memory_tag_id: 3 });
    const tagged = { ...onMemory, event_type: 'new_resonance' as const, memory_tag_id: 3 };
    expect(isWithdrawnBy(tagged, resonance)).toBe(true);
    expect(isWithdrawnBy({ ...tagged, memory_tag_id: 4 }, resonance)).toBe(false);
  });
});

describe('notifications over the wire', () => {
  it('sends the read flags as 0/1 and the data of its event', () => {
    const comment = wireNotification(
      facts({
        id: 1,
        event_type: 'new_comment',
        comment_id: 9,
        comment_content: 'Thank you.',
        is_seen: true,
      }),
    );
    expect(comment.status).toEqual({ is_read: 0, is_seen: 1 });
    expect(comment.data).toEqual({
      memory: 'link-a',
      memory_title: 'By the sea',
      memory_description: 'The summer I was seven.',
      comment_id: 9,
      comment: '9',
      comment_content: 'Thank you.',
      content: 'Thank you.',
    });
    const resonance = wireNotification(facts({ event_type: 'new_resonance', memory_tag_label: 'Lonely' }));
    expect(resonance.data).toMatchObject({ memory_resonated: 'link-a', memory_tag_label: 'Lonely' });
    expect(resonance.data).not.toHaveProperty('comment_id');
  });
});

describe('grouping', () => {
  it('groups per memory or comment, newest group first, headed by its newest notification', () => {
    const newestFirst = [
      facts({ id: 6, originator: 'cy', event_type: 'new_reaction', reaction_option_id: 2 }),
      facts({ id: 5, originator: 'bo', event_type: 'feedback_given', feedback_labels: ['Brave', 'Kind'] }),
      facts({ id: 4, originator: 'cy', event_type: 'feedback_given', feedback_labels: ['Kind', 'Honest'] }),
      facts({
        id: 3,
        originator: 'bo',
        event_type: 'emphatized_a_comment',
        comment_id: 9,
        comment_content: 'Hi',
      }),
      facts({ id: 2, originator: 'bo', event_type: 'new_reaction', reaction_option_id: 5 }),
      facts({ id: 1, originator: 'bo', event_type: 'new_comment', comment_id: 9 }),
    ];
    const groups = groupNotifications(newestFirst);
    expect(groups.map((g) => [g.group, g.notification_ids, g.last_originator, g.others])).toEqual([
      ['reactions', [6, 2], 'cy', 1],
      ['memory_feedback', [5, 4], 'bo', 1],
      ['empathy_comments', [3], 'bo', 0],
    ]);
    expect(groups[0]?.reaction_option_id).toBe(2);
    expect(groups[1]?.reaction_option_id).toBeNull();
    // Praise labels: newest praise first, each once.
    expect(groups[1]?.feedback_label).toEqual(['Brave', 'Kind', 'Honest']);
    expect(groups[2]?.comment_content).toBe('Hi');
  });

  it('is read or seen only when every notification in it is', () => {
    const [group] = groupNotifications([facts({ is_read: true, is_seen: true }), facts({ is_seen: true })]);
    expect([group?.is_read, group?.is_seen]).toEqual([false, true]);
  });

  it('reads a member’s "me too" labels in the order they were said, each once, per member and memory', () => {
    const resonance = (originator: string, label: string, memory = 'link-a') =>
      facts({ event_type: 'new_resonance', originator, memory_tag_label: label, memory });
    const newestFirst = [
      resonance('bo', 'Scared'),
      resonance('cy', 'Lonely'),
      resonance('bo', 'Sad'),
      resonance('bo', 'Lonely', 'link-b'),
      resonance('bo', 'Lonely'),
    ];
    expect(
      groupResonanceNotifications(newestFirst).map((g) => [
        g.originator,
        g.shareable_link,
        g.resonance_labels,
      ]),
    ).toEqual([
      ['bo', 'link-a', ['Lonely', 'Sad', 'Scared']],
      ['cy', 'link-a', ['Lonely']],
      ['bo', 'link-b', ['Lonely']],
    ]);
    // A label said twice (a tag removed and added back) reads once.
    const twice = [resonance('bo', 'Lonely'), resonance('bo', 'Sad'), resonance('bo', 'Lonely')];
    expect(groupResonanceNotifications(twice)[0]?.resonance_labels).toEqual(['Lonely', 'Sad']);
  });
});

describe('the unread number', () => {
  it('counts the rows a member sees unread, not the notifications they hold', () => {
    // Two members say 'me too' to three tags of one memory, and one comments: three unread rows.
    const newestFirst = [
      facts({ event_type: 'new_comment', originator: 'cy', comment_id: 7 }),
      facts({ event_type: 'new_resonance', originator: 'cy', memory_tag_label: 'Lonely' }),
      facts({ event_type: 'new_resonance', originator: 'bo', memory_tag_label: 'Scared' }),
      facts({ event_type: 'new_resonance', originator: 'bo', memory_tag_label: 'Lonely' }),
      facts({ event_type: 'new_resonance', originator: 'bo', memory_tag_label: 'Sad' }),
    ];
    expect(unreadRowCount(newestFirst)).toBe(3);
    const rows =
      groupNotifications(newestFirst).length +
      groupResonanceNotifications(newestFirst).length +
      newestFirst.filter((n) => n.event_type === 'new_comment').length;
    expect(rows).toBe(3);
  });

  it('counts a group once while any of it is unread, and not once all of it is read', () => {
    const first = facts({ originator: 'bo', is_read: true });
    const second = facts({ originator: 'cy' });
    expect(unreadRowCount([second, first])).toBe(1);
    expect(unreadRowCount([{ ...second, is_read: true }, first])).toBe(0);
    // Empathy and reactions on one memory are two rows; empathy on two memories too.
    expect(
      unreadRowCount([
        facts({ event_type: 'new_reaction', reaction_option_id: 2 }),
        facts({}),
        facts({ memory: 'link-b' }),
      ]),
    ).toBe(3);
  });
});

import type {
  GroupedNotification,
  Notification,
  ResonanceNotification,
} from '@childhood-memories/api-client';
import { describe, expect, it } from 'vitest';

import { bellItems, labelList, snippet, targetOf, type BellPage } from './items.ts';
import { notificationsBellMessages as t } from './messages.ts';

const page = <T>(results: T[], total_pages = 1, page = 1) => ({
  results,
  count: results.length,
  total_pages,
  page,
  unseen_count: 0,
  unread_count: 0,
});

const group = (over: Partial<GroupedNotification>): GroupedNotification => ({
  group: 'empathy',
  last_originator: 'ben',
  others: 0,
  description: '',
  memory_title: 'The kite on the hill',
  shareable_link: 'kite',
  notification_ids: [1],
  feedback_label: [],
  comment_id: null,
  comment_content: '',
  reaction_option_id: null,
  is_read: false,
  is_seen: false,
  created_at: '2024-05-01T10:00:00Z',
  ...over,
});

const resonance = (over: Partial<ResonanceNotification>): ResonanceNotification => ({
  originator: 'cleo',
  shareable_link: 'stairs',
  resonance_labels: ['Lonely', 'Scared (at night)'],
  notif_ids: [7, 8],
  memory_description: '',
  memory_title: 'The cupboard under the stairs',
  is_read: false,
  is_seen: false,
  created_at: '2024-05-02T10:00:00Z',
  ...over,
});

const event = (over: Partial<Notification>): Notification => ({
  id: 20,
  event_type: 'new_comment',
  originator: 'ben',
  created_at: '2024-05-03T10:00:00Z',
  is_read: false,
  is_seen: false,
  data: { memory: 'kite', comment_id: 5, memory_title: 'The kite on the hill', content: 'Lovely.' },
  ...over,
});

const bellPage = (
  n: number,
  g: GroupedNotification[],
  r: ResonanceNotification[],
  e: Notification[],
): BellPage => ({
  page: n,
  grouped: page(g, 2, n),
  resonance: page(r, 2, n),
  events: page(e, 2, n),
});

describe('snippet (community §5: 10 words)', () => {
  it('cuts text with whitespace to its first 10 words', () => {
    expect(snippet('one two three four five six seven eight nine ten eleven twelve')).toBe(
      'one two three four five six seven eight nine ten…',
    );
    expect(snippet('one two three')).toBe('one two three');
    expect(snippet('  exactly   ten words here one two three four five six ')).toBe(
      'exactly ten words here one two three four five six',
    );
  });

  it('leaves a text without whitespace whole', () => {
    const long = 'x'.repeat(80);
    expect(snippet(long)).toBe(long);
  });
});

describe("labelList (community §5: up to 3, then 'and N more')", () => {
  it('lists 2 and 3 labels whole, and cuts 5 to 3 and 2 more', () => {
    expect(labelList(['Fear', 'Shame'], t.andMore)).toBe('Fear, Shame');
    expect(labelList(['Fear', 'Shame', 'Lonely'], t.andMore)).toBe('Fear, Shame, Lonely');
    expect(labelList(['Fear', 'Shame', 'Lonely', 'Scared', 'Unsafe'], t.andMore)).toBe(
      'Fear, Shame, Lonely and 2 more',
    );
  });
});

describe('plural forms', () => {
  const en = new Intl.PluralRules('en');
  it("says 'and 1 other' and 'and 3 others', and the one name alone", () => {
    expect(t.people('ben', 0, en.select(0))).toBe('ben');
    expect(t.people('ben', 1, en.select(1))).toBe('ben and 1 other');
    expect(t.people('ben', 3, en.select(3))).toBe('ben and 3 others');
    expect(t.newArrivals(1, en.select(1))).toBe('You have 1 new notification.');
    expect(t.newArrivals(2, en.select(2))).toBe('You have 2 new notifications.');
  });
});

describe('bellItems', () => {
  it('merges pages without duplicates, newest first, leaving grouped events to their groups', () => {
    const first = bellPage(
      1,
      [group({})],
      [resonance({})],
      [event({}), event({ id: 21, event_type: 'new_reaction' })],
    );
    // A later page that overlaps the first (something arrived between the two fetches).
    const second = bellPage(
      2,
      [group({})],
      [],
      [event({}), event({ id: 19, created_at: '2024-04-01T10:00:00Z' })],
    );
    const items = bellItems([first, second]);
    expect(items.map((item) => item.key)).toEqual([
      'event:20',
      'resonance:cleo:stairs',
      'group:empathy:kite:',
      'event:19',
    ]);
  });
});

describe('targetOf: where each kind of notification leads', () => {
  const only = (item: ReturnType<typeof bellItems>[number] | undefined) => {
    if (!item) throw new Error('no item');
    return targetOf(item);
  };
  const fromGroup = (over: Partial<GroupedNotification>) =>
    only(bellItems([bellPage(1, [group(over)], [], [])])[0]);
  const fromEvent = (over: Partial<Notification>) => only(bellItems([bellPage(1, [], [], [event(over)])])[0]);

  it('maps every group', () => {
    expect(fromGroup({ group: 'empathy' })).toEqual({ shareableLink: 'kite', tab: 'text', reaction: 6 });
    expect(fromGroup({ group: 'reactions' })).toEqual({ shareableLink: 'kite', tab: 'text' });
    // A reaction row carries its option: the modal highlights it.
    expect(fromGroup({ group: 'reactions', reaction_option_id: 3 })).toEqual({
      shareableLink: 'kite',
      tab: 'text',
      reaction: 3,
    });
    expect(fromGroup({ group: 'memory_feedback', feedback_label: ['Brave', 'Kind'] })).toEqual({
      shareableLink: 'kite',
      tab: 'feedback',
      feedback: ['Brave', 'Kind'],
    });
    // 'praised your comment' opens that comment's praise with the labels received.
    expect(fromGroup({ group: 'comment_feedback', comment_id: 5, feedback_label: ['Kind'] })).toEqual({
      shareableLink: 'kite',
      tab: 'feedbackComment',
      comment: 5,
      feedback: ['Kind'],
    });
    expect(fromGroup({ group: 'empathy_comments', comment_id: 5 })).toEqual({
      shareableLink: 'kite',
      tab: 'comment',
      commentEmpathy: 5,
    });
  });

  it('maps resonance to the tag summary with lowercase labels, parentheses kept', () => {
    expect(only(bellItems([bellPage(1, [], [resonance({})], [])])[0])).toEqual({
      shareableLink: 'stairs',
      tab: 'summary',
      resonance: ['lonely', 'scared (at night)'],
    });
  });

  it('maps every raw event type', () => {
    expect(fromEvent({})).toEqual({ shareableLink: 'kite', tab: 'comment', comment: 5 });
    // The raw types a group covers still map, for a server that sends them ungrouped.
    const raw = (over: Partial<Notification>) =>
      targetOf({ kind: 'event', key: 'k', created_at: '', is_read: false, ids: [1], event: event(over) });
    expect(raw({ event_type: 'emphatized_a_memory' })).toEqual({
      shareableLink: 'kite',
      tab: 'text',
      reaction: 6,
    });
    expect(raw({ event_type: 'emphatized_a_comment' })).toEqual({
      shareableLink: 'kite',
      tab: 'comment',
      commentEmpathy: 5,
    });
    expect(raw({ event_type: 'new_reaction', data: { memory: 'kite', reaction_option_id: 4 } })).toEqual({
      shareableLink: 'kite',
      tab: 'text',
      reaction: 4,
    });
    expect(
      raw({ event_type: 'new_resonance', data: { memory: 'kite', memory_tag_label: 'Lonely' } }),
    ).toEqual({
      shareableLink: 'kite',
      tab: 'summary',
      resonance: ['lonely'],
    });
    expect(
      raw({ event_type: 'feedback_given', data: { memory: 'kite', feedback_labels: ['Brave'] } }),
    ).toEqual({
      shareableLink: 'kite',
      tab: 'feedback',
      feedback: ['Brave'],
    });
    expect(
      raw({
        event_type: 'feedback_given',
        data: { memory: 'kite', comment_id: 5, feedback_labels: ['Kind', 'Honest'] },
      }),
    ).toEqual({
      shareableLink: 'kite',
      tab: 'feedbackComment',
      comment: 5,
      feedback: ['Kind', 'Honest'],
    });
  });
});

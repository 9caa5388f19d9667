import { describe, expect, it } from 'vitest';

import {
  backFrom,
  canShowTab,
  idParam,
  isNotificationMode,
  labelList,
  listedTabs,
  tabForDeepLinks,
} from './tabs.ts';

const other = { isOwner: false, totalTags: 0 };
const otherTagged = { isOwner: false, totalTags: 5 };
const owner = { isOwner: true, totalTags: 0 };

describe('listedTabs (community §2.4)', () => {
  it('gives the owner 4 tabs, with Relate even before any tag', () => {
    expect(listedTabs(owner)).toEqual(['text', 'comment', 'summary', 'connect']);
    expect(listedTabs({ isOwner: true, totalTags: 9 })).toHaveLength(4);
  });

  it('gives everyone else 3 tabs: Empathize only when the memory has tags, Praise otherwise', () => {
    expect(listedTabs(other)).toEqual(['text', 'feedback', 'comment']);
    expect(listedTabs(otherTagged)).toEqual(['text', 'comment', 'summary']);
  });
});

describe('backFrom (community §2.4)', () => {
  it('goes summary → comment → feedback → text → close', () => {
    expect(backFrom('summary', otherTagged)).toBe('comment');
    expect(backFrom('comment', other)).toBe('feedback');
    expect(backFrom('feedback', other)).toBe('text');
    expect(backFrom('text', otherTagged)).toBeNull();
  });

  it('skips Praise where it is not a tab (a tagged memory), and Praise goes back to the text', () => {
    expect(backFrom('comment', otherTagged)).toBe('text');
    expect(backFrom('feedback', otherTagged)).toBe('text');
  });

  it('goes from feedbackComment to comment', () => {
    expect(backFrom('feedbackComment', otherTagged)).toBe('comment');
  });

  it('skips a tab the reader does not have: the owner has no Praise tab', () => {
    expect(backFrom('comment', owner)).toBe('text');
    expect(backFrom('summary', owner)).toBe('comment');
  });

  it('brings Send Message and Connect Memories back to the text', () => {
    expect(backFrom('validate', other)).toBe('text');
    expect(backFrom('connect', owner)).toBe('text');
  });
});

describe('canShowTab', () => {
  const signedIn = { signedIn: true, notificationMode: false };
  it('shows sub-views only to whom they belong', () => {
    expect(canShowTab('feedbackComment', { ...other, ...signedIn })).toBe(true);
    expect(canShowTab('validate', { ...owner, ...signedIn })).toBe(false);
    expect(canShowTab('validate', { ...other, signedIn: false, notificationMode: false })).toBe(false);
    expect(canShowTab('summary', { ...other, ...signedIn })).toBe(false);
    expect(canShowTab('feedback', { ...owner, ...signedIn })).toBe(false);
    expect(canShowTab('feedback', { ...owner, signedIn: true, notificationMode: true })).toBe(true);
    // Praise is a view of its own on a tagged memory, for visitors too (they are asked to sign in).
    expect(canShowTab('feedback', { ...otherTagged, signedIn: false, notificationMode: false })).toBe(true);
  });

  it("opens a comment's praise from a notification to whoever wrote the comment, the writer too", () => {
    expect(canShowTab('feedbackComment', { ...owner, signedIn: true, notificationMode: false })).toBe(false);
    expect(canShowTab('feedbackComment', { ...owner, signedIn: true, notificationMode: true })).toBe(true);
    expect(canShowTab('feedbackComment', { ...other, signedIn: false, notificationMode: true })).toBe(false);
  });
});

describe('deep links (community §2.3)', () => {
  it('choose the tab', () => {
    expect(tabForDeepLinks({})).toBe('text');
    expect(tabForDeepLinks({ reaction: 4 })).toBe('text');
    expect(tabForDeepLinks({ comment: '12' })).toBe('comment');
    expect(tabForDeepLinks({ commentEmpathy: 12 })).toBe('comment');
    expect(tabForDeepLinks({ feedback: 'Brave' })).toBe('feedback');
    expect(tabForDeepLinks({ comment: 12, feedback: 'Brave,Kind' })).toBe('feedbackComment');
    expect(tabForDeepLinks({ commentEmpathy: 12, feedback: 'Brave' })).toBe('comment');
    expect(tabForDeepLinks({ resonance: 'fear' })).toBe('summary');
    expect(tabForDeepLinks({ resonance: [] })).toBe('text');
  });

  it('feedback and resonance open notification mode', () => {
    expect(isNotificationMode({ feedback: 'Brave,Kind' })).toBe(true);
    expect(isNotificationMode({ resonance: ['fear'] })).toBe(true);
    expect(isNotificationMode({ comment: 3 })).toBe(false);
  });

  it('read label lists lowercase, parentheses kept', () => {
    expect(labelList('Fear, Shame (at school) ,')).toEqual(['fear', 'shame (at school)']);
    expect(labelList(['Gen X (born 1965-1980)'])).toEqual(['gen x (born 1965-1980)']);
    expect(labelList(undefined)).toEqual([]);
  });

  it('read ids, refusing anything but a positive integer', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam(7)).toBe(7);
    expect(idParam('x')).toBeNull();
    expect(idParam('-1')).toBeNull();
    expect(idParam('')).toBeNull();
  });
});

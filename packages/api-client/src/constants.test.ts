import { describe, expect, it } from 'vitest';

import {
  COMMENT_MAX,
  CUSTOM_TAG_MAX,
  DEFAULT_MEMORY_TYPE,
  DEFAULT_PRIVACY,
  DESCRIPTION_MAX,
  DETAILS_TEXT_MAX,
  FEEDBACK_LABELS_MAX,
  FIRST_PAGE,
  INITIAL_AUTH_STATE,
  MEMORY_STATUS,
  MemoryType,
  NotificationEvent,
  NotificationGroup,
  OptionType,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PATTERN_TITLE_MAX,
  PHOTO_BYTES_MAX,
  PHOTOS_MAX,
  Privacy,
  ReactionOption,
  RELATIONSHIP_DESCRIPTION_MAX,
  REPORT_REMARK_MAX,
  ReportType,
  SUBJECT_MAX,
  SUBJECTS_MAX,
  SUBJECTS_SHOWN_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  TAG_CATEGORIES,
  TAG_LIST_QUERY,
  TAG_LIST_SOURCES,
  TAG_QUESTIONS,
  TAG_SELECTION_MAX,
  TAG_TEXT_FIELDS,
  TITLE_MAX,
  USERNAME_MAX,
  VIDEO_BYTES_MAX,
} from './constants.ts';

describe("the specification's codes", () => {
  it('names the memory types 1 happy, 2 bittersweet, 3 unhappy, default 3', () => {
    expect(MemoryType).toEqual({ Happy: 1, Bittersweet: 2, Unhappy: 3 });
    expect(DEFAULT_MEMORY_TYPE).toBe(3);
  });

  it('names the privacy levels 0 public, 1 only me, 2 private with a link, default 0', () => {
    expect(Privacy).toEqual({ Public: 0, OnlyMe: 1, PrivateLink: 2 });
    expect(DEFAULT_PRIVACY).toBe(0);
  });

  it('names the six reactions, 6 being empathy', () => {
    expect(ReactionOption).toEqual({ Compassion: 1, Like: 2, Sad: 3, Love: 4, BeStrong: 5, Empathy: 6 });
  });

  it('spells the six notification events as the server does, then the four of moderation (ours)', () => {
    expect(Object.values(NotificationEvent)).toEqual([
      'new_comment',
      'emphatized_a_memory',
      'emphatized_a_comment',
      'new_reaction',
      'new_resonance',
      'feedback_given',
      'content_hidden',
      'content_restored',
      'review_kept_hidden',
      'report_reviewed',
    ]);
  });

  it('names the five notification groups', () => {
    expect(Object.values(NotificationGroup)).toEqual([
      'empathy',
      'memory_feedback',
      'comment_feedback',
      'empathy_comments',
      'reactions',
    ]);
  });

  it('names the report types 1 memory and 2 comment', () => {
    expect(ReportType).toEqual({ Memory: 1, Comment: 2 });
  });

  it('names the School option groups School, Adolescence, Other', () => {
    expect(Object.values(OptionType)).toEqual(['School', 'Adolescence', 'Other']);
  });

  it('saves memories with status 1 and fetches tag lists with dis=false, ist=true', () => {
    expect(MEMORY_STATUS).toBe(1);
    expect(TAG_LIST_QUERY).toEqual({ dis: false, ist: true });
  });

  it('starts a session as not signed in, not initialised, with onboarding true', () => {
    expect(INITIAL_AUTH_STATE).toEqual({
      isAuthenticated: false,
      initialized: false,
      hasOnboarding: true,
      hasFirstPost: false,
    });
    expect(Object.isFrozen(INITIAL_AUTH_STATE)).toBe(true);
  });

  it('numbers pages from 1', () => {
    expect(FIRST_PAGE).toBe(1);
  });
});

describe("the specification's limits", () => {
  it('bounds the texts of a memory', () => {
    expect(TITLE_MAX).toBe(100);
    expect(DESCRIPTION_MAX).toBe(5000);
    expect(RELATIONSHIP_DESCRIPTION_MAX).toBe(5000);
    expect(PATTERN_TITLE_MAX).toBe(100);
    expect(DETAILS_TEXT_MAX).toBe(500);
    expect(PHOTOS_MAX).toBe(3);
  });

  it('bounds comments, report remarks and praise labels', () => {
    expect(COMMENT_MAX).toBe(1000);
    expect(REPORT_REMARK_MAX).toBe(250);
    expect(FEEDBACK_LABELS_MAX).toBe(3);
  });

  it('shows 3 subjects before "and n more", and bounds subjects where the specification is silent', () => {
    expect(SUBJECTS_SHOWN_MAX).toBe(3);
    expect(SUBJECT_MAX).toBe(100);
    expect(SUBJECTS_MAX).toBe(30);
  });

  it('bounds support messages and usernames where the specification is silent', () => {
    expect(SUPPORT_SUBJECT_MAX).toBe(200);
    expect(SUPPORT_MESSAGE_MAX).toBe(5000);
    expect(USERNAME_MAX).toBe(150);
  });

  it('holds the reference backends’ own bounds where the specification is silent', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(256);
    expect(PHOTO_BYTES_MAX).toBe(10 * 1024 * 1024);
    expect(VIDEO_BYTES_MAX).toBe(50 * 1024 * 1024);
    expect(CUSTOM_TAG_MAX).toBe(200);
  });

  it('draws each plain tag list from its own options, and impacts from the three lists of changes', () => {
    expect(TAG_LIST_SOURCES.feelings).toEqual(['feelings']);
    expect(TAG_LIST_SOURCES.impacts).toEqual([
      'childhood_effects_emotions',
      'childhood_effects_health',
      'childhood_effects_social',
    ]);
    expect(Object.keys(TAG_LIST_SOURCES)).toEqual(TAG_CATEGORIES.filter((c) => c !== 'persons_actions'));
  });

  it('caps selections per tagging category as memory-writing §5 lists them', () => {
    expect(TAG_SELECTION_MAX).toEqual({
      age_ranges: 1,
      sibling: 15,
      risk_factor: 15,
      person: 1,
      person_action: 15,
      chronic_adverse_events: 15,
      sudden_adverse_events: 10,
      feelings: 15,
      needs: 15,
      thoughts: 15,
      impacts: 15,
      childhood_effects_emotions: 15,
      childhood_effects_health: 15,
      childhood_effects_social: 15,
    });
  });

  it("names the thirteen tag lists and the twelve free-text companions in the save payload's words", () => {
    expect(TAG_CATEGORIES).toEqual([
      'age_ranges',
      'sibling',
      'risk_factor',
      'persons_actions',
      'chronic_adverse_events',
      'sudden_adverse_events',
      'feelings',
      'needs',
      'thoughts',
      'impacts',
      'childhood_effects_emotions',
      'childhood_effects_health',
      'childhood_effects_social',
    ]);
    expect(Object.values(TAG_TEXT_FIELDS)).toEqual([
      'age_ranges_text',
      'sibling_text',
      'risk_factor_text',
      'persons_actions_text',
      'chronic_adverse_events_text',
      'sudden_adverse_events_text',
      'feelings_text',
      'needs_text',
      'thoughts_text',
      'childhood_effects_emotions_text',
      'childhood_effects_health_text',
      'childhood_effects_social_text',
    ]);
  });
});

describe('the tagging questions (memory-writing §2, §4)', () => {
  it("come in the wizard's order, People's Actions (4) before Risk Factors (3), with their keys and lists", () => {
    expect(TAG_QUESTIONS.map((question) => [question.number, question.key, question.list])).toEqual([
      [1, 'age', 'age_ranges'],
      [2, 'siblings', 'sibling'],
      [4, 'peoplesActions', 'persons_actions'],
      [3, 'riskFactors', 'risk_factor'],
      [5, 'challenges', 'chronic_adverse_events'],
      [6, 'shocks', 'sudden_adverse_events'],
      [7, 'feelings', 'feelings'],
      [8, 'needs', 'needs'],
      [9, 'thoughts', 'thoughts'],
      [10, 'changes', 'childhood_effects_emotions'],
      [11, 'school', 'childhood_effects_social'],
      [12, 'health', 'childhood_effects_health'],
    ]);
  });

  it("carry the specification's names, which every widget's category names start from", () => {
    expect(TAG_QUESTIONS.map((question) => question.title)).toEqual([
      'Age',
      'Siblings',
      "People's Actions",
      'Risk Factors',
      'Challenges',
      'Shocks',
      'Feelings',
      'Needs',
      'Thoughts',
      'Changes',
      'School',
      'Health',
    ]);
  });

  it('ask a happy memory the first ten only (not School and Health)', () => {
    expect(TAG_QUESTIONS.filter((question) => !question.happy).map((question) => question.key)).toEqual([
      'school',
      'health',
    ]);
    expect(TAG_QUESTIONS.filter((question) => question.happy).map((question) => question.number)).toEqual([
      1, 2, 4, 3, 5, 6, 7, 8, 9, 10,
    ]);
  });
});

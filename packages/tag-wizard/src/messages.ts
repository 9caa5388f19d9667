import type { OptionType } from '@childhood-memories/api-client';
import { tagCategoryNames } from '@childhood-memories/ui';

import type { CategoryKey } from './categories.ts';
import type { AgeHeadingKind } from './rules.ts';

/** The messages namespace of this package: override with `messages={{ tagWizard: { … } }}`. */
export const TAG_WIZARD_NAMESPACE = 'tagWizard';

/**
 * Every user-visible and screen-reader string of the tag wizard. Defaults quote the
 * specification (memory-writing §2, §4, §5); the rest are ours, in the same calm voice.
 *
 * @example
 * ```tsx
 * <TagWizard memory={memory} messages={{ title: 'Tag your memory' }} />
 * ```
 */
export const tagWizardMessages = {
  title: 'Tag Your Childhood Trauma',
  description: 'Every question is optional. Choose only what feels right; you can stop at any time.',

  categoryNames: { ...tagCategoryNames } satisfies Record<CategoryKey, string>,
  /** What each category asks, under its heading (ours). */
  categoryQuestions: {
    age: 'How old were you when this happened?',
    siblings: 'Which siblings did you have at the time?',
    peoplesActions: 'Who was involved, and what did they do?',
    riskFactors: 'What was going on around you at home or nearby?',
    challenges: 'Which ongoing challenges were part of your childhood?',
    shocks: 'Were there sudden shocks?',
    feelings: 'What did you feel at the time?',
    needs: 'Which needs were not met?',
    thoughts: 'Which thoughts took root?',
    changes: 'What changed in you after this experience?',
    school: 'How did this affect school, your teenage years or your social life?',
    health: 'How did this affect your health?',
  } satisfies Record<CategoryKey, string>,
  ageHeadings: {
    generation: 'Generation',
    age: 'Age',
    ageAndGeneration: 'Age and Generation',
    ageAtTheTime: 'Age at the Time',
  } satisfies Record<AgeHeadingKind, string>,
  schoolHeadings: {
    School: 'School Challenges:',
    Adolescence: 'Adolescence Challenges:',
    Other: 'Other Challenges:',
  } satisfies Record<OptionType, string>,

  categoriesLabel: 'Questions',
  categoryNumber: (number: number) => `Question ${number}`,
  answered: 'Answered',
  notAnswered: 'Not answered yet',
  searchLabel: (category: string) => `Search ${category}`,
  searchPlaceholder: 'Search',
  clearSearch: 'Clear search',
  noMatches: 'No options match your search',
  selectionCount: (count: number, max: number) => `${count}/${max} selections`,
  maxReached: 'You have reached the maximum. Untick one to choose another.',
  personLegend: 'Who was involved?',
  personCount: (count: number, max: number) => `${count}/${max} selections`,
  actionsLegend: (person: string) => `What did ${person} do?`,
  choosePersonFirst: 'Choose a person first to see their actions.',
  loadingOptions: 'Loading options…',
  optionsFailed: 'The options could not be loaded.',
  tryAgain: 'Try again',
  resetAll: 'Reset All',
  addMoreDetails: 'Add more details',
  detailsTitle: (category: string) => `More details: ${category}`,
  detailsLabel: 'Your details',
  detailsPlaceholder: 'Describe your experience (optional)',
  detailsPreviewLabel: 'Your details:',
  loadingDetails: 'Opening the details…',
  /** Tagging is owner-only (memory-writing §6): what a reader who did not write the memory sees. */
  readOnlyNote: 'Only the person who wrote this memory can change its tags.',
  readOnlyChosen: 'Chosen tags',
  readOnlyNothing: 'Nothing chosen here.',
  save: 'Save',
  delete: 'Delete',
  cancel: 'Cancel',
  previous: 'Previous',
  next: 'Next',
  backToList: 'All questions',

  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Not saved yet — retrying',
  retryNow: 'Try now',

  progressLabel: 'Tagging progress',
  progressValue: (value: number) => `${value}%`,
  introNewTitle: 'Did You Know?',
  introTagTitle: 'Tag Your Trauma Details',
  introEditTitle: 'Edit Your Trauma Details',
  introNewText:
    'Tagging what happened helps others who lived something similar find your memory and say “me too”. Every question is optional, you can skip any of them, and each choice is saved as you make it.',
  introEditText:
    'You can add or change what you tagged. Every question is optional, and each change is saved as you make it.',
  gotIt: 'Got It!',
  addMore: 'Add More',
  editDetailsButton: 'Edit Details',
  editTags: 'Edit Tags',
  dontShowAgain: "Don't show this again",

  yourGuide: 'Your guide',
  yourGuideTitle: 'Your guide',
  yourGuideIntro: 'What you answered in the guide, for reference. It does not change your tags.',
  yourGuideEmpty: 'Nothing from the guide for this question.',
  yourGuideNothing: 'You have no guide answers saved on this device.',

  familyTitle: 'Family members',
  familyFather: 'Father',
  familyMother: 'Mother',
  familyAdd: 'Add family member',
  familyAddTitle: 'Add a family member',
  familyRelationLegend: 'Relationship',
  familyRelations: {
    grandparent: 'Grandparent',
    sibling: 'Sibling',
    child: 'Child',
    other: 'Other',
  },
  familyNameLabel: 'Name or description (optional)',
  familyPlaceholderHint: 'Not added yet',
  familyEdit: (who: string) => `Edit ${who}`,
  familyRemove: (who: string) => `Remove ${who}`,
  /** The visible words of the two buttons (their accessible names add whom: 'Edit Grandparent: Nana'). */
  familyEditShort: 'Edit',
  familyRemoveShort: 'Remove',
  familyOwnerOnly: 'Only the author of this memory can add or edit family members.',
  familyAdded: (who: string) => `${who} added`,

  takeBreak: 'Take a break',
  breakTitle: 'Take a break',
  breakSaved: 'Everything you chose is saved. You can come back to these questions whenever you like.',
  breakSaving: 'Saving what you chose… you can close this; it keeps trying.',
  breakClose: 'Close for now',
  breakBack: 'Back to the questions',
  /** Shown on the page, next to where the wizard opens, after 'Close for now'. */
  breakClosedNote:
    'Everything you chose is saved. The questions will be here whenever you want to come back.',
  close: 'Close',
};

/** The strings of the tag wizard; each may be overridden. */
export type TagWizardMessages = typeof tagWizardMessages;

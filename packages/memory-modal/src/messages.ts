/**
 * Every user-visible and screen-reader string of the memory modal, namespace `memoryModal`.
 * Where the specification quotes a text (community §2.4, §3, §4, §8), the default is that exact
 * text; the rest are ours, in the same calm voice. Values that are functions take the numbers or
 * names they mention (plurals through `Intl.PluralRules` where a number is counted).
 */

import type { ModerationReason } from '@childhood-memories/api-client';
import { tagCategoryNames } from '@childhood-memories/ui';

/** The messages namespace of this package (`<WidgetsProvider messages={{ memoryModal: … }}>`). */
export const MEMORY_MODAL_NAMESPACE = 'memoryModal';

const plural = (count: number, one: string, other: string) => (count === 1 ? one : other);

/**
 * The default strings of the memory modal. Override any of them through the provider
 * (`messages={{ memoryModal: { … } }}`) or the modal's own `messages` prop.
 *
 * @example
 * <MemoryModal shareableLink="kite-on-the-hill-3f9a" open messages={{ tabComment: 'Replies' }} />
 */
export const memoryModalMessages = {
  // Tabs (community §2.4)
  tabTextOwner: 'Your Childhood Memory',
  tabTextOther: (user: string) => `Childhood Memory by ${user}`,
  tabSummaryOwner: 'Relate',
  tabSummaryOther: 'Empathize',
  tabComment: 'Comments',
  tabFeedback: 'Praise',
  feedbackTitle: 'Praise Memory',
  feedbackCommentTitle: 'Praise Comment',
  tabConnect: 'Connect Memories',
  validateTitle: 'Send Message',
  tabsLabel: 'Memory sections',
  back: 'Back',
  close: 'Close',
  untitled: 'Untitled memory',

  // Loading and failures (ours)
  loading: 'Opening the memory…',
  notAvailableTitle: 'Memory not available',
  notFound: 'This memory is not available. It may have been deleted, or its writer may have made it private.',
  loadFailed: 'We could not open this memory. Please check your connection and try again.',
  retry: 'Try again',

  // Read view (community §2.4, §3)
  authorYou: 'You',
  writtenBy: (author: string) => `Written by ${author}`,
  postedAt: (when: string) => `Posted ${when}`,
  /** Ours (issue 35): the writer's own memory the tag wizard saved before Post. */
  notPostedYet: 'Not posted yet',
  copyLink: 'Copy link to this memory',
  copyLinkDone: 'Memory link copied to clipboard!',
  copyLinkFailed: 'Failed to copy link to clipboard',
  typeLabels: { 1: 'Happy memory', 2: 'Bittersweet memory', 3: 'Unhappy memory' } as Record<number, string>,
  photosLabel: 'Photos',
  openPhoto: (index: number, total: number) => `Open photo ${index} of ${total}`,
  photoAlt: (index: number) => `Photo ${index} of this memory`,
  warningsLabel: 'Content warnings',
  showMoreWarnings: (count: number) => `Show ${count} more...`,
  showFewerWarnings: 'Show fewer',
  subjectsLabel: 'About',
  andMoreSubjects: (count: number) => `and ${count} more`,
  relationshipLabel: 'How this shows up in relationships',
  hashtagLinkLabel: (tag: string) => `${tag} (opens in a new tab)`,
  /** A tag's link to its tag search, named by its hashtag (as shown) and what it lists. */
  tagLinkLabel: (hashtag: string, label: string) => `${hashtag}: memories tagged ${label}`,
  familyLabel: 'Family members',
  familyPlaceholders: { father: 'Father', mother: 'Mother' },
  familyRelations: {
    father: 'Father',
    mother: 'Mother',
    grandparent: 'Grandparent',
    sibling: 'Sibling',
    child: 'Child',
    other: 'Other',
  } as Record<string, string>,
  familyNotNamed: 'Not named yet',
  familyEdit: 'Edit family members',
  familyAdd: 'Add family member',
  familyAddTitle: 'Add a family member',
  familyEditTitle: 'Name a family member',
  familyRelationLegend: 'Relationship',
  familyNameLabel: 'Name or description (optional)',
  familySave: 'Save',
  familyCancel: 'Cancel',
  familySaveFailed: 'We could not save the family members. Please try again in a moment.',
  familyEditMember: (who: string) => `Edit ${who}`,
  familyRemove: (who: string) => `Remove ${who}`,
  familyEditShort: 'Edit',
  familyRemoveShort: 'Remove',
  sendMessage: 'Send Message',
  connect: 'Connect Memories',

  // Content warnings before content (ours, trauma-informed)
  /** The dialog's heading while the memory is covered: a title can hurt too (README). */
  coveredTitle: (user: string) => `Childhood Memory by ${user}`,
  coverTitle: 'This memory carries content warnings',
  coverWarn: 'The words and photos stay covered until you choose to read them. Take your time.',
  coverHidden:
    'Your safety filters hide memories with this content warning, so it stays covered and its photos are not loaded. You can change this in your safety filters.',
  showMemory: 'Show memory',
  safetyFilters: 'Safety filters',

  // Closing with unsent words (ours)
  leaveTitle: 'Close this memory?',
  leaveKept:
    'You have words you have not sent. They stay on this device for this visit, and come back when you open this memory again.',
  leaveLost:
    'You have words you have not sent. You chose not to keep drafts on this device, so they will be lost.',
  leaveConfirm: 'Close the memory',
  leaveCancel: 'Keep writing',

  // Reactions bar (community §3, §4)
  reactionsLabel: 'Reactions',
  support: 'Support',
  reactionNames: {
    1: 'Compassion',
    2: 'Like',
    3: 'Sad',
    4: 'Love',
    5: 'Be strong',
    6: 'Empathy',
  } as Record<number, string>,
  save: 'Save',
  saved: 'Saved',
  saveLabel: 'Save this memory',
  unsaveLabel: 'Remove from saved memories',
  report: 'Report',
  reportMemory: 'Report this memory',
  edit: 'Edit memory',
  signInToRespond: 'Sign in to respond',

  // Tag summary (community §2.4, §4)
  untagged: 'Childhood trauma not tagged',
  howItWorksTitle: 'How it works',
  howItWorks:
    'Tagging names what happened in a few gentle steps. Other members who lived something similar can then say "me too" on each tag, so you know you are not alone. Every question is optional.',
  tagYourMemory: 'Tag your memory',
  viewTags: 'View Tags',
  viewLinks: 'View Links',
  viewModeLabel: 'Show tags as',
  editCategory: (name: string) => `Edit ${name}`,
  empathizeHint:
    'Tick "me too" on any tag you have lived too. The writer sees how many members relate, never who.',
  dismissHint: 'Got it',
  meToo: 'Me too',
  meTooLabel: (tag: string) => `Me too: ${tag}`,
  resonanceCount: (count: number) => `${count} ${plural(count, 'member relates', 'members relate')}`,
  meTooSent: 'Thank you. The writer will know someone relates.',
  progressLabel: 'Tagging progress',
  progressValue: (answered: number, total: number) => `${answered} of ${total} questions answered`,
  categoryNames: { ...tagCategoryNames, impacts: 'Impacts' } as Record<string, string>,
  customTag: 'Your own words (not linked)',

  // Comments (community §2.5, §4, §5, §8)
  commentsEmpty: 'No comments yet. A few kind words can mean a lot.',
  commentLabel: 'Write a comment',
  commentPlaceholder: 'Write something kind…',
  sendComment: 'Send',
  sending: 'Sending…',
  commentSendFailedTitle: 'Failed to send',
  commentSendFailed: 'There was an error sending your message. Please try again later.',
  commentUpdateFailedTitle: 'Failed to update comment.',
  commentUpdateFailed: 'Please try again later.',
  commentHidden: 'Comment has been successfully hidden',
  commentHideFailed: 'Failed to hide comment. Please try again.',
  commentEdit: 'Edit',
  commentCancel: 'Cancel',
  commentSaveChanges: 'Save changes',
  commentDelete: 'Delete',
  commentDeleteConfirmTitle: 'Delete this comment?',
  commentDeleteConfirm: 'Your words will be removed for everyone. This cannot be undone.',
  commentKeep: 'Keep comment',
  commentHide: 'Hide Comment',
  commentPrivate: 'Private message',
  commentEditLabel: 'Edit your comment',
  commentEmpathy: 'Empathize',
  commentEmpathyCount: (count: number) => `${count} ${plural(count, 'empathy', 'empathies')}`,
  commentPraise: 'Praise',
  commentPraiseCount: (count: number) => `${count} ${plural(count, 'praise', 'praises')}`,
  commentTrauma: 'Acknowledge',
  commentTraumaCount: (count: number) =>
    `${count} ${plural(count, 'member acknowledged', 'members acknowledged')} this trauma`,
  commentActions: (author: string) => `Comment by ${author}`,
  commentBlank: 'Please write a few words before sending.',
  loadMoreComments: 'Load more comments',
  loadingComments: 'Loading comments…',
  commentsFailed: 'We could not load the comments.',
  visitorComment: 'Sign in to comment and respond.',
  signIn: 'Sign in',

  // Praise (community §3, §4, §5, §8)
  feedbackIntro: 'Choose up to three words that describe what this memory gave you.',
  feedbackCommentIntro: 'Choose up to three words that describe what this comment gave you.',
  feedbackLimit: 'Maximum of 3 options selected',
  feedbackReset: 'Reset',
  feedbackSend: 'Send praise',
  feedbackUpdate: 'Update praise',
  feedbackSent: 'Thank you. Your praise was sent.',
  feedbackFailed: 'Your praise was not sent. Please try again in a moment.',
  feedbackNotification: 'The praise you received',
  feedbackLoading: 'Loading…',

  // Report (community §5, §8)
  reportTitleMemory: 'Report this memory',
  reportTitleComment: 'Report this comment',
  reportIntro: 'Tell us what is wrong. Reports are private: the writer does not see who sent them.',
  reportReasons: 'Reason',
  reportOther: 'Other',
  reportRemarkLabel: 'Please describe the problem',
  reportRemarkRequired: 'Please describe the problem in a few words.',
  reportReasonRequired: 'Please choose a reason.',
  reportReasonsFailed: 'We could not load the reasons. Please try again.',
  reportSend: 'Send report',
  reportCancel: 'Cancel',
  reportSent: 'Report has been sent',
  reportFailed: 'Failed to send report. Please try again.',

  // Moderation (ours): what the writer of a hidden memory or comment sees on it
  moderationHiddenMemory: 'A moderator hid this memory. Only you can see it.',
  moderationHiddenComment: 'A moderator hid this comment. Only you can see it.',
  moderationReason: (reason: string) => `Reason: ${reason}`,
  moderationReasons: {
    hurtful: 'Hurtful or harassing',
    unsafe: 'Could put someone at risk',
    private_details: "Shares someone's private details",
    spam: 'Spam or advertising',
    off_topic: 'Not what this community is for',
    missing_warning: 'Needs a content warning',
    other: 'Something else in our guidelines',
  } as Record<ModerationReason, string>,
  moderationGuidelines: 'Read the Community Guidelines',
  opensInNewTab: '(opens in a new tab)',
  reviewAsk: 'Ask for a review',
  reviewLabel: 'What would you like the moderators to know?',
  reviewSend: 'Send request',
  reviewCancel: 'Cancel',
  reviewBlank: 'Please write a few words before sending.',
  reviewRequested: 'You asked for a review. A moderator will look at it again.',
  reviewFailed: 'Failed to send your request. Please try again.',

  // Photo viewer (community §2.4)
  viewerTitle: (index: number, total: number) => `Photo ${index} of ${total}`,
  viewerPrevious: 'Previous photo',
  viewerNext: 'Next photo',
  viewerHint: 'Use the arrow keys to move between photos, Escape to close.',

  // Connect Memories and Send Message (the spec's shapes; our screens)
  connectIntro: 'Memories connect when members recognise the same experience in each other.',
  connectLinked: 'Linked memories',
  connectNoLinks: 'No memories are linked to this one yet.',
  connectConnected: 'Your memories are connected to this one.',
  connectVoted: 'You voted for this memory.',
  connectMeToo: 'Members who said "me too"',
  connectMeTooEmpty: 'No one has written "me too" here yet.',
  connectMeTooOn: (title: string) => `On “${title}”`,
  validateIntro: (author: string) =>
    `Only ${author} will see this message. It appears with the comments for the two of you alone.`,
  validateLabel: 'Your message',
  validateSend: 'Send message',
  validateSent: 'Your message was sent privately.',
};

/** The strings of {@link memoryModalMessages}, every one overridable. */
export type MemoryModalMessages = typeof memoryModalMessages;

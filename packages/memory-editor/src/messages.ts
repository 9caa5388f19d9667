/**
 * Every user-visible and screen-reader string of the memory editor, namespace `memoryEditor`.
 * Where the specification quotes a text (memory-writing §2, §8), the default is that exact text.
 * Values that are functions take the numbers or names they mention.
 */

/** The messages namespace of this package (`<WidgetsProvider messages={{ memoryEditor: … }}>`). */
export const MEMORY_EDITOR_NAMESPACE = 'memoryEditor';

/**
 * The default strings of the memory editor. Override any of them through the provider
 * (`messages={{ memoryEditor: { … } }}`) or the editor's own `messages` prop.
 *
 * @example
 * <MemoryEditor mode="create" messages={{ post: 'Share' }} />
 */
export const memoryEditorMessages = {
  // Screen and steps (memory-writing §2)
  createPrompt: 'Start Sharing Your Memory',
  editPrompt: 'Edit Your Memory',
  step1Title: 'Share your childhood memory.',
  step2Title: 'How you show up in relationships.',
  step2Text:
    'Reflect on how this childhood experience might connect to patterns in your current relationships.',
  progressLabel: 'Progress',
  progressValue: (step: number, total: number) => `Step ${step} of ${total}`,
  continue: 'Continue',
  back: 'Back',
  post: 'Post',
  posting: 'Posting…',
  cancel: 'Cancel',
  loadingMemory: 'Loading your memory…',
  loadFailed: 'We could not load this memory. Please try again later.',
  retryLoad: 'Try again',

  // Memory type (memory-writing §1, §4)
  typeLegend: 'What kind of memory is this?',
  typeHappy: 'Happy',
  typeBittersweet: 'Bittersweet',
  typeUnhappy: 'Unhappy',
  typeHint: 'Choose one to start writing.',

  // Subjects (memory-writing §4, §5)
  subjectsLabel: 'Who is this memory about?',
  subjectsHint: 'Type a person, such as Mum or My brother, then press Enter.',
  subjectsPlaceholder: 'Mum, Dad, My brother…',
  subjectsSkip: 'I would rather not say',

  // Text fields (memory-writing §5)
  titleLabel: 'Title (optional)',
  descriptionLabel: 'Your memory',
  descriptionPlaceholder: 'Write as much or as little as feels right. #hashtags help others find it.',
  descriptionOpen: 'Write your memory',
  descriptionEdit: 'Edit your memory text',
  descriptionEmpty: 'Nothing written yet.',
  descriptionModalTitle: 'Your memory',
  done: 'Done',
  save: 'Save',
  patternTitleLabel: 'Pattern title (optional)',
  relationshipLabel: 'Relationship description',
  relationshipPlaceholder: 'Focus on yourself: what you notice in how you show up, not on your partners.',
  relationshipSectionTitle: 'Relationship styles',
  relationshipOpen: 'Write your reflection',
  relationshipModalTitle: 'How you show up in relationships',
  errorRequired: 'Please write a few words first.',
  errorTooLong: (max: number) => `Please keep this to ${max} characters or fewer.`,
  postDisabledHint: 'Write your memory to be able to post it.',
  postWaitPhotos: 'Your photos are still uploading. You can post as soon as they are done.',
  postFixFields: 'Something above needs a small change first; the field says what.',

  // Photos (memory-writing §5, §8)
  photosTitle: 'Photos (optional)',
  photoGuidanceToggle: 'Before you choose a photo',
  addPhotos: 'Add photos',
  photosCount: (count: number, max: number) => `${count} of ${max} photos`,
  photosMetadataNotice:
    'Before upload, location and camera details are removed on your device from JPEG, PNG and WebP photos. The picture itself is not changed.',
  photoNotCleaned: (name: string) =>
    `${name} is not a JPEG, PNG or WebP file, so its hidden details (such as location) could not be removed on your device.`,
  /** A video cannot be cleaned on the device; the documented server removes its location or refuses it. */
  videoCleanedOnServer: (name: string) =>
    `${name} is a video: hidden details such as its location are removed when it is stored, and a video that cannot be cleaned is not kept.`,
  photoTooMany: 'You can only upload up to 3 photos',
  photoUnreadable: (name: string) =>
    `${name} could not be read safely, so it was not uploaded. Please try another photo.`,
  photoUploadFailed: 'Upload failed, please try again',
  photoUploading: (name: string) => `Uploading ${name}`,
  photoUploaded: (name: string) => `${name} uploaded`,
  photoCancelled: (name: string) => `Upload of ${name} cancelled`,
  photoRemoved: (name: string) => `${name} removed`,
  photoCancel: (name: string) => `Cancel upload of ${name}`,
  photoRemove: (name: string) => `Remove ${name}`,
  photoAlt: (index: number) => `Photo ${index}`,
  photoNext: 'Next',
  photoSkip: 'Skip',

  // Content warnings (memory-writing §2)
  warningsAdd: 'Add Content Warnings (Recommended)',
  warningsEdit: 'Edit Content Warnings',
  warningsAdded: (count: number) => `(${count} Added)`,
  warningsLegend: 'Content warnings',
  warningsHint: 'Readers who want to can choose not to see memories with these warnings.',
  warningsLoadFailed: 'Content warnings could not be loaded. You can add them later by editing.',

  // Privacy (community §3)
  privacyLegend: 'Who can see this memory?',
  privacyPublic: 'Public',
  privacyPublicText: 'Anyone can read it, on this site and beyond.',
  privacyPrivateLink: 'Private with a link',
  privacyPrivateLinkText: 'Anyone who has the link can read it, such as a therapist or a friend.',
  privacyOnlyMe: 'Only me',
  privacyOnlyMeText: 'Only you can see it.',
  /** Ours (issue 35): under the choice while a new memory is written. */
  privacyBeforePost: 'Nobody else can see this memory until you press Post.',
  /** Ours (issue 35): above Post in the two-step layout, where the choice is on the first step. */
  postPrivacy: (level: string, explanation: string) =>
    `Who can read it once you post: ${level}. ${explanation}`,
  postPrivacyChange: 'Change who can read it',

  // Guidance (memory-writing §2)
  guidelinesLink: 'View our Community Guidelines.',
  needSupport: 'Need Support?',
  needHelp: 'Need help?',
  termsLink: 'Terms of Use',
  privacyPolicyLink: 'Privacy Policy',
  opensInNewTab: '(opens in a new tab)',
  agreement: 'By posting you agree to our',
  and: 'and',
  helpTitle: 'Help and support',
  helpLoading: 'Loading help…',

  // Tags (memory-writing §2)
  tagsTitle: 'Tags',
  tagsText: 'Tagging what happened helps others who lived something similar find your memory.',
  tagsOpen: 'Tag Your Childhood Trauma',
  tagsLoading: 'Opening the tags…',

  // Drafts (memory-writing §4)
  draftSaved: 'Draft saved on this device',
  draftRestored: 'We brought back the draft you were writing on this device.',
  draftsOff: "Don't keep drafts on this device",
  draftsOffText:
    'Useful on a shared or watched device. What you write stays only on this page until you post.',
  draftDelete: 'Delete draft now',
  draftSectionLabel: 'Drafts on this device',
  draftDeleted: 'The draft was deleted from this device.',

  // Leaving and cancelling (memory-writing §2, §4, §8)
  leaveTitle: 'Leave page?',
  leaveText: 'You have unsaved changes. Are you sure you want to leave?',
  keepWriting: 'Keep writing',
  leave: 'Leave',
  cancelTitle: 'Cancel this memory?',
  cancelText:
    'Are you sure you wish to cancel? This action cannot be undone, and any unsaved changes or progress will be lost.',
  cancelConfirm: 'Yes, cancel',
  /** Closing the single-page description editor with words not confirmed by Done. */
  discardTitle: 'Close without keeping these words?',
  discardText: 'What you wrote in this window has not been added to your memory yet.',
  discard: 'Discard',

  // The memory assistant (memory-writing §4, §9): gentle questions to write from, skippable.
  assistantTitle: 'Memory assistant',
  assistantText:
    "If it helps, here are some gentle questions to write from. You don't have to answer any of them, and you can stop whenever you need to.",
  assistantPrompts: [
    'Where were you? What could you see around you?',
    'How old were you, more or less?',
    'Who was there with you?',
    'What sounds, smells or textures do you remember?',
    'What happened just before, and just after?',
    'What did you feel in that moment?',
    "What did you need then that you didn't get?",
    'What did you tell yourself about what happened?',
    'Who, if anyone, did you turn to?',
    'What helped you get through it?',
    'How does this memory show up in your life today?',
    'What do you wish someone had said to you then?',
    'What would you like to say to your younger self?',
    'What would you like readers to understand?',
  ] as readonly string[],
  /** The button of one question: opens the memory text with the question shown above it. */
  assistantWrite: (prompt: string) => `Write about: ${prompt}`,
  assistantMore: (count: number) => (count === 1 ? 'Show 1 more question' : `Show ${count} more questions`),
  assistantHide: 'Hide the assistant',
  assistantPromptLabel: 'Writing from this question:',

  // Visitors (memory-writing §4, §6)
  visitorHint: 'Please sign in to write a memory. Nothing you see here is lost.',
  signIn: 'Sign in to write',

  // Saving (memory-writing §8)
  createSuccessTitle: 'Your Memory Added Successfully!',
  createSuccessText: 'Thank you! Your post has been added.',
  createFailedTitle: 'Memory Submission Failed',
  createFailedText: 'There was an error entering your post. Please try again later.',
  updateSuccessTitle: 'Post Updated Successfully',
  updateSuccessText: 'Your changes have been saved!',
  updateFailedTitle: 'Memory Update Failed',
  updateFailedText: 'There was an error updating your post. Please try again later.',
  /** Shown next to Post after a failed save (the failure toast keeps the spec's exact words). */
  savedKeptText: 'Everything you wrote is still here.',
  /** Next to Post after a failed save, until the next attempt (the toast carries the spec's words). */
  createFailedInline: 'Your memory was not posted yet. Please try again in a moment.',
  updateFailedInline: 'Your changes were not saved yet. Please try again in a moment.',
  /** The calm confirmation at the top after a save (the toast carries the spec's words). */
  createdInline: 'Your memory is posted.',
  updatedInline: 'Your changes are saved.',
  /** After a post: a link to read the memory (when the host gives `memoryHref`). */
  savedRead: 'Read your memory',
  savedWriteAnother: 'Write another memory',
};

/**
 * The memory editor's strings (see {@link memoryEditorMessages} for the defaults).
 *
 * @example
 * const overrides: Partial<MemoryEditorMessages> = { post: 'Share' };
 */
export type MemoryEditorMessages = typeof memoryEditorMessages;

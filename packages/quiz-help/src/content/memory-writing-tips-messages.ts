/**
 * Memory Writing Tips (memory-writing §1, §2, §5). Loaded with the content, not at first paint.
 * Overridable under the `quizHelp` namespace like every other string.
 */
export const memoryWritingTipsMessages = {
  memoryTipsIntro:
    'There is no right way to write a memory. These are gentle suggestions, not rules: take what helps and leave the rest.',
  memoryTipPaceTitle: 'Go at your own pace',
  memoryTipPaceText:
    'You do not have to write everything at once. A few sentences are enough. Pause whenever you need to, and notice how you feel as you write.',
  memoryTipChooseTitle: 'You choose what to share',
  memoryTipChooseText:
    'You decide how much detail to include and what stays private. You can leave things out, choose who can read your memory, or keep it only for yourself.',
  memoryTipPerspectivesTitle: 'Write from the child’s view and the adult’s view',
  memoryTipPerspectivesText:
    'You might describe what you saw, heard and felt as a child, in the words you had then. If it feels right, add what you understand now as an adult. Both views are true, and both matter.',
  memoryTipComeBackTitle: 'Write a little and come back',
  memoryTipComeBackText:
    'Your memory can grow over time. Start with one moment, and return to add more when you feel ready. You can edit what you wrote later.',
  memoryTipHappyTitle: 'Happy memories count too',
  memoryTipHappyText:
    'Moments of safety, kindness, play or comfort are part of your story as well. Writing them down can be a gentle place to begin, or a place to rest.',
  memoryTipWarningsTitle: 'Use content warnings',
  memoryTipWarningsText:
    'If your memory includes difficult themes, such as abuse, violence or self-harm, add content warnings. They let readers choose when they are ready to read it.',
  memoryTipOthersTitle: 'Avoid identifying others',
  memoryTipOthersText:
    'Leave out names, places, schools and other details that could identify someone. Describing people by their role, such as “my father” or “a teacher”, is enough.',
};

/** The keys and types of the Memory Writing Tips strings. */
export type MemoryWritingTipsMessages = typeof memoryWritingTipsMessages;

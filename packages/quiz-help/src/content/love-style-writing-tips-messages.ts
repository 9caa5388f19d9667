/**
 * Love Style Writing Tips. Love-style reflections focus on the writer, not partners
 * (memory-writing §5). Loaded with the content, not at first paint.
 */
export const loveStyleWritingTipsMessages = {
  loveStyleTipsIntro:
    'Love-style reflections are about you: how you tend to feel, think and act in close relationships, and how that may connect to what you lived through as a child. They are not a place to describe or judge a partner.',
  loveStyleTipPatternsTitle: 'Notice patterns in yourself',
  loveStyleTipPatternsText:
    'You might notice what you do when you feel close to someone, when you feel hurt, or when you feel left out. For example: “When someone goes quiet, I start to worry that I have done something wrong.”',
  loveStyleTipFocusTitle: 'Keep the focus on you',
  loveStyleTipFocusText:
    'Write about your own feelings, needs and reactions rather than what a partner or an ex did. Sentences that start with “I” can help.',
  loveStyleTipCompassionTitle: 'Meet yourself with compassion',
  loveStyleTipCompassionText:
    'The ways you learned to protect yourself made sense at the time. Try writing about them with the kindness you would offer a friend.',
  loveStyleTipNoBlameTitle: 'No blame, for you or anyone else',
  loveStyleTipNoBlameText:
    'This is a space for understanding, not for blame. You do not need to decide who was right or wrong.',
  loveStyleTipNoDiagnosisTitle: 'Leave diagnoses aside',
  loveStyleTipNoDiagnosisText:
    'Please do not diagnose yourself or anyone else. Describing what happens and how it feels is enough: survivor love styles are for self-awareness, not diagnosis.',
  loveStyleTipConnectTitle: 'Connect past and present gently',
  loveStyleTipConnectText:
    'You might ask yourself: “Does this feeling seem familiar from when I was younger?” There is no need to find a complete answer.',
};

/** The keys and types of the Love Style Writing Tips strings. */
export type LoveStyleWritingTipsMessages = typeof loveStyleWritingTipsMessages;

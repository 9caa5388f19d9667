/**
 * Privacy & Control: the three privacy levels and what they mean (memory-writing §3), photos and
 * anonymity (§5), and the writer's control over posts and account. Loaded with the content.
 */
export const privacyAndControlMessages = {
  privacyIntro: 'You decide who can read what you write.',
  privacyLevelsHeading: 'Privacy levels',
  privacyPublicName: 'Public',
  privacyPublicText:
    'Visible publicly: anyone can read it, on this site and beyond it, for example through search engines or shared links.',
  privacyLinkName: 'Private with a link',
  privacyLinkText:
    'Only people who have the link can read it, for example a therapist or a friend you choose to share it with.',
  privacyOnlyMeName: 'Only me',
  privacyOnlyMeText: 'Only you can see it.',
  privacyLastUsed:
    'New memories start with the privacy level you used last time, so please check it before you post.',
  privacyPhotosHeading: 'Photos and anonymity',
  privacyPhotosText:
    'Photos reduce anonymity: a photo can make it easier for someone to recognise you, whatever the privacy level. Photos are always optional.',
  privacyControlHeading: 'You are in control',
  privacyControlText:
    'You can edit or delete your memories at any time, and you can delete your account from your account settings.',
  privacyQuizHeading: 'The quiz',
  privacyQuizText:
    'The quiz is anonymous. It keeps no long-term data, and your answers are deleted when you exit.',
};

/** The keys and types of the Privacy & Control strings. */
export type PrivacyAndControlMessages = typeof privacyAndControlMessages;

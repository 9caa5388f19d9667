/** Community Guidelines (memory-writing §2). Loaded with the content, not at first paint. */
export const communityGuidelinesMessages = {
  guidelinesIntro:
    'This community is a place where survivors can share and be heard. These guidelines help keep it kind and safe for everyone.',
  guidelineKindnessTitle: 'Be kind',
  guidelineKindnessText:
    'Respond to every memory with care and respect. There is a real person behind each post, sharing something that may have been hard to write.',
  guidelineNoAdviceTitle: 'Offer support, not advice',
  guidelineNoAdviceText:
    'Please do not give advice unless someone asks for it. Listening, empathy and a simple “me too” often mean the most.',
  guidelineNoJudgementTitle: 'No judgement, no comparing pain',
  guidelineNoJudgementText:
    'Every experience matters. Please do not judge how someone feels or reacts, and do not compare whose pain is greater.',
  guidelinePrivacyTitle: 'Respect privacy and anonymity',
  guidelinePrivacyText:
    'Do not try to find out who someone is, and do not share their story outside the community. Keep identifying details, yours and other people’s, out of posts and comments.',
  guidelineWarningsTitle: 'Use content warnings',
  guidelineWarningsText:
    'Add content warnings when a memory includes difficult themes, so that others can choose when they are ready to read it.',
  guidelineGraphicTitle: 'No graphic detail without a warning',
  guidelineGraphicText:
    'Describe hard experiences in a way that does not overwhelm readers. Graphic detail always needs a content warning first.',
  guidelineReportTitle: 'Report what feels unsafe',
  guidelineReportText:
    'If a post or a comment feels harmful or unsafe, or breaks these guidelines, please report it. Reporting helps keep the community safe.',
  guidelineModeratorsTitle: 'Moderators are here to help',
  guidelineModeratorsText:
    'Moderators review reports and may hide or remove content that breaks these guidelines. They cannot offer crisis support: if you need help urgently, please contact a crisis line.',
};

/** The keys and types of the Community Guidelines strings. */
export type CommunityGuidelinesMessages = typeof communityGuidelinesMessages;

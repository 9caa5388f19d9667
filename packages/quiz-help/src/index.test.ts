import { describe, expect, it } from 'vitest';

// Importing the whole entry is slow on a busy machine.
describe('@childhood-memories/quiz-help', { timeout: 30_000 }, () => {
  it('exports exactly its public API', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'CommunityGuidelines',
      'CommunityGuidelinesModal',
      'GroundingTip',
      'HELP_TILE_IDS',
      'HelpPanel',
      'LoveStyleWritingTips',
      'MemoryWritingSupportModal',
      'MemoryWritingTips',
      'PhotoGuidance',
      'PrivacyAndControl',
      'QUIZ_HELP_NAMESPACE',
      'QuizHelpPanel',
      'SafetyAndGrounding',
      'groundingTips',
      'quizHelpMessages',
    ]);
  });

  it('names the six help tiles in the order of the spec', async () => {
    const { HELP_TILE_IDS } = await import('./index.ts');
    expect(HELP_TILE_IDS).toEqual([
      'memoryWritingTips',
      'loveStyleWritingTips',
      'safetyAndGrounding',
      'communityGuidelines',
      'privacyAndControl',
      'crisisResources',
    ]);
  });

  it('reads its strings from the quizHelp namespace', async () => {
    const { QUIZ_HELP_NAMESPACE } = await import('./index.ts');
    expect(QUIZ_HELP_NAMESPACE).toBe('quizHelp');
  });
});

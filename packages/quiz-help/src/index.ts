import './styles.css';

export { CommunityGuidelines } from './CommunityGuidelines.tsx';
export { CommunityGuidelinesModal, type CommunityGuidelinesModalProps } from './CommunityGuidelinesModal.tsx';
export { HELP_TILE_IDS, type GroundingTipId, type HelpTileId } from './constants.ts';
export { groundingTips, type GroundingTipContent } from './grounding-tips.ts';
export { GroundingTip, type GroundingTipProps } from './GroundingTip.tsx';
export { HelpPanel, type HelpPanelProps, type HelpPanelVariant } from './HelpPanel.tsx';
export { LoveStyleWritingTips } from './LoveStyleWritingTips.tsx';
export {
  MemoryWritingSupportModal,
  type MemoryWritingSupportModalProps,
} from './MemoryWritingSupportModal.tsx';
export { MemoryWritingTips } from './MemoryWritingTips.tsx';
export {
  QUIZ_HELP_NAMESPACE,
  quizHelpMessages,
  type QuizHelpCoreMessages,
  type QuizHelpMessages,
} from './messages.ts';
export { PhotoGuidance } from './PhotoGuidance.tsx';
export { PrivacyAndControl } from './PrivacyAndControl.tsx';
export { QuizHelpPanel, type QuizHelpPanelProps } from './QuizHelpPanel.tsx';
export { SafetyAndGrounding } from './SafetyAndGrounding.tsx';
export type { HeadingLevel, HelpContentProps, HelpModalProps } from './types.ts';

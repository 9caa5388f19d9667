import { GROUNDING_TIP_IDS, type GroundingTipId } from './constants.ts';
import { quizHelpMessages, type QuizHelpCoreMessages } from './messages.ts';

/**
 * One short grounding tip: a title and a one-paragraph text.
 *
 * @example
 * const tip: GroundingTipContent = groundingTips[0];
 */
export interface GroundingTipContent {
  id: GroundingTipId;
  title: string;
  text: string;
}

type StringKey = {
  [K in keyof QuizHelpCoreMessages]: QuizHelpCoreMessages[K] extends string ? K : never;
}[keyof QuizHelpCoreMessages];

const GROUNDING_TIP_KEYS: Record<GroundingTipId, { title: StringKey; text: StringKey }> = {
  senses: { title: 'groundingSensesTitle', text: 'groundingSensesText' },
  breathing: { title: 'groundingBreathingTitle', text: 'groundingBreathingText' },
  feet: { title: 'groundingFeetTitle', text: 'groundingFeetText' },
  dateAndPlace: { title: 'groundingDateAndPlaceTitle', text: 'groundingDateAndPlaceText' },
  comfortObject: { title: 'groundingComfortObjectTitle', text: 'groundingComfortObjectText' },
  okToStop: { title: 'groundingOkToStopTitle', text: 'groundingOkToStopText' },
};

/** The grounding tips in order, read from a merged set of messages (so overrides apply). */
export function resolveGroundingTips(messages: QuizHelpCoreMessages): GroundingTipContent[] {
  return GROUNDING_TIP_IDS.map((id) => ({
    id,
    title: messages[GROUNDING_TIP_KEYS[id].title],
    text: messages[GROUNDING_TIP_KEYS[id].text],
  }));
}

/** `index` wrapped into the list, so any integer (a counter, a negative step) picks a tip. */
export function groundingTipPosition(index: number, count: number): number {
  const whole = Number.isFinite(index) ? Math.trunc(index) : 0;
  return ((whole % count) + count) % count;
}

/**
 * The short grounding tips with their default English text, in order: 5-4-3-2-1 senses, paced
 * breathing (in for 4, out for 6), feet on the floor, naming the date and place, a comforting
 * object, and that it is OK to stop. `GroundingTip` shows one of them (with overrides applied).
 *
 * @example
 * <GroundingTip index={step % groundingTips.length} />
 */
export const groundingTips: readonly GroundingTipContent[] = resolveGroundingTips(quizHelpMessages);

import type { CommunityGuidelinesMessages } from './content/community-guidelines-messages.ts';
import type { LoveStyleWritingTipsMessages } from './content/love-style-writing-tips-messages.ts';
import type { MemoryWritingTipsMessages } from './content/memory-writing-tips-messages.ts';
import type { PrivacyAndControlMessages } from './content/privacy-and-control-messages.ts';

/** The messages namespace of this package: `<WidgetsProvider messages={{ quizHelp: { … } }}>`. */
export const QUIZ_HELP_NAMESPACE = 'quizHelp';

/**
 * Default strings shown at first paint: the quiz panel, the help panel and its tiles, the two
 * modals, the grounding tips and the photo guidance. Spec strings are quoted word for word.
 * The long help texts (writing tips, love-style tips, community guidelines, privacy) have their
 * defaults next to their lazily loaded content; `QuizHelpMessages` covers every key.
 *
 * @example
 * <WidgetsProvider messages={{ quizHelp: { helpPanelTitle: 'Support' } }}>…</WidgetsProvider>
 */
export const quizHelpMessages = {
  // QuizHelpPanel (community-and-interaction §1, "Quiz help and safety content")
  quizHelpTitle: 'How the quiz works',
  quizHelpIntro:
    'The Survivor Love Styles quiz is a free, anonymous set of questions about your early life experiences and the patterns they may have left in your relationships.',
  quizAboutHeading: 'What to expect',
  quizDuration: 'Each experience category takes about 3-5 minutes.',
  quizNoRegistration: 'The first two parts need no registration.',
  quizSelfAwareness:
    'Your results describe survivor love styles. They are for self-awareness only, not diagnosis.',
  quizPrintResults: 'You can print your results or save them as a PDF.',
  quizPrivacyHeading: 'Your privacy',
  quizNoSavedProgress:
    'No progress is saved between sessions. If you leave part-way through, you can start again whenever you like.',
  quizNoLongTermData: 'We keep no long-term data: your answers are deleted when you exit.',
  quizCareHeading: 'Looking after yourself',
  quizTherapist: 'We recommend exploring your results with a therapist or another professional you trust.',
  quizVoluntary: 'Taking part is voluntary. You can pause or stop at any time.',
  quizStopIfTriggered:
    'If the questions bring up difficult feelings, please stop. You can come back later, or not at all.',
  quizOpenGrounding: 'Grounding techniques',
  quizOpenCrisis: 'Crisis resources',

  // HelpPanel and its tiles (community-and-interaction §2.5, memory-writing §2)
  helpPanelTitle: 'Need help?',
  helpPanelIntro:
    'Support and guidance, whenever you need it. Each topic opens in a window you can close at any time.',
  helpPanelIntroMemory:
    'Writing your memory? Memory Writing Tips can help you begin gently and go at your own pace.',
  helpPanelIntroRelationship:
    'Reflecting on your relationships? Love Style Writing Tips can help you keep the focus on yourself, with compassion.',
  helpTileSuggested: 'Suggested for this step',
  helpPanelCrisisPrompt: 'Need to talk to someone now?',
  helpPanelCrisisButton: 'Find a crisis line',
  memoryWritingTipsTitle: 'Memory Writing Tips',
  memoryWritingTipsDescription: 'Gentle ways to begin, to pace yourself and to share safely.',
  loveStyleWritingTipsTitle: 'Love Style Writing Tips',
  loveStyleWritingTipsDescription: 'Reflect on your own patterns in relationships, with compassion.',
  safetyAndGroundingTitle: 'Safety & Grounding',
  safetyAndGroundingDescription: 'Simple techniques to help you feel steady and present.',
  communityGuidelinesTitle: 'Community Guidelines',
  communityGuidelinesDescription: 'How we keep this community kind and safe for everyone.',
  privacyAndControlTitle: 'Privacy & Control',
  privacyAndControlDescription: 'Who can see what you write, and how you stay in control.',
  crisisResourcesTitle: 'Crisis Resources',
  crisisResourcesDescription: 'Phone and text lines, if you need to talk to someone now.',

  // CommunityGuidelinesModal and MemoryWritingSupportModal (memory-writing §2)
  viewGuidelines: 'View Guidelines',
  memoryWritingSupportTitle: 'Memory Writing Support',
  memoryWritingSupportDescription:
    'Writing about childhood can bring up strong feelings. Go gently: you can pause, keep what you have written and come back whenever you are ready.',
  needSupport: 'Need Support?',
  supportGroundingHeading: 'A moment for yourself',

  // Crisis lines within reach, inside longer content
  crisisDisclosurePrompt: 'If you feel unsafe or need to talk to someone now, a crisis line can help.',
  crisisDisclosureShow: 'Show crisis lines',
  crisisDisclosureHide: 'Hide crisis lines',

  // Safety & Grounding, and the short grounding tips
  groundingTipLabel: 'Grounding tip',
  groundingIntro:
    'Writing or reading about childhood can stir up strong feelings. That is a natural response, not a sign that something is wrong with you. If your heart races, your breathing changes, or you feel far away or numb, these techniques can help you come back to the present.',
  groundingTechniquesHeading: 'Grounding techniques',
  groundingSensesTitle: 'Notice five things around you',
  groundingSensesText:
    'Name 5 things you can see, 4 you can touch, 3 you can hear, 2 you can smell and 1 you can taste. Take your time with each one. This gently brings your attention back to the here and now.',
  groundingBreathingTitle: 'Breathe in for 4, out for 6',
  groundingBreathingText:
    'Breathe in slowly through your nose for a count of 4, then out through your mouth for a count of 6. A longer breath out helps your body slow down. Repeat a few times, at a pace that feels comfortable.',
  groundingFeetTitle: 'Feel your feet on the floor',
  groundingFeetText:
    'Press your feet gently into the floor and notice the ground holding you up. Feel the chair or the bed supporting your back. Let your body know where it is right now.',
  groundingDateAndPlaceTitle: 'Name the date and the place',
  groundingDateAndPlaceText:
    'Say quietly to yourself today’s date, where you are and how old you are now. The memory belongs to the past. You are an adult now, in the present.',
  groundingComfortObjectTitle: 'Hold something comforting',
  groundingComfortObjectText:
    'Hold something soothing: a soft blanket, a warm drink, a smooth stone, or stroke a pet. Notice its texture, its weight and its temperature.',
  groundingOkToStopTitle: 'It’s OK to stop',
  groundingOkToStopText:
    'You can stop writing or reading at any moment, for any reason. Step away and do something kind for yourself. You can come back later, or not at all. Stopping is a way of looking after yourself.',
  groundingPauseHeading: 'Signs it may be time to pause',
  groundingSignBody: 'Your heart is racing, or your breathing feels fast or tight.',
  groundingSignNumb: 'You feel numb, far away, or as if things are not quite real.',
  groundingSignYoung: 'You feel very young, small or frozen.',
  groundingSignOverwhelmed: 'Everything suddenly feels like too much.',
  groundingReachOut:
    'If you feel unsafe, or have thoughts of hurting yourself, please reach out now: to someone you trust, to your therapist, to a crisis line or to your local emergency number.',

  // Photo guidance (memory-writing §5)
  photoGuidanceTitle: 'Photo guidance',
  photoGuidanceIntro: 'Photos are optional. If you would like to add one, please keep to these points:',
  photoOnlyYouAsChild: 'Only photos of you as a child.',
  photoNoAdults: 'No adults in the photo.',
  photoOnePerson: 'No more than one person in the photo.',
  photoNoSexualAbuse:
    'No photos for memories of sexual abuse, and no photos at all if you plan to share such memories.',
  photoAvoid:
    'Avoid identifying details, vulnerable situations, sensitive contexts, documents, institutional settings, evidence of abuse and religious ceremonies.',
  photoAnonymity: 'Photos reduce anonymity: a photo can make it easier for someone to recognise you.',
  photoLimit: (max: number): string => `You can add up to ${max} photos.`,

  // Lazily loaded content
  contentLoadFailed: 'This content could not be loaded. Please check your connection and try again.',
  contentRetry: 'Try again',
};

/** The first-paint strings and their types. */
export type QuizHelpCoreMessages = typeof quizHelpMessages;

/**
 * Every string of the `quizHelp` namespace, including the long help texts. Pass a `Partial` of it
 * as a component's `messages` prop, or under `quizHelp` in `WidgetsProvider`'s `messages`.
 *
 * @example
 * const messages: Partial<QuizHelpMessages> = { viewGuidelines: 'Read the guidelines' };
 */
export type QuizHelpMessages = QuizHelpCoreMessages &
  MemoryWritingTipsMessages &
  LoveStyleWritingTipsMessages &
  CommunityGuidelinesMessages &
  PrivacyAndControlMessages;

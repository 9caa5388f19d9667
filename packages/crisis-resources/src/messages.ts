// A type alias, not an interface, so it satisfies `useMessages`' `Record<string, unknown>` bound.
/**
 * Every string the crisis-resources widgets show or announce. Override any of them with
 * `<WidgetsProvider messages={{ crisisResources: { … } }}>` or a widget's `messages` prop.
 *
 * @example
 * const french: Partial<CrisisResourcesMessages> = { title: 'Lignes d’écoute', call: (number) => `Appeler le ${number}` };
 */
export type CrisisResourcesMessages = {
  /** Heading of the panel: the spec's help tile name. */
  title: string;
  /** Always shown, above the lines. */
  emergency: string;
  /** Label of the country switch. */
  countryLabel: string;
  /** Accessible name of the list of lines. */
  linesLabel: (country: string) => string;
  /** Link text of a call line. */
  call: (number: string) => string;
  /** Link text of a text line. */
  text: (keyword: string, number: string) => string;
  /** Link text of a text line with no keyword. */
  textOnly: (number: string) => string;
  /** A host-provided age range. */
  ageRange: (range: string) => string;
  /** Title of a call line whose service no source names. */
  unnamedCall: string;
  /** Title of a text line whose service no source names. */
  unnamedText: string;
  /** The quick-exit button. */
  quickExit: string;
  /** How to leave with the keyboard, shown next to the quick-exit button. */
  quickExitHint: string;
};

/**
 * The default English strings of the `crisisResources` messages namespace.
 *
 * @example
 * <WidgetsProvider messages={{ crisisResources: { title: 'Need to talk to someone?' } }}>
 *   <CrisisResources />
 * </WidgetsProvider>
 */
export const crisisResourcesMessages: CrisisResourcesMessages = {
  title: 'Crisis Resources',
  emergency:
    'If you are in danger right now, please call your local emergency number. You deserve to be safe.',
  countryLabel: 'Country',
  linesLabel: (country) => `Support lines in ${country}`,
  call: (number) => `Call ${number}`,
  text: (keyword, number) => `Text ${keyword} to ${number}`,
  textOnly: (number) => `Text ${number}`,
  ageRange: (range) => `For ages ${range}`,
  unnamedCall: 'Support line',
  unnamedText: 'Text line',
  quickExit: 'Exit this page',
  quickExitHint: 'or press Shift 3 times',
};

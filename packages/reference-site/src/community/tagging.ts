/**
 * The tagging `routeAction` values of memory-writing §2 and the wizard question each opens (the
 * specification's category numbers, which are the wizard's `tab`): 1 Age, 2 Siblings, 3 Risk
 * Factors, 4 People's Actions, 5 Challenges, 6 Shocks, 7 Feelings, 8 Needs, 9 Thoughts,
 * 10 Changes, 11 School, 12 Health. The wizard asks People's Actions before Risk Factors, so on
 * the screen they are questions 3 and 4 (the README says it as the screen does). `bittersweet`
 * opens the list of questions. `privacy` is not here: it opens the privacy help on any page.
 */
export const TAGGING_ACTIONS: Readonly<Record<string, number | null>> = {
  age: 1,
  sibling: 2,
  emotionssafety: 3,
  peoplesactions: 4,
  chronic: 5,
  sudden: 6,
  feelings: 7,
  needs: 8,
  thoughts: 9,
  personality: 10,
  social: 11,
  step11: 11,
  health: 12,
  bittersweet: null,
};

/** Whether the address asks for the tagging wizard, and on which question. */
export function taggingRequest(params: URLSearchParams): { open: boolean; tab: string | null } {
  const action = params.get('routeAction');
  if (action !== null && Object.hasOwn(TAGGING_ACTIONS, action)) {
    const tab = TAGGING_ACTIONS[action];
    return { open: true, tab: params.get('tab') ?? (tab === null || tab === undefined ? null : String(tab)) };
  }
  return { open: params.get('openTagsModal') === 'true', tab: params.get('tab') };
}

/** The same address without the tagging request. */
export function withoutTagging(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('openTagsModal');
  next.delete('tab');
  const action = next.get('routeAction');
  if (action !== null && Object.hasOwn(TAGGING_ACTIONS, action)) next.delete('routeAction');
  return next;
}

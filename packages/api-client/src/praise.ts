/**
 * Praise labels as a backend keeps them: each must be one of the praise options (matched without
 * case or surrounding spaces) and is kept in the option's own words, once. Answers the labels, or
 * why they were refused (a 400's `detail`, naming the first label that is not an option).
 *
 * @example
 * canonicalPraiseLabels(['brave', ' Honest', 'Brave'], ['Brave', 'Honest', 'Kind']); // { labels: ['Brave', 'Honest'] }
 * canonicalPraiseLabels(['Lovely'], ['Brave']); // { problem: 'feedback: "Lovely" is not one of the praise options.' }
 */
export function canonicalPraiseLabels(
  labels: readonly string[],
  options: readonly string[],
):
  | { readonly labels: string[]; readonly problem?: undefined }
  | { readonly labels?: undefined; readonly problem: string } {
  const out: string[] = [];
  for (const label of labels) {
    const match = options.find((option) => option.toLowerCase() === label.trim().toLowerCase());
    if (match === undefined)
      return { problem: `feedback: "${label.trim()}" is not one of the praise options.` };
    if (!out.includes(match)) out.push(match);
  }
  return { labels: out };
}

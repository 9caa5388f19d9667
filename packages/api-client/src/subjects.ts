/**
 * Who a memory is about (memory-writing §5 "Subjects": trimmed, no duplicates): one rule for the
 * editor's chips, the client's payload, the shared schema, the reference server and the mocks.
 * Two subjects are the same person when they match trimmed and ignoring case ("Mum" and " mum").
 */

/**
 * The key two subjects are compared by: trimmed, lower case (locale-independent, so a server and
 * a browser agree).
 *
 * @example
 * subjectKey(' Mum '); // 'mum'
 */
export function subjectKey(subject: string): string {
  return subject.trim().toLowerCase();
}

/**
 * Subjects as a memory keeps them: trimmed, empty ones left out, and of two that are the same
 * person the first as it was written.
 *
 * @example
 * uniqueSubjects([' Dad ', 'Mum', 'dad', '']); // ['Dad', 'Mum']
 */
export function uniqueSubjects(subjects: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const subject of subjects) {
    const trimmed = subject.trim();
    const key = subjectKey(trimmed);
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(trimmed);
  }
  return out;
}

import {
  DESCRIPTION_MAX,
  PATTERN_TITLE_MAX,
  RELATIONSHIP_DESCRIPTION_MAX,
  TITLE_MAX,
} from '@childhood-memories/api-client';
import type { MemoryFormData } from './form-types.ts';

/** What is wrong with one field: nothing, empty where text is needed, or over its limit. */
export type FieldProblem = { kind: 'required' } | { kind: 'too_long'; max: number } | null;

/** The problem, if any, of each text field the editor validates (memory-writing §5). */
export interface MemoryFormProblems {
  title: FieldProblem;
  desc: FieldProblem;
  patternTitle: FieldProblem;
  relationship_description: FieldProblem;
}

function bounded(text: string, max: number): FieldProblem {
  return text.length > max ? { kind: 'too_long', max } : null;
}

/**
 * Whether a text can be confirmed in the description editor (Done/Save): non-empty after
 * trimming and within `max` characters.
 *
 * @example
 * const canConfirm = isConfirmableText(draft, DESCRIPTION_MAX);
 */
export function isConfirmableText(text: string, max: number): boolean {
  return text.trim() !== '' && text.length <= max;
}

/**
 * The limits of memory-writing §5: title ≤ 100, description ≤ 5000 and not blank, pattern
 * title ≤ 100, relationship description ≤ 5000 (not blank once the member has started it:
 * reflections are optional, but a reflection of only spaces is not sent as one).
 *
 * @example
 * const problems = validateMemoryForm(form);
 * if (problems.desc?.kind === 'too_long') showCounter();
 */
export function validateMemoryForm(form: MemoryFormData): MemoryFormProblems {
  return {
    title: bounded(form.title, TITLE_MAX),
    desc: form.desc.trim() === '' ? { kind: 'required' } : bounded(form.desc, DESCRIPTION_MAX),
    patternTitle: bounded(form.patternTitle, PATTERN_TITLE_MAX),
    relationship_description:
      form.relationship_description !== '' && form.relationship_description.trim() === ''
        ? { kind: 'required' }
        : bounded(form.relationship_description, RELATIONSHIP_DESCRIPTION_MAX),
  };
}

/**
 * Whether the Post button is enabled: never while saving or when the description is blank
 * (community §5), and not while any field is over its limit (nothing is cut off silently).
 *
 * @example
 * <Button disabled={!canPost(form, saving)}>Post</Button>
 */
export function canPost(form: MemoryFormData, saving: boolean): boolean {
  if (saving) return false;
  const problems = validateMemoryForm(form);
  return (
    problems.desc === null &&
    problems.title === null &&
    problems.patternTitle === null &&
    problems.relationship_description === null
  );
}

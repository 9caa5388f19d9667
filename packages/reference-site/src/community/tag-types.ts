import type { TagType } from '@childhood-memories/api-client';

/** The tag types a tag search accepts, with the wizard's names of their categories. */
export const TAG_TYPE_NAMES: Record<TagType, string> = {
  age_ranges: 'Age',
  sibling: 'Siblings',
  risk_factor: 'Risk Factors',
  person_involved: 'People',
  person_action: "People's Actions",
  chronic_adverse_events: 'Challenges',
  sudden_adverse_events: 'Shocks',
  feelings: 'Feelings',
  needs: 'Needs',
  thoughts: 'Thoughts',
  impacts: 'Impacts',
  childhood_effects_emotions: 'Changes',
  childhood_effects_social: 'School',
  childhood_effects_health: 'Health',
};

export function isTagType(value: string | undefined): value is TagType {
  return value !== undefined && Object.hasOwn(TAG_TYPE_NAMES, value);
}

/** A slug as words ('feeling-alone' → 'feeling alone'), for a title when the label is not known. */
export function slugWords(slug: string): string {
  return slug.replace(/[-_]+/g, ' ').trim();
}

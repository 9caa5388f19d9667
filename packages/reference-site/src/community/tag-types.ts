import {
  MemoryType,
  tagSearchOptionLists,
  tagSlug,
  UNTYPED_TAG_OPTION_LISTS,
  type TagType,
  type TagWizardClient,
} from '@childhood-memories/api-client';

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

/** Every memory type: a list asked by memory type may hold an option for one type only. */
const MEMORY_TYPES = [MemoryType.Happy, MemoryType.Bittersweet, MemoryType.Unhappy] as const;

/**
 * The tag's own label ('6-8', "Mother's partner") as the reference data words it, found by the
 * slug of its search address (`tagSlug(label)`, as the server finds the memories); null when no
 * option of that tag type has that slug. Rejects when a list could not be read. Never guessed
 * from the slug: '6-8' is not '6 8'.
 */
export async function tagLabelOf(
  client: Pick<TagWizardClient, 'listTagOptions'>,
  tagType: TagType,
  slug: string,
): Promise<string | null> {
  const wanted = slug.toLowerCase();
  const asks = tagSearchOptionLists(tagType).flatMap((list) =>
    UNTYPED_TAG_OPTION_LISTS.includes(list)
      ? [{ list, type: MemoryType.Unhappy }]
      : MEMORY_TYPES.map((type) => ({ list, type })),
  );
  const answers = await Promise.all(asks.map(({ list, type }) => client.listTagOptions(list, type)));
  return answers.flat().find((option) => tagSlug(option.label) === wanted)?.label ?? null;
}

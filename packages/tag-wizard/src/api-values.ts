import type { ApiError, MemoryType, OptionType, Privacy } from '@childhood-memories/api-client';

// The few api-client values the wizard needs at run time, copied from it. api-client ships as
// one built file whose zod schemas are top-level calls a bundler must keep, so one runtime
// import of it would add all of them (about 13 kB gzip) to the wizard. Types still come from
// api-client (erased at build); api-values.test.ts pins every value here to api-client's.

/** Memory type codes (memory-writing §3). */
export const MEMORY_TYPE = { Happy: 1, Bittersweet: 2, Unhappy: 3 } as const satisfies Record<
  string,
  MemoryType
>;

/** A memory without a type is treated as unhappy. */
export const DEFAULT_MEMORY_TYPE: MemoryType = MEMORY_TYPE.Unhappy;

/** Public, the specification's default privacy. */
export const DEFAULT_PRIVACY: Privacy = 0;

/** The status every save sends. */
export const MEMORY_STATUS = 1;

/** School option groups. */
export const OPTION_TYPE = {
  School: 'School',
  Adolescence: 'Adolescence',
  Other: 'Other',
} as const satisfies Record<string, OptionType>;

/** Maximum length of an 'Add more details' text (500). */
export const DETAILS_TEXT_MAX = 500;

/** The specification's maximum selections per list (memory-writing §5). */
export const TAG_SELECTION_MAX = {
  age_ranges: 1,
  sibling: 15,
  risk_factor: 15,
  person: 1,
  person_action: 15,
  chronic_adverse_events: 15,
  sudden_adverse_events: 10,
  feelings: 15,
  needs: 15,
  thoughts: 15,
  impacts: 15,
  childhood_effects_emotions: 15,
  childhood_effects_health: 15,
  childhood_effects_social: 15,
} as const;

/** At most 20 family members on a memory (ours). */
export const FAMILY_MEMBERS_MAX = 20;

/** A family member's name: at most 50 characters (ours). */
export const FAMILY_MEMBER_NAME_MAX = 50;

/** api-client's `isApiError`, by shape (an `ApiError` has name 'ApiError', a status and a code). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof Error &&
    value.name === 'ApiError' &&
    typeof (value as { status?: unknown }).status === 'number' &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}

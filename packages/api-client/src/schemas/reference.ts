import * as z from 'zod/mini';

import { OptionType, ReportType, type MemoryType } from '../constants.ts';
import type {
  ContentWarningOption,
  FeedbackOption,
  ReactionOptionInfo,
  ReportReason,
  TagOption,
} from '../types.ts';
import {
  idSchema,
  looseCountSchema,
  queryBooleanSchema,
  queryMemoryTypeSchema,
  reactionOptionSchema,
  type ApiSchema,
} from './common.ts';

const OPTION_TYPES: readonly string[] = Object.values(OptionType);

/** The text of an option that may come as `label`, `name` or `description`. */
function labelOf(option: {
  label?: string | undefined;
  name?: string | undefined;
  description?: string | undefined;
}) {
  return option.label ?? option.name ?? option.description ?? '';
}

function optionTypeOf(group: string | null): OptionType | null {
  if (group === null) return null;
  const match = OPTION_TYPES.find((type) => type.toLowerCase() === group.trim().toLowerCase());
  return (match as OptionType | undefined) ?? null;
}

const tagOptionDefinition = z.pipe(
  z
    .object({
      id: idSchema,
      label: z.optional(z.string()),
      name: z.optional(z.string()),
      description: z.optional(z.string()),
      group: z.optional(z.nullable(z.string())),
      options: z.optional(z.nullable(z.string())),
      ui_sort_order: looseCountSchema,
      optionType: z.optional(z.nullable(z.string())),
    })
    .check(
      z.refine(
        (option) => [option.label, option.name, option.description].some((text) => typeof text === 'string'),
        'an option needs a label, name or description',
      ),
    ),
  z.transform((option): TagOption => {
    const group = option.group ?? option.options ?? null;
    return {
      id: option.id,
      label: labelOf(option),
      group,
      ui_sort_order: option.ui_sort_order,
      optionType: optionTypeOf(option.optionType ?? group),
    };
  }),
);

/**
 * One reference-data option. The text may come as `label`, `name` or `description`, the group
 * as `group` or `options`; out comes one {@link TagOption} shape.
 *
 * @example
 * ```ts
 * tagOptionSchema.parse({ id: 1, description: 'Bullying', options: 'School', ui_sort_order: 2 });
 * // { id: 1, label: 'Bullying', group: 'School', ui_sort_order: 2, optionType: 'School' }
 * ```
 */
export const tagOptionSchema: ApiSchema<TagOption, z.input<typeof tagOptionDefinition>> = tagOptionDefinition;

const tagOptionListDefinition = z.array(tagOptionSchema);

/**
 * A list of reference-data options, as every tag list answers.
 *
 * @example
 * ```ts
 * const options = tagOptionListSchema.parse(json);
 * ```
 */
export const tagOptionListSchema: ApiSchema<
  TagOption[],
  z.input<typeof tagOptionListDefinition>
> = tagOptionListDefinition;

const tagListQueryDefinition = z.object({
  dis: queryBooleanSchema,
  ist: queryBooleanSchema,
});

/**
 * The query of the age and person lists: `dis=false&ist=true`.
 *
 * @example
 * ```ts
 * tagListQuerySchema.parse({ dis: 'false', ist: 'true' });
 * ```
 */
export const tagListQuerySchema: ApiSchema<
  { dis: boolean; ist: boolean },
  z.input<typeof tagListQueryDefinition>
> = tagListQueryDefinition;

const tagListByTypeQueryDefinition = z.object({
  dis: queryBooleanSchema,
  ist: queryBooleanSchema,
  mt: queryMemoryTypeSchema,
});

/**
 * The query of the per-memory-type tag lists: `dis=false&ist=true&mt=3`.
 *
 * @example
 * ```ts
 * tagListByTypeQuerySchema.parse({ dis: 'false', ist: 'true', mt: '3' });
 * ```
 */
export const tagListByTypeQuerySchema: ApiSchema<
  { dis: boolean; ist: boolean; mt: MemoryType },
  z.input<typeof tagListByTypeQueryDefinition>
> = tagListByTypeQueryDefinition;

const contentWarningOptionDefinition = z.pipe(
  z.object({
    id: idSchema,
    description: z.optional(z.string()),
    desc: z.optional(z.string()),
    ui_sort_order: looseCountSchema,
  }),
  z.transform((option): ContentWarningOption => ({
    id: option.id,
    description: option.description ?? option.desc ?? '',
    ui_sort_order: option.ui_sort_order,
  })),
);

/**
 * A content warning option; `desc` is accepted for `description`.
 *
 * @example
 * ```ts
 * contentWarningOptionSchema.parse({ id: 1, description: 'Violence', ui_sort_order: 1 });
 * ```
 */
export const contentWarningOptionSchema: ApiSchema<
  ContentWarningOption,
  z.input<typeof contentWarningOptionDefinition>
> = contentWarningOptionDefinition;

const contentWarningOptionListDefinition = z.pipe(
  z.array(contentWarningOptionSchema),
  z.transform((options: ContentWarningOption[]) =>
    [...options].sort((a, b) => a.ui_sort_order - b.ui_sort_order),
  ),
);

/**
 * The content warning options, sorted ascending by `ui_sort_order` (memory-writing §3).
 *
 * @example
 * ```ts
 * const options = contentWarningOptionListSchema.parse(json);
 * ```
 */
export const contentWarningOptionListSchema: ApiSchema<
  ContentWarningOption[],
  z.input<typeof contentWarningOptionListDefinition>
> = contentWarningOptionListDefinition;

const reactionOptionInfoDefinition = z.pipe(
  z.object({
    id: reactionOptionSchema,
    label: z.optional(z.string()),
    name: z.optional(z.string()),
    description: z.optional(z.string()),
    ui_sort_order: looseCountSchema,
  }),
  z.transform((option): ReactionOptionInfo => ({
    id: option.id,
    label: labelOf(option),
    ui_sort_order: option.ui_sort_order,
  })),
);

/**
 * A reaction option (1 to 6) with its label; `name` or `description` are accepted for `label`.
 *
 * @example
 * ```ts
 * reactionOptionInfoSchema.parse({ id: 6, label: 'Empathy', ui_sort_order: 6 });
 * ```
 */
export const reactionOptionInfoSchema: ApiSchema<
  ReactionOptionInfo,
  z.input<typeof reactionOptionInfoDefinition>
> = reactionOptionInfoDefinition;

const feedbackOptionDefinition = z.pipe(
  z.object({
    id: idSchema,
    label: z.optional(z.string()),
    name: z.optional(z.string()),
    description: z.optional(z.string()),
    ui_sort_order: looseCountSchema,
  }),
  z.transform((option): FeedbackOption => ({
    id: option.id,
    label: labelOf(option),
    ui_sort_order: option.ui_sort_order,
  })),
);

/**
 * A praise (feedback) option; `name` or `description` are accepted for `label`.
 *
 * @example
 * ```ts
 * feedbackOptionSchema.parse({ id: 1, label: 'Brave', ui_sort_order: 1 });
 * ```
 */
export const feedbackOptionSchema: ApiSchema<
  FeedbackOption,
  z.input<typeof feedbackOptionDefinition>
> = feedbackOptionDefinition;

const reportReasonDefinition = z.object({ id: idSchema, reason: z.string() });

/**
 * A report reason.
 *
 * @example
 * ```ts
 * reportReasonSchema.parse({ id: 4, reason: 'Other' });
 * ```
 */
export const reportReasonSchema: ApiSchema<
  ReportReason,
  z.input<typeof reportReasonDefinition>
> = reportReasonDefinition;

const reportReasonsQueryDefinition = z.object({
  type: z.pipe(
    z.enum([String(ReportType.Memory), String(ReportType.Comment)]),
    z.transform((value: string) => Number(value) as ReportType),
  ),
});

/**
 * `?type=1` (memory) or `?type=2` (comment) of the report reasons.
 *
 * @example
 * ```ts
 * reportReasonsQuerySchema.parse({ type: '2' }); // { type: 2 }
 * ```
 */
export const reportReasonsQuerySchema: ApiSchema<
  { type: ReportType },
  z.input<typeof reportReasonsQueryDefinition>
> = reportReasonsQueryDefinition;

const reactionOptionListDefinition = z.array(reactionOptionInfoSchema);

/**
 * The reaction options answer.
 *
 * @example
 * ```ts
 * const options = reactionOptionListSchema.parse(json);
 * ```
 */
export const reactionOptionListSchema: ApiSchema<
  ReactionOptionInfo[],
  z.input<typeof reactionOptionListDefinition>
> = reactionOptionListDefinition;

const feedbackOptionListDefinition = z.array(feedbackOptionSchema);

/**
 * The praise options answer.
 *
 * @example
 * ```ts
 * const options = feedbackOptionListSchema.parse(json);
 * ```
 */
export const feedbackOptionListSchema: ApiSchema<
  FeedbackOption[],
  z.input<typeof feedbackOptionListDefinition>
> = feedbackOptionListDefinition;

const reportReasonListDefinition = z.array(reportReasonSchema);

/**
 * The report reasons answer.
 *
 * @example
 * ```ts
 * const reasons = reportReasonListSchema.parse(json);
 * ```
 */
export const reportReasonListSchema: ApiSchema<
  ReportReason[],
  z.input<typeof reportReasonListDefinition>
> = reportReasonListDefinition;

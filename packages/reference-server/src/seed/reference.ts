import { sql } from 'drizzle-orm';

import {
  contentWarnings,
  feedbackOptions,
  reactionOptions,
  reportReasons,
  tagOptionsByList,
} from '@childhood-memories/api-client/reference-data';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/** The rows of `tag_options`, built from the canonical reference data. */
export function tagOptionRows(): (typeof schema.tagOptions.$inferInsert)[] {
  const rows: (typeof schema.tagOptions.$inferInsert)[] = [];
  for (const [category, options] of Object.entries(tagOptionsByList)) {
    for (const option of options) {
      rows.push({
        id: option.id,
        category,
        label: 'name' in option ? option.name : option.description,
        optionsGroup: option.options,
        optionType: 'optionType' in option ? option.optionType : null,
        uiSortOrder: option.ui_sort_order,
        memoryTypes: [...option.memory_types],
      });
    }
  }
  return rows;
}

/**
 * Writes the reference data idempotently: every row is inserted or brought up to date, so a
 * restart after a wording fix updates labels while memories keep their option ids.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db.transaction(async (tx) => {
    await tx
      .insert(schema.tagOptions)
      .values(tagOptionRows())
      .onConflictDoUpdate({
        target: schema.tagOptions.id,
        set: {
          category: excluded('category'),
          label: excluded('label'),
          optionsGroup: excluded('options_group'),
          optionType: excluded('option_type'),
          uiSortOrder: excluded('ui_sort_order'),
          memoryTypes: excluded('memory_types'),
        },
      });
    await tx
      .insert(schema.contentWarnings)
      .values(
        contentWarnings.map((w) => ({ id: w.id, description: w.description, uiSortOrder: w.ui_sort_order })),
      )
      .onConflictDoUpdate({
        target: schema.contentWarnings.id,
        set: { description: excluded('description'), uiSortOrder: excluded('ui_sort_order') },
      });
    await tx
      .insert(schema.reactionOptions)
      .values(
        reactionOptions.map((r) => ({
          id: r.id,
          key: r.key,
          label: r.label,
          emoji: r.emoji,
          uiSortOrder: r.ui_sort_order,
        })),
      )
      .onConflictDoUpdate({
        target: schema.reactionOptions.id,
        set: {
          key: excluded('key'),
          label: excluded('label'),
          emoji: excluded('emoji'),
          uiSortOrder: excluded('ui_sort_order'),
        },
      });
    await tx
      .insert(schema.feedbackOptions)
      .values(feedbackOptions.map((f) => ({ id: f.id, label: f.label, uiSortOrder: f.ui_sort_order })))
      .onConflictDoUpdate({
        target: schema.feedbackOptions.id,
        set: { label: excluded('label'), uiSortOrder: excluded('ui_sort_order') },
      });
    await tx
      .insert(schema.reportReasons)
      .values(reportReasons.map((r) => ({ id: r.id, type: r.type, reason: r.reason, isOther: r.is_other })))
      .onConflictDoUpdate({
        target: schema.reportReasons.id,
        set: { type: excluded('type'), reason: excluded('reason'), isOther: excluded('is_other') },
      });
  });
}

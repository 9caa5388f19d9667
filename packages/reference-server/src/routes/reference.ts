import { TAG_OPTION_ENDPOINTS, type EndpointKey } from '@childhood-memories/api-client';
import { asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';

import type { AppEnv } from '../context.ts';
import {
  contentWarnings,
  feedbackOptions,
  reactionOptions,
  reportReasons,
  tagOptions,
} from '../db/schema.ts';
import { route } from './define.ts';

/**
 * Which reference category each tag-list endpoint serves: the option lists as api-client's
 * `TAG_OPTION_ENDPOINTS` names them, and the persons a search filters by.
 */
const TAG_LIST_ENDPOINTS: [EndpointKey, string][] = [
  ...Object.entries(TAG_OPTION_ENDPOINTS).map(([list, key]): [EndpointKey, string] => [key, list]),
  ['listPersonsInvolved', 'person'],
];

/** Categories whose rows are answered with `name` (the spec's age ranges and persons), the rest with `description`. */
const NAMED = new Set(['age_ranges', 'person']);

export function registerReferenceRoutes(app: Hono<AppEnv>): void {
  for (const [key, category] of TAG_LIST_ENDPOINTS) {
    route(app, key, async (c, { query }) => {
      const rows = await c
        .get('deps')
        .db.select()
        .from(tagOptions)
        .where(eq(tagOptions.category, category))
        .orderBy(asc(tagOptions.uiSortOrder), asc(tagOptions.id));
      // `mt` (memory type) narrows the list to the options offered for that type.
      const mt = query && 'mt' in query ? query.mt : undefined;
      return rows
        .filter((row) => mt === undefined || row.memoryTypes.includes(mt))
        .map((row) => ({
          id: row.id,
          ...(NAMED.has(category) ? { name: row.label } : { description: row.label }),
          options: row.optionsGroup,
          ui_sort_order: row.uiSortOrder,
          ...(row.optionType ? { optionType: row.optionType } : {}),
        }));
    });
  }

  route(app, 'listContentWarnings', async (c) => {
    const rows = await c
      .get('deps')
      .db.select()
      .from(contentWarnings)
      .orderBy(asc(contentWarnings.uiSortOrder));
    return rows.map((row) => ({ id: row.id, description: row.description, ui_sort_order: row.uiSortOrder }));
  });

  route(app, 'listReactionOptions', async (c) => {
    const rows = await c
      .get('deps')
      .db.select()
      .from(reactionOptions)
      .orderBy(asc(reactionOptions.uiSortOrder));
    return rows.map((row) => ({
      id: row.id,
      key: row.key,
      label: row.label,
      emoji: row.emoji,
      ui_sort_order: row.uiSortOrder,
    }));
  });

  route(app, 'listFeedbackOptions', async (c) => {
    const rows = await c
      .get('deps')
      .db.select()
      .from(feedbackOptions)
      .orderBy(asc(feedbackOptions.uiSortOrder));
    return rows.map((row) => ({ id: row.id, label: row.label, ui_sort_order: row.uiSortOrder }));
  });

  route(app, 'listReportReasons', async (c, { query }) => {
    const rows = await c
      .get('deps')
      .db.select()
      .from(reportReasons)
      .where(eq(reportReasons.type, query.type))
      .orderBy(asc(reportReasons.id));
    return rows.map((row) => ({ id: row.id, reason: row.reason }));
  });
}

import type { Hono } from 'hono';

import type { AppEnv } from '../context.ts';
import { registerStatusRoutes } from './interaction/status.ts';
import { registerResonanceRoutes } from './interaction/resonance.ts';
import { registerFeedbackRoutes } from './interaction/feedback.ts';
import { registerCommentRoutes } from './interaction/comments.ts';
import { registerEmpathyRoutes } from './interaction/empathy.ts';
import { registerSaveAndVoteRoutes } from './interaction/saves-and-votes.ts';
import { registerReactionRoutes } from './interaction/reactions.ts';
import { registerReportRoutes } from './interaction/reports.ts';

/** The interaction routes (community §7), one module per resource under `interaction/`. */
export function registerInteractionRoutes(app: Hono<AppEnv>): void {
  registerStatusRoutes(app);
  registerResonanceRoutes(app);
  registerFeedbackRoutes(app);
  registerCommentRoutes(app);
  registerEmpathyRoutes(app);
  registerSaveAndVoteRoutes(app);
  registerReactionRoutes(app);
  registerReportRoutes(app);
}

import { type EndpointKey, endpoints } from '@childhood-memories/api-client';
import type { Hono } from 'hono';

import type { AppEnv } from '../context.ts';
import { registerDocsRoute } from '../docs.ts';
import { registerOpenApiRoute } from '../openapi.ts';
import { registerAccountRoutes } from './account.ts';
import { registered } from './define.ts';
import { registerInteractionRoutes } from './interaction.ts';
import { registerMemoryRoutes } from './memories.ts';
import { registerModerationRoutes } from './moderation.ts';
import { registerNotificationRoutes } from './notifications.ts';
import { registerReferenceRoutes } from './reference.ts';

/** Registers every endpoint of the api-client table, and fails loudly if one has no handler. */
export function registerRoutes(app: Hono<AppEnv>): void {
  registerReferenceRoutes(app);
  registerMemoryRoutes(app);
  registerInteractionRoutes(app);
  registerNotificationRoutes(app);
  registerAccountRoutes(app);
  registerModerationRoutes(app);
  registerOpenApiRoute(app);
  registerDocsRoute(app);
  const missing = (Object.keys(endpoints) as EndpointKey[]).filter((key) => !registered.has(key));
  if (missing.length > 0) throw new Error(`reference server: no handler for ${missing.join(', ')}`);
}

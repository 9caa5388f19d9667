/*
 * The OpenAPI document a partner builds their own backend from, linted by Redocly's OpenAPI
 * linter (the engine of `redocly lint`) with its recommended rules, but one: every error and every
 * warning fails.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';

import { buildOpenApiDocument } from './openapi.ts';

async function problems(document: unknown) {
  const config = await createConfig({
    extends: ['recommended'],
    // The documented API's paths end in a slash (`/memories/memories-list/`): kept as documented.
    rules: { 'no-path-trailing-slash': 'off' },
  });
  return lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
}

describe('/openapi.json', () => {
  it('passes the OpenAPI linter with its recommended rules', async () => {
    const found = await problems(buildOpenApiDocument());
    const errors = found
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
    const warnings = found
      .filter((problem) => problem.severity === 'warn')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`);
    expect(warnings).toEqual([]);
  });

  it('fails a document that breaks the specification', async () => {
    const broken = { ...buildOpenApiDocument(), info: undefined };
    const found = await problems(broken);
    expect(found.some((problem) => problem.severity === 'error')).toBe(true);
  });
});

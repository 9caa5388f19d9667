import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { endpointSchemas } from './endpoint-schemas.ts';
import { endpoints, type EndpointKey } from './endpoints.ts';

const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');

interface ReadmeRow {
  key: string;
  method: string;
  path: string;
  input: string;
  auth: string;
  credentials: string;
  success: string;
  source: string;
}

function endpointRows(): ReadmeRow[] {
  const start = readme.indexOf('<!-- endpoints:start -->');
  const end = readme.indexOf('<!-- endpoints:end -->');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  const lines = readme
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|'));
  // The header and the separator line come first.
  return lines.slice(2).map((line) => {
    const cells = line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    const [
      key = '',
      method = '',
      path = '',
      input = '',
      auth = '',
      credentials = '',
      success = '',
      source = '',
    ] = cells;
    const code = (cell: string) => cell.replace(/^`(.*)`$/, '$1');
    return { key: code(key), method, path: code(path), input, auth, credentials, success, source };
  });
}

function shapeKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | null)?.shape;
  return shape === undefined ? [] : Object.keys(shape);
}

describe("the README's endpoint table", () => {
  it('lists exactly the endpoints of the table, in the same order', () => {
    expect(endpointRows().map((row) => row.key)).toEqual(Object.keys(endpoints));
  });

  it.each(Object.keys(endpoints) as EndpointKey[])(
    '%s: method, path, auth, credentials, success status and source match the table',
    (key) => {
      const row = endpointRows().find((candidate) => candidate.key === key);
      const endpoint = endpoints[key];
      expect(row && { ...row, input: undefined }).toEqual({
        key,
        method: endpoint.method,
        path: endpoint.path,
        input: undefined,
        auth: endpoint.auth,
        credentials: endpoint.credentials ? 'yes' : 'no',
        success: String(endpoint.success),
        source: endpoint.source,
      });
    },
  );

  it.each(Object.keys(endpoints) as EndpointKey[])('%s: names every query and body field it sends', (key) => {
    const row = endpointRows().find((candidate) => candidate.key === key);
    const { query, body } = endpointSchemas[key];
    const fields = [
      ...shapeKeys(query),
      ...(row?.input.includes('MemorySavePayload') ? [] : shapeKeys(body)),
    ];
    for (const field of fields) expect(row?.input, `${key} ${field}`).toContain(`\`${field}\``);
    if (fields.length === 0 && key !== 'uploadPhoto' && !row?.input.includes('MemorySavePayload')) {
      expect(row?.input).toBe('—');
    }
  });
});

/** What the mock's routes share: their context and types, reference-data rows, path parameters, and the ETag answer of a poll. */
import type { ReactionOption } from '@childhood-memories/api-client';
import { type endpointSchemas, type EndpointAnswer, type EndpointKey } from '@childhood-memories/api-client';
import { HttpResponse } from 'msw';
import { mockError } from './backend-errors.ts';
import { type InMemoryBackend } from './backend.ts';
import { type MockMember } from './fixtures/members.ts';
import {
  reportReasons,
  type ReferenceMemoryType,
  type ReferenceNamedOption,
  type ReferenceOption,
} from '@childhood-memories/api-client/reference-data';
import type * as z from 'zod/mini';

type Schemas<K extends EndpointKey> = (typeof endpointSchemas)[K];
type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** The raw answer body of an endpoint (api-client's `EndpointAnswer`, which the server is checked against too). */
export type { EndpointAnswer };

/** The parsed query of an endpoint (undefined when it takes none). */
export type EndpointQuery<K extends EndpointKey> = Parsed<Schemas<K>['query']>;

/** The parsed JSON body of an endpoint (undefined when it takes none). */
export type EndpointBody<K extends EndpointKey> = Parsed<Schemas<K>['body']>;

export interface RouteContext<K extends EndpointKey> {
  readonly backend: InMemoryBackend;
  readonly viewer: MockMember | null;
  /** The Bearer token the call came with (null without one). */
  readonly token: string | null;
  readonly query: EndpointQuery<K>;
  readonly body: EndpointBody<K>;
  readonly params: Readonly<Record<string, string>>;
  readonly request: Request;
}

/** A route answers with the raw body (sent with the endpoint's success status) or a full Response. */
export type Route<K extends EndpointKey> = (
  context: RouteContext<K>,
) => EndpointAnswer<K> | Response | Promise<EndpointAnswer<K> | Response>;

export function byMemoryType<T extends { readonly memory_types: readonly ReferenceMemoryType[] }>(
  rows: readonly T[],
  memoryType: number,
): Omit<T, 'memory_types'>[] {
  return rows
    .filter((row) => row.memory_types.includes(memoryType as ReferenceMemoryType))
    .map((row) => withoutMemoryTypes(row));
}

export function withoutMemoryTypes<T extends { readonly memory_types: readonly ReferenceMemoryType[] }>(
  row: T,
): Omit<T, 'memory_types'> {
  const { memory_types: _memoryTypes, ...rest } = row;
  return rest;
}

export function namedRows(rows: readonly ReferenceNamedOption[]) {
  return rows.map((row) => withoutMemoryTypes(row));
}

export function describedRows(rows: readonly ReferenceOption[], memoryType: number) {
  return byMemoryType(rows, memoryType);
}

export function idParam(params: Readonly<Record<string, string>>, name: string): number {
  const value = params[name] ?? '';
  if (!/^[1-9]\d*$/.test(value)) throw mockError('notFound');
  return Number(value);
}

export function textParam(params: Readonly<Record<string, string>>, name: string): string {
  return params[name] ?? '';
}

export function reactionOption(value: unknown): ReactionOption {
  if (value === 1 || value === 2 || value === 3 || value === 4 || value === 5 || value === 6) return value;
  throw mockError('invalidRequest', 'Please choose one of the six reactions.');
}

export const REPORT_REASONS_BY_ID = new Map(reportReasons.map((reason) => [reason.id, reason]));

/**
 * A notification answer for a poll: 304 while `If-None-Match` names the current ETag, else the
 * answer with it (as the server: `Cache-Control: private, no-cache`).
 */
export function conditional(request: Request, etag: string, answer: () => unknown): Response {
  const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
  const match = request.headers.get('If-None-Match');
  if (match !== null && match.split(',').some((tag) => tag.trim() === etag)) {
    return new HttpResponse(null, { status: 304, headers });
  }
  return HttpResponse.json(answer() as never, { headers });
}

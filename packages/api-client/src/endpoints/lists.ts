import type { EndpointDefinition } from './definition.ts';

/** The endpoints of one part of the API: feed, lists and search (see `endpoints`). */
export const listEndpoints = {
  getFeed: {
    method: 'GET',
    path: '/memories/api/v1/feed/',
    auth: 'optional',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'Fetch the feed',
  },
  listMemories: {
    method: 'GET',
    path: '/memories/api/v1/memories/',
    auth: 'optional',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List memories',
  },
  searchByHashtag: {
    method: 'GET',
    path: '/memories/api/v1/search/hashtag/{tag}/',
    auth: 'optional',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'Search memories by hashtag',
  },
  searchByTag: {
    method: 'GET',
    path: '/memories/api/v1/search/tag/{tag_type}/{slug}/',
    auth: 'optional',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'Search memories by tag',
  },
  searchByUser: {
    method: 'GET',
    path: '/memories/api/v1/search/user/{username}/',
    auth: 'optional',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: "Search a member's memories",
  },
} as const satisfies Record<string, EndpointDefinition>;

import { describe, expect, it } from 'vitest';

import { buildPath, endpoints, type EndpointKey } from './endpoints.ts';

const keys = Object.keys(endpoints) as EndpointKey[];

describe('buildPath', () => {
  it('fills each parameter of the template', () => {
    expect(buildPath('/memories/api/v1/memories/{hashId}/get-details', { hashId: 'h4sh1d' })).toBe(
      '/memories/api/v1/memories/h4sh1d/get-details',
    );
    expect(
      buildPath('/memories/api/v1/search/tag/{tag_type}/{slug}/', { tag_type: 'feelings', slug: 'safe' }),
    ).toBe('/memories/api/v1/search/tag/feelings/safe/');
    expect(buildPath('/api/v1/comments/{id}/delete/', { id: 7 })).toBe('/api/v1/comments/7/delete/');
  });

  it('encodes user input so it can never change which path is called', () => {
    expect(buildPath('/memories/api/v1/search/hashtag/{tag}/', { tag: 'Summer Camp' })).toBe(
      '/memories/api/v1/search/hashtag/Summer%20Camp/',
    );
    expect(buildPath('/memories/api/v1/search/user/{username}/', { username: 'a/../../user/delete' })).toBe(
      '/memories/api/v1/search/user/a%2F..%2F..%2Fuser%2Fdelete/',
    );
    expect(buildPath('/memories/api/v1/search/hashtag/{tag}/', { tag: '?page=1#x&y' })).toBe(
      '/memories/api/v1/search/hashtag/%3Fpage%3D1%23x%26y/',
    );
    expect(buildPath('/memories/api/v1/search/hashtag/{tag}/', { tag: 'Été' })).toBe(
      '/memories/api/v1/search/hashtag/%C3%89t%C3%A9/',
    );
  });

  it('escapes a lone . or .. so a URL parser cannot climb out of the path', () => {
    expect(buildPath('/memories/api/v1/search/user/{username}/', { username: '..' })).toBe(
      '/memories/api/v1/search/user/%2E%2E/',
    );
    expect(buildPath('/memories/api/v1/search/user/{username}/', { username: '.' })).toBe(
      '/memories/api/v1/search/user/%2E/',
    );
  });

  it('refuses a missing or empty parameter', () => {
    expect(() => buildPath('/api/v1/comments/{id}/delete/', { id: '' })).toThrow(TypeError);
    expect(() => buildPath('/api/v1/comments/{id}/delete/', {} as { id: number })).toThrow(
      'the path parameter "id" of /api/v1/comments/{id}/delete/ is missing',
    );
  });

  it('leaves a template without parameters as it is', () => {
    expect(buildPath('/user/me', {})).toBe('/user/me');
  });
});

describe('the endpoint table', () => {
  it("lists exactly the specification's documented calls, with their exact method and path", () => {
    const documented = Object.fromEntries(
      keys
        .filter((key) => endpoints[key].source === 'documented')
        .map((key) => [key, `${endpoints[key].method} ${endpoints[key].path}`]),
    );
    expect(documented).toEqual({
      // memory-writing §7
      autocompleteHashtags: 'GET /memories/api/v1/autocomplete',
      createMemory: 'POST /memories/memories-list/',
      updateMemory: 'PUT /memories/api/v1/memories/{hashId}/get-details',
      listAgeRanges: 'GET /memories/api/v1/age_ranges/',
      listPersons: 'GET /memories/api/v1/tags/person/list/',
      listPersonActions: 'GET /memories/api/v1/tags/actions/list/',
      uploadPhoto: 'POST /api/v1/image/upload-image/t/',
      deleteTempPhoto: 'GET /api/v1/image/upload-image/d/',
      listTempPhotos: 'GET /api/v1/image/temp-image-list/',
      // community-and-interaction §7, Interaction
      createResonance: 'GET /api/v1/resonance/new/',
      deleteResonance: 'GET /api/v1/resonance/delete/',
      createFeedback: 'POST /api/v1/feedback/new',
      updateFeedback: 'POST /api/v1/feedback/update',
      deleteFeedback: 'GET /api/v1/feedback/delete',
      createComment: 'POST /api/v1/comments/create/',
      createPrivateComment: 'POST /api/v1/comments/create/private/',
      deleteComment: 'POST /api/v1/comments/{id}/delete/',
      deletePrivateComment: 'GET /api/v1/comments/delete/private/',
      updatePrivateComment: 'POST /api/v1/comments/update/private/',
      updateComment: 'POST /api/v1/comments/{id}/update/',
      hideComment: 'GET /api/v1/interaction/comment/{id}/hide',
      createEmpathy: 'POST /api/v1/empathy/new/',
      deleteEmpathy: 'POST /api/v1/empathy/delete/',
      createTrauma: 'POST /api/v1/trauma/new/',
      deleteTrauma: 'POST /api/v1/trauma/delete/',
      createSave: 'POST /api/v1/save/new/',
      deleteSave: 'GET /api/v1/save/delete',
      createReaction: 'GET /api/v1/reaction/new-reaction/',
      updateReaction: 'GET /api/v1/reaction/update/',
      deleteReaction: 'GET /api/v1/reaction/delete/',
      sendReport: 'POST /guide/',
      // community-and-interaction §7, Account and session
      verifyPassword: 'POST /user/verify-password',
      deleteAccount: 'POST /user/delete/',
      changeEmail: 'POST /user-change-email',
      validateEmailChange: 'POST /user-change-email/validate/',
      changePassword: 'POST /password/change/validate/2',
      contactSupport: 'POST /contact-support',
      refreshToken: 'POST /refresh-token',
      verifyToken: 'POST /verify-token',
      setOnboardingStatus: 'PATCH /onboarding-status',
      logOut: 'POST /logout',
    });
  });

  it('sends credentials exactly for photo upload, photo delete, the temporary photo list and logout', () => {
    expect(keys.filter((key) => endpoints[key].credentials).sort()).toEqual([
      'deleteTempPhoto',
      'listTempPhotos',
      'logOut',
      'uploadPhoto',
    ]);
  });

  it('expects 201 for a memory create and 202 for a memory update, as the specification says', () => {
    expect(endpoints.createMemory.success).toBe(201);
    expect(endpoints.updateMemory.success).toBe(202);
    expect(endpoints.verifyToken.success).toBe(200);
  });

  it('marks the calls the specification marks (auth) as needing a signed-in member', () => {
    const markedAuth: EndpointKey[] = [
      'createMemory',
      'createResonance',
      'deleteResonance',
      'createFeedback',
      'updateFeedback',
      'deleteFeedback',
      'createComment',
      'createPrivateComment',
      'createSave',
      'deleteSave',
      'verifyPassword',
      'deleteAccount',
      'changeEmail',
      'validateEmailChange',
      'changePassword',
      'contactSupport',
    ];
    for (const key of markedAuth) expect(endpoints[key].auth, key).toBe('required');
  });

  it('keeps the paths it chose in the style of the documented ones', () => {
    for (const key of keys.filter((candidate) => endpoints[candidate].source === 'ours')) {
      expect(endpoints[key].path, key).toMatch(/^\/(memories\/api\/v1\/|api\/v1\/|user\/)/);
    }
  });

  it('gives every endpoint one of the four success statuses and a summary', () => {
    for (const key of keys) {
      expect([200, 201, 202, 204], key).toContain(endpoints[key].success);
      expect(endpoints[key].summary.length, key).toBeGreaterThan(0);
    }
  });

  it('has no two endpoints with the same method and path', () => {
    const routes = keys.map((key) => `${endpoints[key].method} ${endpoints[key].path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

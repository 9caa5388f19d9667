import { describe, expect, it } from 'vitest';

import { allowedMethods, methodNotAllowed } from './methods.ts';

describe('methods an address takes', () => {
  it('lists the table’s methods for a path, HEAD with GET, none for an unknown path', () => {
    expect(allowedMethods('/api/v1/comments/7/delete/')).toEqual(['POST']);
    expect(allowedMethods('/memories/memories-list/')).toEqual(expect.arrayContaining(['POST']));
    expect(allowedMethods('/api/v1/notifications/unseen-count/')).toEqual(
      expect.arrayContaining(['GET', 'HEAD']),
    );
    expect(allowedMethods('/no/such/address/')).toEqual([]);
  });

  it('answers 405 with Allow for another method, and leaves taken methods and unknown paths alone', () => {
    expect(methodNotAllowed('/api/v1/comments/7/delete/', 'get')).toEqual({
      status: 405,
      allow: 'POST',
      body: {
        detail: 'This address does not take GET; it takes POST.',
        code: 'method_not_allowed',
      },
    });
    expect(methodNotAllowed('/api/v1/comments/7/delete/', 'POST')).toBeNull();
    expect(methodNotAllowed('/no/such/address/', 'GET')).toBeNull();
  });
});

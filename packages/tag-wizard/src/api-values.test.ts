import * as api from '@childhood-memories/api-client';
import { describe, expect, it } from 'vitest';

import * as local from './api-values.ts';

describe('the api-client values the wizard copies', () => {
  it('equal api-client’s', () => {
    expect(local.MEMORY_TYPE).toEqual(api.MemoryType);
    expect(local.DEFAULT_MEMORY_TYPE).toBe(api.DEFAULT_MEMORY_TYPE);
    expect(local.DEFAULT_PRIVACY).toBe(api.DEFAULT_PRIVACY);
    expect(local.MEMORY_STATUS).toBe(api.MEMORY_STATUS);
    expect(local.OPTION_TYPE).toEqual(api.OptionType);
    expect(local.DETAILS_TEXT_MAX).toBe(api.DETAILS_TEXT_MAX);
    expect(local.TAG_SELECTION_MAX).toEqual(api.TAG_SELECTION_MAX);
    expect(local.FAMILY_MEMBERS_MAX).toBe(api.FAMILY_MEMBERS_MAX);
    expect(local.FAMILY_MEMBER_NAME_MAX).toBe(api.FAMILY_MEMBER_NAME_MAX);
  });

  it('recognise an ApiError as api-client does', () => {
    const error = new api.ApiError('Try later', { status: 503, code: 'server_error' } as never);
    expect(local.isApiError(error)).toBe(api.isApiError(error));
    expect(local.isApiError(error)).toBe(true);
    expect(local.isApiError(new Error('x'))).toBe(false);
  });
});

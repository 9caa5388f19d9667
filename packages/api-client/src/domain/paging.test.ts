import { describe, expect, it } from 'vitest';

import { PAGE_SIZES, pageOf, pageWindow } from './paging.ts';

describe('paging', () => {
  it('pages memories by 10 and comments and notifications by 20', () => {
    expect(PAGE_SIZES).toEqual({
      memories: 10,
      comments: 20,
      meTooComments: 20,
      notifications: 20,
      groupedNotifications: 20,
      resonanceNotifications: 20,
    });
  });

  it('reads a missing or impossible page as the first', () => {
    expect(pageWindow('comments', undefined)).toEqual({ page: 1, limit: 20, offset: 0 });
    expect(pageWindow('comments', 0)).toEqual({ page: 1, limit: 20, offset: 0 });
    expect(pageWindow('memories', 3)).toEqual({ page: 3, limit: 10, offset: 20 });
  });

  it('walks a whole list to its end, each item once', () => {
    const items = Array.from({ length: 45 }, (_, index) => index);
    const pages = [1, 2, 3].map((page) => pageOf('notifications', items, page));
    expect(pages.map((page) => page.results.length)).toEqual([20, 20, 5]);
    expect(pages.flatMap((page) => page.results)).toEqual(items);
    expect(pages[0]).toMatchObject({ count: 45, total_pages: 3, page: 1 });
    expect(pageOf('notifications', items, 4).results).toEqual([]);
  });
});

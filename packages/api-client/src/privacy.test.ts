import { describe, expect, it } from 'vitest';

import { Privacy } from './constants.ts';
import {
  canReadMemoryByHashId,
  canReadMemoryByLink,
  isMemoryInFeed,
  isMemoryListed,
  memoryAudience,
} from './privacy.ts';

const memory = (privacy: Privacy, sensitive_topics: number[] = []) => ({ privacy, sensitive_topics });

describe('privacy rules', () => {
  it('lets anyone with the link read Public and Private-with-link memories, and only the owner Only me', () => {
    expect(canReadMemoryByLink(memory(Privacy.Public), false)).toBe(true);
    expect(canReadMemoryByLink(memory(Privacy.PrivateLink), false)).toBe(true);
    expect(canReadMemoryByLink(memory(Privacy.OnlyMe), false)).toBe(false);
    expect(canReadMemoryByLink(memory(Privacy.OnlyMe), true)).toBe(true);
  });

  it('lets others load only Public memories by hashId, and the owner every one of theirs', () => {
    expect(canReadMemoryByHashId(memory(Privacy.Public), false)).toBe(true);
    expect(canReadMemoryByHashId(memory(Privacy.PrivateLink), false)).toBe(false);
    expect(canReadMemoryByHashId(memory(Privacy.OnlyMe), false)).toBe(false);
    expect(canReadMemoryByHashId(memory(Privacy.PrivateLink), true)).toBe(true);
    expect(canReadMemoryByHashId(memory(Privacy.OnlyMe), true)).toBe(true);
  });

  it('lists only Public memories for others, and every one of their own for the owner', () => {
    expect(isMemoryListed(memory(Privacy.Public), false)).toBe(true);
    expect(isMemoryListed(memory(Privacy.PrivateLink), false)).toBe(false);
    expect(isMemoryListed(memory(Privacy.OnlyMe), false)).toBe(false);
    expect(isMemoryListed(memory(Privacy.PrivateLink), true)).toBe(true);
    expect(isMemoryListed(memory(Privacy.OnlyMe), true)).toBe(true);
  });

  it('leaves out a memory carrying a warning the viewer hides, unless it is theirs', () => {
    expect(isMemoryListed(memory(Privacy.Public, [2, 4]), false, [4])).toBe(false);
    expect(isMemoryListed(memory(Privacy.Public, [2]), false, [4])).toBe(true);
    expect(isMemoryListed(memory(Privacy.Public, [4]), true, [4])).toBe(true);
  });
});

describe('who a memory reaches', () => {
  const facts = (privacy: Privacy, posted = true, hidden = false) => ({
    privacy,
    posted,
    hidden,
    sensitive_topics: [],
  });

  it('is not posted yet before Post, whatever its privacy', () => {
    expect(memoryAudience(facts(Privacy.OnlyMe, false))).toBe('unposted');
    expect(memoryAudience(facts(Privacy.Public, false))).toBe('unposted');
  });

  it('is its writer alone when Only me or hidden by a moderator, a link when Private with a link, the community when Public', () => {
    expect(memoryAudience(facts(Privacy.OnlyMe))).toBe('only_me');
    expect(memoryAudience(facts(Privacy.Public, true, true))).toBe('only_me');
    expect(memoryAudience(facts(Privacy.PrivateLink, true, true))).toBe('only_me');
    expect(memoryAudience(facts(Privacy.PrivateLink))).toBe('link');
    expect(memoryAudience(facts(Privacy.Public))).toBe('community');
  });

  it('puts in the feed only what is shared with the community, the writer’s own too', () => {
    expect(isMemoryInFeed(facts(Privacy.Public), true)).toBe(true);
    expect(isMemoryInFeed(facts(Privacy.Public), false)).toBe(true);
    expect(isMemoryInFeed(facts(Privacy.OnlyMe, false), true)).toBe(false);
    expect(isMemoryInFeed(facts(Privacy.OnlyMe), true)).toBe(false);
    expect(isMemoryInFeed(facts(Privacy.PrivateLink), true)).toBe(false);
    expect(isMemoryInFeed(facts(Privacy.Public, true, true), true)).toBe(false);
    expect(isMemoryInFeed({ ...facts(Privacy.Public), sensitive_topics: [3] }, false, [3])).toBe(false);
  });
});

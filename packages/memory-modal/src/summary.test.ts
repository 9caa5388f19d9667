import { memorySchema, MemoryType, type Memory } from '@childhood-memories/api-client';
import { describe, expect, it } from 'vitest';

import { summarySections, tagProgress } from './summary.ts';

const tag = (tag_id: number, description: string) => ({
  tag_id,
  description,
  slug: null,
  memory_tag_id: tag_id,
});

/** A memory as received with one tag in each of the given lists. */
function memoryWith(
  type: MemoryType,
  lists: Record<string, { tag_id: number; description: string }[]>,
): Memory {
  return memorySchema.parse({
    hashId: 'h1',
    shareable_link: 'l1',
    created: '2026-01-02T10:00:00Z',
    author: { username: 'ada' },
    type,
    ...lists,
  });
}

const everyQuestion = {
  age_ranges: [tag(103, '6-8')],
  sibling: [tag(201, 'Only child')],
  risk_factor: [tag(601, 'Poverty')],
  chronic_adverse_events: [tag(701, 'Moving often')],
  feelings: [tag(901, 'Scared')],
  childhood_effects_social: [tag(1401, 'Hard to concentrate')],
  childhood_effects_health: [tag(1301, 'Trouble sleeping')],
};

describe('the tag summary reads the questions of api-client’s table', () => {
  it("lists the answered questions in the wizard's order, School (11) before Health (12)", () => {
    const sections = summarySections(memoryWith(MemoryType.Unhappy, everyQuestion));
    expect(sections.map((section) => [section.key, section.number])).toEqual([
      ['age', 1],
      ['siblings', 2],
      ['riskFactors', 3],
      ['challenges', 5],
      ['feelings', 7],
      ['school', 11],
      ['health', 12],
    ]);
    expect(tagProgress(memoryWith(MemoryType.Unhappy, everyQuestion))).toEqual({ answered: 7, total: 12 });
  });

  it('asks a happy memory ten questions: School and Health are neither shown nor counted', () => {
    const happy = memoryWith(MemoryType.Happy, everyQuestion);
    expect(summarySections(happy).map((section) => section.key)).not.toContain('school');
    expect(summarySections(happy).map((section) => section.key)).not.toContain('health');
    expect(tagProgress(happy)).toEqual({ answered: 5, total: 10 });
  });
});

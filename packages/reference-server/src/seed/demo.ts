import {
  emptySavePayload,
  Privacy,
  ReactionOption,
  type MemorySavePayload,
} from '@childhood-memories/api-client';
import { eq } from 'drizzle-orm';

import { hashPassword } from '../auth/passwords.ts';
import { randomToken } from '../auth/tokens.ts';
import type { AppDeps, Viewer } from '../context.ts';
import {
  comments,
  empathies,
  feedback,
  memories,
  memoryTags,
  reactions,
  resonances,
  users,
} from '../db/schema.ts';
import { createMemory } from '../memory-write.ts';
import { notifyOf } from '../notify.ts';
import { DEMO_MEMBERS } from './demo-members.mjs';

/** Every demo member's name starts with this, and every demo memory's title says it is a sample. */
export const DEMO_USERNAME_PREFIX = 'sample_';
export const DEMO_TITLE_PREFIX = '[Sample] ';

/** A demo member's username. */
type DemoUsername = (typeof DEMO_MEMBERS)[number]['username'];

function payload(
  partial: Partial<MemorySavePayload> & Pick<MemorySavePayload, 'type' | 'description' | 'title' | 'privacy'>,
): MemorySavePayload {
  return emptySavePayload({
    ...partial,
    title: `${DEMO_TITLE_PREFIX}${partial.title}`,
  });
}

/** The demo memories: every type (1 happy, 2 bittersweet, 3 unhappy) and every privacy (0, 2, 1). */
export const DEMO_MEMORIES: { author: DemoUsername; payload: MemorySavePayload }[] = [
  {
    author: 'sample_robin',
    payload: payload({
      type: 1,
      privacy: Privacy.Public,
      title: 'Pancakes on Saturday',
      description:
        'Every Saturday my grandmother let me flip the pancakes, even when half of them landed on the floor. She laughed and said the floor was hungry too. #grandmother #kitchen This is a sample memory written for the demo.',
      subjects: ['Grandmother'],
      age_ranges: [{ id: 103, name: '6-8' }],
      persons_actions: [
        {
          person_involved: { id: 305, description: 'Grandparent' },
          person_action: [
            { id: 502, description: 'Played with me' },
            { id: 510, description: 'Believed in me' },
          ],
        },
      ],
      feelings: [
        { id: 922, description: 'Happy' },
        { id: 921, description: 'Safe' },
      ],
      needs: [{ id: 1014, description: 'Play and fun' }],
      relationship_description:
        'I still feel calm when someone makes breakfast with me. I try to make space for play in my friendships.',
      pattern_title: 'Looking for warmth in small rituals',
    }),
  },
  {
    author: 'sample_sam',
    payload: payload({
      type: 3,
      privacy: Privacy.Public,
      title: 'The quiet house',
      description:
        'After my parents separated the house went very quiet. I learned to make my own dinner and not to ask questions. I told myself it was my fault. #separation #growingup This is a sample memory written for the demo.',
      subjects: ['Mother', 'Father'],
      sensitive_topics: [4],
      age_ranges: [{ id: 104, name: '9-12' }],
      risk_factor: [{ id: 602, description: 'Parental separation or divorce' }],
      persons_actions: [
        {
          person_involved: { id: 301, description: 'Mother' },
          person_action: [
            { id: 451, description: 'Left me alone for long periods' },
            { id: 441, description: 'Ignored my feelings' },
          ],
        },
      ],
      feelings: [
        { id: 904, description: 'Lonely' },
        { id: 906, description: 'Confused' },
      ],
      needs: [
        { id: 1003, description: 'Being heard' },
        { id: 1009, description: 'Stability' },
      ],
      thoughts: [{ id: 1101, description: 'It was my fault' }],
      childhood_effects_emotions: [{ id: 1202, description: 'More withdrawn' }],
      childhood_effects_social: [{ id: 1401, description: 'Hard to concentrate' }],
      childhood_effects_health: [{ id: 1302, description: 'Trouble sleeping' }],
      feelings_text: 'Mostly I remember the sound of the clock in the kitchen.',
      relationship_description:
        'I notice I go quiet when people I love are upset, instead of saying what I need.',
    }),
  },
  {
    author: 'sample_jo',
    payload: payload({
      type: 2,
      privacy: Privacy.Public,
      title: 'The coach who waited',
      description:
        'I was the slowest runner on the team and some kids laughed. Our coach waited at the finish line for me every single time. It still makes me a little sad and a little proud. #running This is a sample memory written for the demo.',
      subjects: ['Coach'],
      age_ranges: [{ id: 105, name: '13-15' }],
      risk_factor: [{ id: 609, description: 'Bullying' }],
      persons_actions: [
        {
          person_involved: { id: 310, description: 'Coach' },
          person_action: [
            { id: 506, description: 'Encouraged me' },
            { id: 513, description: 'Stood up for me' },
          ],
        },
      ],
      feelings: [
        { id: 902, description: 'Sad' },
        { id: 924, description: 'Proud' },
      ],
      relationship_description: 'I try to be the person who waits at the finish line for my friends.',
    }),
  },
  {
    author: 'sample_robin',
    payload: payload({
      type: 3,
      privacy: Privacy.PrivateLink,
      title: 'A letter I never sent',
      description:
        'This one is private with a link: I shared it with my therapist only. It is about the year we moved four times. This is a sample memory written for the demo.',
      risk_factor: [{ id: 608, description: 'Housing instability' }],
      chronic_adverse_events: [{ id: 712, description: 'Frequent moves' }],
      feelings: [{ id: 910, description: 'Anxious' }],
    }),
  },
  {
    author: 'sample_sam',
    payload: payload({
      type: 1,
      privacy: Privacy.OnlyMe,
      title: 'Only for me',
      description:
        'A memory kept for myself: the smell of rain on the way home from school. This is a sample memory written for the demo.',
      feelings: [{ id: 925, description: 'Calm' }],
    }),
  },
  {
    author: 'sample_jo',
    payload: payload({
      type: 2,
      privacy: Privacy.Public,
      title: 'Moving day',
      description:
        'We left the town where I was born when I was eight. I lost my best friend but found a library that felt like home. #moving #library This is a sample memory written for the demo.',
      age_ranges: [{ id: 103, name: '6-8' }],
      sudden_adverse_events: [{ id: 808, description: 'A sudden move or eviction' }],
      feelings: [
        { id: 902, description: 'Sad' },
        { id: 930, description: 'Hopeful' },
      ],
    }),
  },
];

/** A demo member's row: onboarded, marked as demo, and a moderator when the list says so. */
function demoUser(member: (typeof DEMO_MEMBERS)[number], passwordHash: string) {
  return {
    username: member.username,
    email: member.email,
    passwordHash,
    hasPassedOnboarding: true,
    isDemo: true,
    isModerator: member.moderator,
  };
}

/**
 * Seeds demo members and memories once (`SEED_DEMO=1`), with comments, empathy, reactions,
 * resonance and praise so the notification bell has something to show. Demo members log in
 * with `DEMO_PASSWORD` when it is set; otherwise with a random password nobody knows.
 */
export async function seedDemoContent(deps: AppDeps): Promise<boolean> {
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_MEMBERS[0].username));
  const password = process.env.DEMO_PASSWORD || randomToken(24);
  const passwordHash = await hashPassword(password, deps.config.scryptCost);
  if (existing) {
    // A demo database seeded before the demo moderator existed gains them (with today's password).
    await deps.db
      .insert(users)
      .values(
        DEMO_MEMBERS.filter((member) => member.moderator).map((member) => demoUser(member, passwordHash)),
      )
      .onConflictDoNothing();
    return false;
  }
  const viewers = new Map<string, Viewer>();
  for (const member of DEMO_MEMBERS) {
    const [row] = await deps.db
      .insert(users)
      .values(demoUser(member, passwordHash))
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) return false;
    viewers.set(member.username, { id: row.id, username: member.username, notificationsVersion: 0 });
  }
  const created: { id: number; authorId: number }[] = [];
  for (const memory of DEMO_MEMORIES) {
    const author = viewers.get(memory.author);
    if (!author) continue;
    const { id } = await createMemory(deps, author, memory.payload, undefined);
    await deps.db.update(memories).set({ isDemo: true }).where(eq(memories.id, id));
    created.push({ id, authorId: author.id });
  }
  const robin = viewers.get('sample_robin');
  const sam = viewers.get('sample_sam');
  const jo = viewers.get('sample_jo');
  const quietHouse = created[1];
  const pancakes = created[0];
  if (!robin || !sam || !jo || !quietHouse || !pancakes) return true;
  await deps.db.transaction(async (tx) => {
    const [comment] = await tx
      .insert(comments)
      .values({
        memoryId: quietHouse.id,
        userId: robin.id,
        content: 'Thank you for sharing this. The clock detail stayed with me. (Sample comment.)',
      })
      .returning({ id: comments.id });
    if (comment)
      await notifyOf(tx, {
        kind: 'comment',
        by: robin.id,
        memoryWriter: sam.id,
        memory: quietHouse.id,
        comment_id: comment.id,
      });
    await tx.insert(empathies).values({ userId: jo.id, memoryId: quietHouse.id });
    await notifyOf(tx, { kind: 'memoryEmpathy', by: jo.id, memoryWriter: sam.id, memory: quietHouse.id });
    await tx
      .insert(reactions)
      .values({ userId: jo.id, memoryId: pancakes.id, optionId: ReactionOption.Love });
    await notifyOf(tx, {
      kind: 'reaction',
      by: jo.id,
      memoryWriter: robin.id,
      memory: pancakes.id,
      option: ReactionOption.Love,
    });
    await tx
      .insert(feedback)
      .values({ userId: sam.id, memoryId: pancakes.id, labels: ['Well written', 'Hopeful'] });
    await notifyOf(tx, {
      kind: 'memoryPraise',
      by: sam.id,
      memoryWriter: robin.id,
      memory: pancakes.id,
      labels: ['Well written', 'Hopeful'],
    });
    const [tag] = await tx
      .select({ id: memoryTags.id })
      .from(memoryTags)
      .where(eq(memoryTags.memoryId, quietHouse.id))
      .limit(1);
    if (tag) {
      await tx.insert(resonances).values({ userId: robin.id, memoryTagId: tag.id, memoryId: quietHouse.id });
      await notifyOf(tx, {
        kind: 'resonance',
        by: robin.id,
        memoryWriter: sam.id,
        memory: quietHouse.id,
        memory_tag_id: tag.id,
      });
    }
  });
  return true;
}

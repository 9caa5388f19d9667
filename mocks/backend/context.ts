/** What a store of the mock backend reads of the rest: new ids and times, the notifications, members, and memories and comments as the privacy rules allow. */
import { type NotifyingWrite } from '@childhood-memories/api-client/domain';
import { type NotificationStore } from '../store/notifications.ts';
import { type MockMember } from '../fixtures/members.ts';
import { type MemberState, type StoredComment, type StoredMemory, type StoredTag } from './model.ts';

/** The shared core a store is given (the backend's, read at each call: a reset replaces the state). */
export interface StoreContext {
  /** A new id (one counter for every row). */
  id(): number;
  /** Now, by the backend's clock. */
  timestamp(): string;
  /** Which reset the state comes from, so an ETag never names two states across resets. */
  generation(): number;
  /** The members' notifications. */
  notifications(): NotificationStore;
  /** Records what a write notifies (the domain core's `notificationOf`), now. */
  notify(write: NotifyingWrite<string, string>): void;
  /** The signed-in member's state: 401 for a visitor or an ended session. */
  state(viewer: MockMember | null): MemberState;
  /** Whether the memory may appear in the viewer's lists. */
  isListed(viewer: MockMember | null, memory: StoredMemory): boolean;
  /** Whether the viewer may read the memory. */
  canSee(viewer: MockMember | null, memory: StoredMemory): boolean;
  /** A memory by shareable link the viewer may read; 404 otherwise. */
  memoryByLink(viewer: MockMember | null, link: string): StoredMemory;
  /** A comment the viewer may read; 404 otherwise. */
  comment(viewer: MockMember | null, id: number): StoredComment;
  /** Every stored memory. */
  memories(): readonly StoredMemory[];
  /** Every stored comment. */
  comments(): readonly StoredComment[];
  /** The tags of a memory with their labels. */
  memoryTags(memory: StoredMemory): StoredTag[];
}

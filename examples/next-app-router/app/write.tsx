'use client';

import { MemoryEditor } from '@childhood-memories/memory-editor';
import { useRouter } from 'next/navigation';

import { useSession } from './session';

const memoryPath = (shareableLink: string) => `/memory/${encodeURIComponent(shareableLink)}`;

/** The editor, with what it takes that a server component cannot pass: the callbacks. */
export function Write() {
  const router = useRouter();
  const member = useSession()?.user ?? null;
  return (
    <MemoryEditor
      mode="create"
      memberId={member?.username ?? null}
      memoryHref={(memory) => memoryPath(memory.shareable_link)}
      onSaved={(memory) => router.push(memoryPath(memory.shareable_link))}
      onRequireSignIn={() => document.getElementById('email')?.focus()}
    />
  );
}

'use client';

import type { Memory } from '@childhood-memories/api-client';
import { MemoryModal } from '@childhood-memories/memory-modal';
import { useRouter } from 'next/navigation';

import { useSession } from '../../session';

/** The memory in the modal, rendered where it stands (`inline`), so the server sends it. */
export function ReadMemory({ shareableLink, memory }: { shareableLink: string; memory: Memory | null }) {
  const router = useRouter();
  const member = useSession()?.user ?? null;
  return (
    <MemoryModal
      shareableLink={shareableLink}
      {...(memory === null ? {} : { memory })}
      inline
      defaultOpen
      onOpenChange={(open) => {
        if (!open) router.push('/');
      }}
      viewer={member === null ? null : { username: member.username }}
      memoryHref={(link) => `/memory/${encodeURIComponent(link)}`}
      onRequireSignIn={() => router.push('/#sign-in')}
    />
  );
}

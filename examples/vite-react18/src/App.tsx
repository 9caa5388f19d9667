import type { HttpClient } from '@childhood-memories/api-client';
import { CrisisResources, QuickExit } from '@childhood-memories/crisis-resources';
import { MemoryEditor } from '@childhood-memories/memory-editor';
import { MemoryModal } from '@childhood-memories/memory-modal';
import { NotificationsBell } from '@childhood-memories/notifications-bell';
import { WidgetsProvider } from '@childhood-memories/ui';
import { useState } from 'react';

import { useSession } from './session.ts';
import { SignIn } from './SignIn.tsx';

/**
 * The page: the quick exit and the bell in the header, the crisis lines, the host's sign-in, the
 * editor, and the memory modal for a memory just posted or a notification opened.
 */
export function App({ client }: { client: HttpClient }) {
  const member = useSession()?.user ?? null;
  // The memory being read, by its shareable link (your router would put it in the URL).
  const [reading, setReading] = useState<string | null>(null);

  return (
    <WidgetsProvider client={client} locale="en-GB">
      <header className="site-header">
        <QuickExit placement="inline" />
        <NotificationsBell
          signedIn={member !== null}
          align="end"
          onOpenNotification={(target) => setReading(target.shareableLink)}
        />
      </header>
      <main className="site-main">
        <h1>Write it down, gently</h1>
        <CrisisResources defaultCountry="GB" />
        {member === null ? (
          <SignIn client={client} />
        ) : (
          <p className="signed-in">Signed in as {member.username}.</p>
        )}
        <MemoryEditor
          mode="create"
          memberId={member?.username ?? null}
          onSaved={(memory) => setReading(memory.shareable_link)}
          onRequireSignIn={() => document.getElementById('email')?.focus()}
        />
        {reading !== null ? (
          <MemoryModal
            key={reading}
            shareableLink={reading}
            open
            onOpenChange={(open) => {
              if (!open) setReading(null);
            }}
            viewer={member === null ? null : { username: member.username }}
            onRequireSignIn={() => document.getElementById('email')?.focus()}
          />
        ) : null}
      </main>
    </WidgetsProvider>
  );
}

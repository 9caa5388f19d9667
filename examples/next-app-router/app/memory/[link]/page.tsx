import { createHttpClient, type Memory } from '@childhood-memories/api-client';

import { apiInternalUrl } from '../../api-url';
import { ReadMemory } from './read-memory';

/**
 * A memory's own page. The server reads the memory as a visitor would (a public memory), so the
 * first paint already shows it in the inline modal; a memory only its writer or a link holder can
 * read is loaded in the browser, with the member's token.
 */
export default async function MemoryPage({ params }: { params: Promise<{ link: string }> }) {
  const { link } = await params;
  const visitor = createHttpClient({ baseUrl: apiInternalUrl(), getAccessToken: () => null });
  const memory: Memory | null = await visitor.getMemoryByLink(link).catch(() => null);
  return (
    <main className="site-main">
      <ReadMemory shareableLink={link} memory={memory} />
    </main>
  );
}

import { CrisisResources } from '@childhood-memories/crisis-resources';
import { CommunityGuidelines, SafetyAndGrounding } from '@childhood-memories/quiz-help';

import { PageTitle } from '../shell/PageTitle.tsx';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Emotional safety guidelines',
  description:
    'Grounding exercises, crisis lines, community guidelines and how to look after yourself while you read and write here.',
});

export default function Safety() {
  return (
    <>
      <PageTitle>Safety</PageTitle>
      <div className="site-prose">
        <p className="site-lead">
          Looking after yourself matters more than anything you could write or read here.
        </p>
        <h2>Before, during and after</h2>
        <ul>
          <li>
            Taking part is voluntary. You never have to share anything, and you can leave at any moment.
          </li>
          <li>
            We recommend working with a therapist, especially when you explore painful memories. This
            community can sit beside professional support; it cannot replace it.
          </li>
          <li>
            If reading or writing starts to feel like too much, stop. Step away, breathe, and come back
            another day, or not at all.
          </li>
          <li>
            The Quick Exit button at the top of every page, or the Shift key pressed three times, leaves this
            site at once.
          </li>
        </ul>
        <h2>If someone else may see this device</h2>
        <ul>
          <li>
            After a quick exit, pressing Back shows the weather page again, not this site. When you come back
            on purpose, by typing the address or from a bookmark, the site opens as usual.
          </li>
          <li>
            Your browser still lists the pages you visited here in its history. A private (incognito) window
            keeps no history once you close it, and you can delete this site from your browser&rsquo;s history
            at any time.
          </li>
          <li>
            While you write, a draft is kept on this device so your words are never lost. On a shared or
            watched device, choose &lsquo;Don&rsquo;t keep drafts on this device&rsquo; under the memory you
            are writing.
          </li>
        </ul>
        <h2>Grounding</h2>
        <SafetyAndGrounding headingLevel={3} />
        <section id="crisis-lines" aria-label="Crisis lines" className="site-crisis">
          <CrisisResources headingLevel={2} />
        </section>
        <h2 id="community-guidelines">Community guidelines</h2>
        <CommunityGuidelines headingLevel={3} />
      </div>
    </>
  );
}

import { Button } from '@childhood-memories/ui';

import { useEditorContext } from './editor-context.ts';
import {
  LazyCommunityGuidelinesModal,
  LazyHelpModal,
  LazyMemoryWritingSupportModal,
} from './lazy-quiz-help.tsx';

/** The community guidelines, writing support, and the agreement with its two links. */
export function GuidanceLinks() {
  const { t, termsHref, privacyPolicyHref } = useEditorContext();
  return (
    <div className="cm-memory-editor-guidance-row">
      <LazyHelpModal
        modal={LazyCommunityGuidelinesModal}
        trigger={(props) => (
          <button type="button" className="cm-link cm-memory-editor-link" {...props}>
            {t.guidelinesLink}
          </button>
        )}
      />
      <LazyHelpModal
        modal={LazyMemoryWritingSupportModal}
        trigger={(props) => (
          <Button type="button" variant="ghost" size="sm" {...props}>
            {t.needSupport}
          </Button>
        )}
      />
      <p className="cm-memory-editor-hint">
        {t.agreement}{' '}
        <a
          href={termsHref}
          target="_blank"
          rel="noopener noreferrer"
          className="cm-link cm-memory-editor-link"
        >
          {t.termsLink}
          <span className="cm-visually-hidden"> {t.opensInNewTab}</span>
        </a>{' '}
        {t.and}{' '}
        <a
          href={privacyPolicyHref}
          target="_blank"
          rel="noopener noreferrer"
          className="cm-link cm-memory-editor-link"
        >
          {t.privacyPolicyLink}
          <span className="cm-visually-hidden"> {t.opensInNewTab}</span>
        </a>
      </p>
    </div>
  );
}

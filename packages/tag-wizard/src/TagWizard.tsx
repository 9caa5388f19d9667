import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { Dialog, WidgetRoot, WidgetsQueryProvider } from '@childhood-memories/ui';
import { useId, useState } from 'react';

import type { TagWizardProps } from './props.ts';
import { useWizardScope } from './use-wizard-flow.ts';
import { TagWizardContext } from './wizard-context.ts';
import { hasFooter, WizardBody, WizardFooter } from './WizardViews.tsx';

export type { TagWizardProps } from './props.ts';

/**
 * The modal 'Tag Your Childhood Trauma': a list of questions (each checked once answered) and a
 * view per question with search, checkboxes, a counter, 'Add more details' and 'Reset All'.
 * Every change is saved at once (created when the memory has no hashId yet, updated
 * afterwards), one request at a time, retried quietly until it goes through. Every question
 * can be skipped, and 'Take a break' closes the questions with a grounding tip.
 *
 * @example
 * ```tsx
 * <WidgetsProvider client={client}>
 *   <TagWizard memory={memory} open={open} onOpenChange={setOpen} initialTab={4} onSaved={refresh} />
 * </WidgetsProvider>
 * ```
 */
export function TagWizard(props: TagWizardProps) {
  return (
    <WidgetsQueryProvider>
      <TagWizardDialog {...props} />
    </WidgetsQueryProvider>
  );
}

/** The root: the open state, the scope every part reads, and the layout (a dialog, or inline). */
function TagWizardDialog(props: TagWizardProps) {
  const inline = props.presentation === 'inline';
  const [openState, setOpen] = useControllableState({
    prop: props.open,
    defaultProp: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
    caller: 'TagWizard',
  });
  const open = inline || openState;
  // After 'Close for now' the page itself says, calmly, that nothing was lost.
  const [closedForBreak, setClosedForBreak] = useState(false);
  const { scope, stayHere } = useWizardScope(props, open, () => {
    setClosedForBreak(true);
    setOpen(false);
  });
  const { t, view, memoryType } = scope;
  const titleId = useId();
  const footer = hasFooter({ view, memoryType }) ? <WizardFooter /> : null;

  const content = (
    <div
      className="cm-tag-wizard-body"
      data-view={view.kind}
      onKeyDownCapture={stayHere}
      onPointerDownCapture={stayHere}
    >
      <WizardBody />
    </div>
  );

  if (inline) {
    return (
      <TagWizardContext.Provider value={scope}>
        <WidgetRoot className="cm-tag-wizard cm-tag-wizard-inline">
          <section aria-labelledby={titleId} className="cm-tag-wizard-inline-section">
            <h2 id={titleId} className="cm-heading-title">
              {t.title}
            </h2>
            <p className="cm-tag-wizard-inline-description">{t.description}</p>
            {content}
            {footer !== null ? <div className="cm-tag-wizard-inline-footer">{footer}</div> : null}
          </section>
        </WidgetRoot>
      </TagWizardContext.Provider>
    );
  }

  // A `display: contents` root: the portalled dialog takes the host's `data-theme` from here.
  return (
    <TagWizardContext.Provider value={scope}>
      <WidgetRoot className="cm-tag-wizard-root">
        <Dialog
          open={open}
          onOpenChange={(next) => {
            if (next) setClosedForBreak(false);
            setOpen(next);
          }}
          trigger={props.trigger}
          title={t.title}
          description={t.description}
          closeLabel={t.close}
          width={660}
          initialFocusRef={scope.headingRef}
          className="cm-tag-wizard"
          footer={footer}
        >
          {content}
        </Dialog>
        <p role="status" className="cm-tag-wizard-break-note">
          {closedForBreak && !open ? t.breakClosedNote : ''}
        </p>
      </WidgetRoot>
    </TagWizardContext.Provider>
  );
}

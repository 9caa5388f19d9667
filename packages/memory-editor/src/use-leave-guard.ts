import { isQuickExiting } from '@childhood-memories/crisis-resources';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';

import type { MemoryEditorHandle } from './props.ts';

/** What {@link useLeaveGuard} gives the view: whether to ask 'Leave page?', and the answer. */
export interface LeaveGuard {
  asking: boolean;
  answer: (leave: boolean) => void;
}

/**
 * The guards against leaving with unsaved words (memory-writing §4): the browser's own leave
 * warning, and the host's in-app navigation guard on the editor's ref (`confirmNavigateAway`),
 * which asks 'Leave page?' through the returned state. A quick exit passes both at once.
 */
export function useLeaveGuard(ref: Ref<MemoryEditorHandle>, unsaved: boolean): LeaveGuard {
  const [request, setRequest] = useState<((leave: boolean) => void) | null>(null);
  const unsavedRef = useRef(unsaved);
  useEffect(() => {
    unsavedRef.current = unsaved;
  });

  useImperativeHandle(
    ref,
    () => ({
      hasUnsavedChanges: () => unsavedRef.current,
      confirmNavigateAway: () => {
        if (!unsavedRef.current || isQuickExiting()) return Promise.resolve(true);
        return new Promise<boolean>((resolve) => setRequest(() => resolve));
      },
    }),
    [],
  );

  // The browser's own leave warning while there are unsaved changes (never during a quick exit).
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isQuickExiting()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  return {
    asking: request !== null,
    answer: (leave) => {
      request?.(leave);
      setRequest(null);
    },
  };
}

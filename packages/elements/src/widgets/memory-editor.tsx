import { createHttpClient } from '@childhood-memories/api-client';
import crisisCss from '@childhood-memories/crisis-resources/styles.css';
import {
  MemoryEditor,
  type MemoryEditorHandle,
  type MemoryEditorProps,
} from '@childhood-memories/memory-editor';
import editorCss from '@childhood-memories/memory-editor/styles.css';
import quizHelpCss from '@childhood-memories/quiz-help/styles.css';
import tagWizardCss from '@childhood-memories/tag-wizard/styles.css';
import uiCss from '@childhood-memories/ui/styles.css';
import type { Ref } from 'react';

import { widgetModule } from '../mount.tsx';

/**
 * `<cm-memory-editor>`'s code: loaded when the first one connects. The tag wizard and quiz-help
 * still load only when the member opens them (the editor imports them lazily); their stylesheets
 * are adopted with the editor's, as text, so they are styled the moment they appear.
 */
export const { mount } = widgetModule(
  [uiCss, crisisCss, quizHelpCss, tagWizardCss, editorCss],
  (props, ref) => (
    <MemoryEditor
      {...(props as unknown as MemoryEditorProps)}
      ref={ref as unknown as Ref<MemoryEditorHandle>}
    />
  ),
  createHttpClient,
);

// The static host page's own script for `<cm-memory-editor>` (bench:host, PAGES=elements): the
// elements answered at once from memory, so the widget's own cost is what is measured.
import { instantEditorClient } from './clients.ts';

window.localStorage.clear();
window.CMWidgets?.configure({ client: instantEditorClient() });

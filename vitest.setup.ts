import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // A quick exit hides the whole document and marks the tab (crisis-resources' return guard):
  // the next test starts on a visible, unmarked page, as a new page would.
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  if (html.hasAttribute('data-cm-quick-exit-concealed')) {
    html.removeAttribute('data-cm-quick-exit-concealed');
    html.hidden = false;
    html.style.removeProperty('display');
  }
  sessionStorage.removeItem('cm:quick-exit');
});

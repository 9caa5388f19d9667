import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';

import { cx } from './cx.ts';
import { WidgetRoot } from './WidgetRoot.tsx';

describe('WidgetRoot', () => {
  it('renders a .cm-root div with the consumer class and attributes, and forwards its ref', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <WidgetRoot ref={ref} className="cm-crisis-resources" role="region" aria-label="Crisis resources">
        Content
      </WidgetRoot>,
    );
    const root = screen.getByRole('region', { name: 'Crisis resources' });
    expect(root.tagName).toBe('DIV');
    expect(root).toHaveClass('cm-root', 'cm-crisis-resources');
    expect(ref.current).toBe(root);
  });

  it('calls a callback ref', () => {
    let node: HTMLDivElement | null = null;
    render(
      <WidgetRoot
        ref={(element) => {
          node = element;
        }}
        data-testid="root"
      />,
    );
    expect(node).toBe(screen.getByTestId('root'));
  });
});

describe('cx', () => {
  it('joins class names and skips falsy values', () => {
    expect(cx('cm-card', false, undefined, null, '', 'host')).toBe('cm-card host');
    expect(cx()).toBe('');
  });
});

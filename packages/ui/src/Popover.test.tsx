import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Button } from './Button.tsx';
import { Popover } from './Popover.tsx';
import { WidgetsProvider } from './WidgetsProvider.tsx';

describe('Popover', () => {
  it('opens from its trigger as a named dialog and closes on Escape, restoring focus', async () => {
    const user = userEvent.setup();
    render(
      <Popover label="What is resonance?" trigger={<Button variant="link">What is this?</Button>}>
        <p>A quiet “me too” on one detail of a memory.</p>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'What is this?' });
    await user.click(trigger);
    const content = screen.getByRole('dialog', { name: 'What is resonance?' });
    expect(content).toHaveTextContent('A quiet “me too” on one detail of a memory.');
    expect(content.closest('.cm-root')).not.toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('portals into the provider portalContainer', async () => {
    const user = userEvent.setup();
    const container = document.createElement('div');
    document.body.append(container);
    render(
      <WidgetsProvider portalContainer={container}>
        <Popover label="Help" trigger={<Button>Help</Button>}>
          Text
        </Popover>
      </WidgetsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(container).toContainElement(screen.getByRole('dialog', { name: 'Help' }));
    container.remove();
  });
});

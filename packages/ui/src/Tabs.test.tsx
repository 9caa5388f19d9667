import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

describe('Tabs', () => {
  it('shows the panel of the chosen tab and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="usa">
        <TabsList aria-label="Country">
          <TabsTrigger value="usa">USA</TabsTrigger>
          <TabsTrigger value="uk">UK</TabsTrigger>
        </TabsList>
        <TabsContent value="usa">988</TabsContent>
        <TabsContent value="uk">116 123</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Country' })).toBeInTheDocument();
    const usa = screen.getByRole('tab', { name: 'USA' });
    expect(usa).toHaveAttribute('aria-selected', 'true');
    expect(usa).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tabpanel', { name: 'USA' })).toHaveTextContent('988');

    await user.click(usa);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'UK' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'UK' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'UK' })).toHaveTextContent('116 123');
  });

  it('adds consumer classes after its own', () => {
    render(
      <Tabs defaultValue="a" className="host-tabs">
        <TabsList aria-label="Sections" className="host-list">
          <TabsTrigger value="a" className="host-trigger">
            A
          </TabsTrigger>
        </TabsList>
        <TabsContent value="a" className="host-content">
          Panel
        </TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tablist')).toHaveClass('cm-tabs-list', 'host-list');
    expect(screen.getByRole('tab')).toHaveClass('cm-tabs-trigger', 'host-trigger');
    expect(screen.getByRole('tabpanel')).toHaveClass('cm-tabs-content', 'host-content');
  });
});

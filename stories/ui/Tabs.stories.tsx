import { Tabs, TabsContent, TabsList, TabsTrigger } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { withWidgetRoot } from './decorators.tsx';

const meta = {
  title: 'ui/Tabs',
  component: Tabs,
  decorators: [withWidgetRoot],
  args: { defaultValue: 'usa' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Country">
        <TabsTrigger value="usa">USA</TabsTrigger>
        <TabsTrigger value="uk">UK</TabsTrigger>
        <TabsTrigger value="canada">Canada</TabsTrigger>
        <TabsTrigger value="australia" disabled>
          Australia
        </TabsTrigger>
      </TabsList>
      <TabsContent value="usa">988 · 800-656-HOPE · text HOME to 741741</TabsContent>
      <TabsContent value="uk">116 123 · 0800 1111</TabsContent>
      <TabsContent value="canada">1-833-456-4566 · text TALK to 686868</TabsContent>
      <TabsContent value="australia">13 11 14</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'USA' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'UK' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'UK' })).toHaveTextContent('116 123');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The disabled tab is skipped: focus wraps to the first tab.
    await expect(canvas.getByRole('tab', { name: 'USA' })).toHaveFocus();
  },
};

export const Dark: Story = {
  args: { defaultValue: 'uk' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'UK' })).toHaveAttribute(
      'data-state',
      'active',
    );
  },
};

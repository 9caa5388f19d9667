import {
  Button,
  Checkbox,
  CheckboxGroup,
  ChipInput,
  IconButton,
  ProgressBar,
  SearchField,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextArea,
  TextField,
  WidgetRoot,
} from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';

import { textOfLength } from './decorators.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="cm-card cm-stack" aria-label={title}>
      <h2 style={{ margin: 0, fontSize: '1rem' }}>{title}</h2>
      {children}
    </section>
  );
}

const row = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' } as const;

function noop() {}

function AllStates() {
  return (
    <WidgetRoot className="cm-stack" style={{ maxWidth: '48rem' }}>
      <Section title="Buttons">
        <div style={row}>
          <Button>Post</Button>
          <Button variant="secondary">Keep writing</Button>
          <Button variant="ghost">Skip</Button>
          <Button variant="danger">Leave</Button>
          <Button variant="link">View our Community Guidelines.</Button>
        </div>
        <div style={row}>
          <Button size="sm">Small</Button>
          <Button size="lg">Large</Button>
          <Button disabled>Disabled</Button>
          <Button loading>Saving</Button>
          <IconButton label="Close" variant="secondary">
            ×
          </IconButton>
          <Spinner />
        </div>
      </Section>
      <Section title="Choices">
        <Checkbox label="Don't show this again" defaultChecked />
        <Checkbox label="Public" description="Anyone can read it." disabled />
        <CheckboxGroup
          legend="Feelings at the time (at the maximum of 2)"
          value={['afraid', 'alone']}
          onChange={noop}
          max={2}
          options={[
            { value: 'afraid', label: 'Afraid' },
            { value: 'alone', label: 'Alone' },
            { value: 'angry', label: 'Angry' },
          ]}
        />
      </Section>
      <Section title="Text">
        <TextField label="Title" maxLength={100} defaultValue={textOfLength(95)} />
        <TextField label="Please specify" error="Please tell us a little more." />
        <TextArea
          label="Description"
          maxLength={5000}
          defaultValue={textOfLength(4001)}
          minRows={3}
          maxRows={4}
        />
        <TextArea
          label="Add more details"
          maxLength={500}
          counter="details"
          defaultValue={textOfLength(451)}
          minRows={3}
          maxRows={4}
        />
        <ChipInput label="Who is this memory about?" value={['Mum', 'Dad']} onChange={noop} />
        <SearchField label="Search options" defaultValue="fear" />
      </Section>
      <Section title="Progress and tabs">
        <ProgressBar label="Your progress" value={1} max={2} valueText="Step 1 of 2" />
        <Tabs defaultValue="usa">
          <TabsList aria-label="Country">
            <TabsTrigger value="usa">USA</TabsTrigger>
            <TabsTrigger value="uk">UK</TabsTrigger>
          </TabsList>
          <TabsContent value="usa">988</TabsContent>
          <TabsContent value="uk">116 123</TabsContent>
        </Tabs>
      </Section>
    </WidgetRoot>
  );
}

const meta = {
  title: 'ui/AllStates',
  component: AllStates,
} satisfies Meta<typeof AllStates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one story of this package that Chromatic snapshots. */
export const Light: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('95/100')).toBeVisible();
    await expect(canvas.getByText('4001/5000')).toBeVisible();
    await expect(canvas.getByText('451/500')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Angry' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Saving' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Dark: Story = {
  play: Light.play,
  globals: { theme: 'dark' },
};

// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import {
  Button,
  Checkbox,
  CheckboxGroup,
  ChipInput,
  ConfirmDialog,
  Dialog,
  IconButton,
  Popover,
  ProgressBar,
  SearchField,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextArea,
  TextField,
  VisuallyHidden,
  WidgetRoot,
  WidgetsProvider,
} from './index.ts';

function noop() {}

describe('server rendering', () => {
  it('has no DOM here, like a server', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders every primitive inside the provider without touching browser globals', () => {
    const html = renderToString(
      <WidgetsProvider locale="en-GB">
        <WidgetRoot className="cm-stack">
          <Button loading>Post</Button>
          <IconButton label="Close">×</IconButton>
          <Spinner />
          <VisuallyHidden>Only for screen readers</VisuallyHidden>
          <Dialog title="Community Guidelines" trigger={<Button>View Guidelines</Button>}>
            Be kind.
          </Dialog>
          <ConfirmDialog
            open={false}
            onOpenChange={noop}
            title="Leave page?"
            description="You have unsaved changes. Are you sure you want to leave?"
            cancelLabel="Keep writing"
            confirmLabel="Leave"
            onConfirm={noop}
          />
          <Checkbox label="Don't show this again" />
          <CheckboxGroup
            legend="Feelings"
            value={[]}
            onChange={noop}
            options={[{ value: 'a', label: 'Afraid' }]}
          />
          <Tabs defaultValue="a">
            <TabsList aria-label="Sections">
              <TabsTrigger value="a">A</TabsTrigger>
            </TabsList>
            <TabsContent value="a">Panel</TabsContent>
          </Tabs>
          <TextField label="Title" maxLength={100} defaultValue="The blue bicycle" />
          <TextArea label="Description" maxLength={5000} minRows={6} maxRows={18} defaultValue="x" />
          <ChipInput label="Who is this memory about?" value={['Mum']} onChange={noop} />
          <SearchField label="Search options" defaultValue="fear" />
          <ProgressBar label="Your progress" value={1} max={2} />
          <Popover label="Help" trigger={<Button>Help</Button>}>
            Text
          </Popover>
        </WidgetRoot>
      </WidgetsProvider>,
    );
    expect(html).toContain('class="cm-root cm-stack"');
    expect(html).toContain('View Guidelines');
    expect(html).toContain('Remove Mum');
    expect(html).toContain('role="progressbar"');
  });
});

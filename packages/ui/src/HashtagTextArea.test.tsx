import type { MemoryEditorClient } from '@childhood-memories/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Dialog } from './Dialog.tsx';
import { HashtagTextArea } from './HashtagTextArea.tsx';
import { WidgetsProvider } from './WidgetsProvider.tsx';

function fakeClient(
  answer: (q: string) => Promise<string[]>,
): Pick<MemoryEditorClient, 'autocompleteHashtags'> {
  return { autocompleteHashtags: vi.fn(answer) };
}

function Field({
  client,
  minLength,
  inDialog = false,
}: {
  client: Pick<MemoryEditorClient, 'autocompleteHashtags'>;
  minLength?: number;
  inDialog?: boolean;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(true);
  const field = (
    <HashtagTextArea
      label="Your memory"
      value={text}
      onValueChange={setText}
      client={client}
      minLength={minLength}
    />
  );
  return (
    <WidgetsProvider>
      {inDialog ? (
        <Dialog open={open} onOpenChange={setOpen} title="Your memory">
          {field}
        </Dialog>
      ) : (
        field
      )}
    </WidgetsProvider>
  );
}

describe('HashtagTextArea', () => {
  it('suggests for a # word longer than 2 characters and inserts the chosen one at the caret', async () => {
    const client = fakeClient(async () => ['#grandma', '#grandpa']);
    const user = userEvent.setup();
    render(<Field client={client} />);
    const text = screen.getByRole('textbox', { name: 'Your memory' });
    await user.type(text, 'I miss #g');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(text, 'r');
    const list = await screen.findByRole('listbox', { name: 'Hashtag suggestions' });
    expect(text).toHaveAttribute('aria-controls', list.id);
    expect(
      await screen.findByText('2 hashtag suggestions. Use the arrow keys to choose.'),
    ).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: '#grandpa' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(text).toHaveValue('I miss #grandpa ');
    expect(client.autocompleteHashtags).toHaveBeenCalledWith('#gr', expect.anything());
  });

  it('opens from 2 characters in the detail fields (minLength 1)', async () => {
    const client = fakeClient(async () => ['#gentle']);
    const user = userEvent.setup();
    render(<Field client={client} minLength={1} />);
    await user.type(screen.getByRole('textbox', { name: 'Your memory' }), '#g');
    expect(await screen.findByRole('listbox', { name: 'Hashtag suggestions' })).toBeInTheDocument();
  });

  it("says 'No suggestions' when nothing matches", async () => {
    const user = userEvent.setup();
    render(<Field client={fakeClient(async () => [])} />);
    await user.type(screen.getByRole('textbox', { name: 'Your memory' }), '#zzz');
    expect(await screen.findAllByText('No suggestions')).not.toHaveLength(0);
  });

  it('inside a dialog, Escape closes the suggestions and keeps the dialog and the text', async () => {
    const user = userEvent.setup();
    render(<Field client={fakeClient(async () => ['#summer'])} inDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Your memory' });
    const text = within(dialog).getByRole('textbox', { name: 'Your memory' });
    await user.type(text, 'That #sum');
    await within(dialog).findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Your memory' })).toBeInTheDocument();
    expect(text).toHaveValue('That #sum');
    // With the list closed, Escape is the dialog's again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Dialog } from './Dialog.tsx';
import { SearchField } from './SearchField.tsx';

describe('SearchField', () => {
  it('is a labelled search box', () => {
    render(<SearchField label="Search options" hideLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search options' })).toBeInTheDocument();
  });

  it("clears with its 'Clear search' button and keeps focus in the field", async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    function Search() {
      const [query, setQuery] = useState('');
      return <SearchField label="Search options" value={query} onChange={setQuery} onClear={onClear} />;
    }
    render(<Search />);
    const input = screen.getByRole('searchbox', { name: 'Search options' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(input, 'fear');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('clears on Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SearchField label="Search options" defaultValue="fear" onChange={onChange} />);
    const input = screen.getByRole('searchbox', { name: 'Search options' });
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('submits on Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SearchField label="Search options" onSubmit={onSubmit} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search options' }), 'school{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('school');
  });

  it('takes a translated clear label', async () => {
    const user = userEvent.setup();
    render(<SearchField label="Suche" messages={{ clearSearch: 'Suche leeren' }} />);
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'a');
    expect(screen.getByRole('button', { name: 'Suche leeren' })).toBeInTheDocument();
  });

  it('inside a dialog, Escape clears a filled field and only an empty one closes the dialog', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Feelings" defaultOpen>
        <SearchField label="Search feelings" defaultValue="fear" />
      </Dialog>,
    );
    const input = screen.getByRole('searchbox', { name: 'Search feelings' });
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(screen.getByRole('dialog', { name: 'Feelings' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Feelings' })).not.toBeInTheDocument();
  });

  it('does not submit while an input method is composing', async () => {
    const onSubmit = vi.fn();
    render(<SearchField label="Search options" onSubmit={onSubmit} />);
    const input = screen.getByRole('searchbox', { name: 'Search options' });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('');
  });
});

import { describe, expect, it } from 'vitest';

import { DIALOG_DEFAULT_WIDTH } from './constants.ts';
import { uiMessages, UI_MESSAGES_NAMESPACE } from './messages.ts';

describe('uiMessages', () => {
  it("lives in the 'ui' namespace", () => {
    expect(UI_MESSAGES_NAMESPACE).toBe('ui');
  });

  it('has the contract’s strings', () => {
    expect(uiMessages.close).toBe('Close');
    expect(uiMessages.loading).toBe('Loading…');
    expect(uiMessages.clearSearch).toBe('Clear search');
    expect(uiMessages.removeChip('Mum')).toBe('Remove Mum');
    expect(uiMessages.characterCount(4001, 5000)).toBe('4001 of 5000 characters');
    // memory-writing §7: an empty autocomplete answer shows 'No suggestions'.
    expect(uiMessages.noSuggestions).toBe('No suggestions');
  });

  it('has calm strings for hints and announcements', () => {
    expect(uiMessages.duplicateChip('Mum')).toBe('“Mum” is already on the list.');
    expect(uiMessages.maxChips(3)).toBe('You can add up to 3.');
    expect(uiMessages.chipTooLong(100)).toBe('Each entry can be up to 100 characters.');
    expect(uiMessages.chipAdded('Mum')).toBe('Mum added');
    expect(uiMessages.chipRemoved('Mum')).toBe('Mum removed');
    expect(uiMessages.maxSelected(1)).toBe('You can choose one. Uncheck it to choose another.');
    expect(uiMessages.maxSelected(15)).toBe('You can choose up to 15. Uncheck one to choose another.');
    expect(uiMessages.notifications).toBe('Notifications ({hotkey})');
    expect(uiMessages.notification).toBe('Notification');
    expect(uiMessages.toastSuccess).toBe('Success');
    expect(uiMessages.toastError).toBe('Error');
    expect(uiMessages.toastInfo).toBe('Information');
  });
});

describe('DIALOG_DEFAULT_WIDTH', () => {
  it('is the spec’s 600 px Community Guidelines modal width', () => {
    expect(DIALOG_DEFAULT_WIDTH).toBe(600);
  });
});

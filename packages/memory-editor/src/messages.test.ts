import { describe, expect, it } from 'vitest';

import {
  DESCRIPTION_MODAL_WIDTH,
  DESCRIPTION_ROWS,
  DRAFT_AUTOSAVE_MS,
  FORM_STEPS,
  GUIDELINES_MODAL_WIDTH,
  LAYOUT_BREAKPOINT_PX,
  MODAL_EDITOR_ROWS,
  PHOTO_ACCEPT,
} from './constants.ts';
import { MEMORY_EDITOR_NAMESPACE, memoryEditorMessages as t } from './messages.ts';

describe('memory editor strings quote the specification', () => {
  it('uses the namespace memoryEditor', () => {
    expect(MEMORY_EDITOR_NAMESPACE).toBe('memoryEditor');
  });

  it('words the screen as memory-writing §2 does', () => {
    expect(t.createPrompt).toBe('Start Sharing Your Memory');
    expect(t.editPrompt).toBe('Edit Your Memory');
    expect(t.step1Title).toBe('Share your childhood memory.');
    expect(t.step2Title).toBe('How you show up in relationships.');
    expect(t.step2Text).toBe(
      'Reflect on how this childhood experience might connect to patterns in your current relationships.',
    );
    expect(t.guidelinesLink).toBe('View our Community Guidelines.');
    expect(t.needSupport).toBe('Need Support?');
    expect(t.needHelp).toBe('Need help?');
    expect(t.warningsAdd).toBe('Add Content Warnings (Recommended)');
    expect(t.warningsEdit).toBe('Edit Content Warnings');
    expect(t.warningsAdded(3)).toBe('(3 Added)');
    expect(t.leaveTitle).toBe('Leave page?');
    expect(t.leaveText).toBe('You have unsaved changes. Are you sure you want to leave?');
    expect(t.keepWriting).toBe('Keep writing');
    expect(t.leave).toBe('Leave');
    expect(t.cancelText).toBe(
      'Are you sure you wish to cancel? This action cannot be undone, and any unsaved changes or progress will be lost.',
    );
    expect(t.post).toBe('Post');
    expect(t.back).toBe('Back');
    expect(t.done).toBe('Done');
    expect(t.save).toBe('Save');
    expect(t.cancel).toBe('Cancel');
    expect(t.continue).toBe('Continue');
    expect(t.tagsOpen).toBe('Tag Your Childhood Trauma');
  });

  it('words every message of the error catalogue (memory-writing §8) exactly', () => {
    expect(t.createFailedTitle).toBe('Memory Submission Failed');
    expect(t.createFailedText).toBe('There was an error entering your post. Please try again later.');
    expect(t.updateFailedTitle).toBe('Memory Update Failed');
    expect(t.updateFailedText).toBe('There was an error updating your post. Please try again later.');
    expect(t.createSuccessTitle).toBe('Your Memory Added Successfully!');
    expect(t.createSuccessText).toBe('Thank you! Your post has been added.');
    expect(t.updateSuccessTitle).toBe('Post Updated Successfully');
    expect(t.updateSuccessText).toBe('Your changes have been saved!');
    expect(t.photoUploadFailed).toBe('Upload failed, please try again');
    expect(t.photoTooMany).toBe('You can only upload up to 3 photos');
  });

  it('explains the privacy levels with the meaning of community §3', () => {
    expect(t.privacyPublicText).toBe('Anyone can read it, on this site and beyond.');
    // Anyone who has the link, not only the people the member gave it to: links can be passed on.
    expect(t.privacyPrivateLinkText).toBe(
      'Anyone who has the link can read it, such as a therapist or a friend.',
    );
    expect(t.privacyOnlyMeText).toBe('Only you can see it.');
  });

  it("keeps the reassurance after a failed save apart from the spec's failure texts", () => {
    expect(t.savedKeptText).toBe('Everything you wrote is still here.');
    expect(t.createFailedText).not.toContain(t.savedKeptText);
    expect(t.updateFailedText).not.toContain(t.savedKeptText);
  });

  it('words the drafts and privacy choices as the issue asks', () => {
    expect(t.draftSaved).toBe('Draft saved on this device');
    expect(t.draftsOff).toBe("Don't keep drafts on this device");
    expect(t.draftDelete).toBe('Delete draft now');
    expect([t.privacyPublic, t.privacyPrivateLink, t.privacyOnlyMe]).toEqual([
      'Public',
      'Private with a link',
      'Only me',
    ]);
  });

  it('keeps the constants of memory-writing §2 and §9', () => {
    expect(DRAFT_AUTOSAVE_MS).toBe(3000);
    expect(FORM_STEPS).toBe(2);
    expect(GUIDELINES_MODAL_WIDTH).toBe(600);
    expect(DESCRIPTION_MODAL_WIDTH).toBe(660);
    expect(DESCRIPTION_ROWS).toEqual({ desktop: { min: 6, max: 18 }, mobile: { min: 7, max: 10 } });
    expect(MODAL_EDITOR_ROWS).toEqual({ min: 10, maxMobile: 15, maxDesktop: 18 });
    expect(LAYOUT_BREAKPOINT_PX).toBe(640);
    expect(PHOTO_ACCEPT).toBe('image/*,video/*');
  });
});

import { WidgetsProvider } from '@childhood-memories/ui';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { CommunityGuidelines } from './CommunityGuidelines.tsx';
import { LoveStyleWritingTips } from './LoveStyleWritingTips.tsx';
import { MemoryWritingTips } from './MemoryWritingTips.tsx';
import { PhotoGuidance } from './PhotoGuidance.tsx';
import { PrivacyAndControl } from './PrivacyAndControl.tsx';
import { SafetyAndGrounding } from './SafetyAndGrounding.tsx';

// Shared CI machines are slow and noisy: wait longer than Testing Library's 1 s for what a person sees.
configure({ asyncUtilTimeout: 10_000 });

describe('PhotoGuidance', { timeout: 20_000 }, () => {
  it('states the photo guidance of the spec', () => {
    render(<PhotoGuidance />);
    expect(screen.getByRole('heading', { level: 3, name: 'Photo guidance' })).toBeVisible();
    expect(
      screen.getByText('Photos are optional. If you would like to add one, please keep to these points:'),
    ).toBeVisible();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Only photos of you as a child.',
      'No adults in the photo.',
      'No more than one person in the photo.',
      'No photos for memories of sexual abuse, and no photos at all if you plan to share such memories.',
      'Avoid identifying details, vulnerable situations, sensitive contexts, documents, institutional settings, evidence of abuse and religious ceremonies.',
      'Photos reduce anonymity: a photo can make it easier for someone to recognise you.',
      'You can add up to 3 photos.',
    ]);
  });

  it('renders at once, without waiting for a download', () => {
    render(<PhotoGuidance headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Photo guidance' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes a function override for the photo limit', () => {
    render(<PhotoGuidance messages={{ photoLimit: (max) => `Up to ${max} pictures.` }} />);
    expect(screen.getByText('Up to 3 pictures.')).toBeVisible();
  });
});

describe('SafetyAndGrounding', { timeout: 20_000 }, () => {
  it('renders at once, with the grounding techniques and when to reach out', () => {
    render(<SafetyAndGrounding />);
    expect(screen.getByRole('heading', { level: 3, name: 'Grounding techniques' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'Breathe in for 4, out for 6' })).toBeVisible();
    expect(
      screen.getByText(
        'If you feel unsafe, or have thoughts of hurting yourself, please reach out now: to someone you trust, to your therapist, to a crisis line or to your local emergency number.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show crisis lines' })).toBeVisible();
  });

  it('says “If you feel unsafe” once, just before the crisis lines button', () => {
    render(<SafetyAndGrounding />);
    expect(screen.getAllByText(/If you feel unsafe/)).toHaveLength(1);
    expect(
      screen.queryByText('If you feel unsafe or need to talk to someone now, a crisis line can help.'),
    ).not.toBeInTheDocument();
  });

  it('reveals the crisis lines and moves focus to their heading', async () => {
    const user = userEvent.setup();
    render(<SafetyAndGrounding headingLevel={3} />);
    await user.click(screen.getByRole('button', { name: 'Show crisis lines' }));
    const heading = screen.getByRole('heading', { level: 3, name: 'Crisis Resources' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Crisis Resources' })).toBeVisible();
  });
});

describe('MemoryWritingTips', { timeout: 20_000 }, () => {
  it('loads the tips, with a spinner meanwhile', async () => {
    render(<MemoryWritingTips />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 3, name: 'Go at your own pace' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Photo guidance' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uses the heading level asked for', async () => {
    render(<MemoryWritingTips headingLevel={5} />);
    expect(await screen.findByRole('heading', { level: 5, name: 'Happy memories count too' })).toBeVisible();
  });
});

describe('LoveStyleWritingTips', { timeout: 20_000 }, () => {
  it('keeps reflections on the writer, never on partners', async () => {
    render(<LoveStyleWritingTips />);
    expect(
      await screen.findByText(
        'Love-style reflections are about you: how you tend to feel, think and act in close relationships, and how that may connect to what you lived through as a child. They are not a place to describe or judge a partner.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Write about your own feelings, needs and reactions rather than what a partner or an ex did. Sentences that start with “I” can help.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Please do not diagnose yourself or anyone else. Describing what happens and how it feels is enough: survivor love styles are for self-awareness, not diagnosis.',
      ),
    ).toBeVisible();
  });
});

describe('CommunityGuidelines', { timeout: 20_000 }, () => {
  it('asks for no advice unless asked, and content warnings before graphic detail', async () => {
    render(<CommunityGuidelines />);
    expect(
      await screen.findByText(
        'Please do not give advice unless someone asks for it. Listening, empathy and a simple “me too” often mean the most.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Describe hard experiences in a way that does not overwhelm readers. Graphic detail always needs a content warning first.',
      ),
    ).toBeVisible();
  });
});

describe('PrivacyAndControl', { timeout: 20_000 }, () => {
  it('explains the three privacy levels and takes overrides from the provider', async () => {
    render(
      <WidgetsProvider messages={{ quizHelp: { privacyLinkName: 'Anyone with the link' } }}>
        <PrivacyAndControl />
      </WidgetsProvider>,
    );
    const levels = await screen.findAllByRole('term');
    expect(levels.map((term) => term.textContent)).toEqual(['Public', 'Anyone with the link', 'Only me']);
    expect(
      screen.getByText(
        'New memories start with the privacy level you used last time, so please check it before you post.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'The quiz is anonymous. It keeps no long-term data, and your answers are deleted when you exit.',
      ),
    ).toBeVisible();
  });
});

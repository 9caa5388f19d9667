import {
  CrisisResources,
  QuickExit,
  crisisCountries,
  type CrisisCountry,
} from '@childhood-memories/crisis-resources';
import { WidgetsProvider } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GalleryCanvas, galleryHeading } from '../ui/decorators.tsx';

const meta = {
  title: 'crisis-resources/CrisisResources',
  component: CrisisResources,
  args: { onCountryChange: fn() },
} satisfies Meta<typeof CrisisResources>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The links of the list named "Support lines in {country}", as [text, href] pairs. */
function linksIn(canvasElement: HTMLElement, country: string) {
  const list = within(canvasElement).getByRole('list', { name: `Support lines in ${country}` });
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** Makes the browser report `languages` for one story, as a person's browser settings would. */
function browserLanguages(languages: string[]) {
  return () => {
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
    Object.defineProperty(navigator, 'language', { configurable: true, get: () => languages[0] });
    return () => {
      Reflect.deleteProperty(navigator, 'languages');
      Reflect.deleteProperty(navigator, 'language');
    };
  };
}

export const Australia: Story = {
  args: { country: 'AU' },
  play: async ({ canvasElement }) => {
    await expect(linksIn(canvasElement, 'Australia')).toEqual([
      ['Call 13 11 14', 'tel:131114'],
      ['Call 1800 737 732', 'tel:1800737732'],
      ['Call 1300 22 4636', 'tel:1300224636'],
      ['Call 1800 55 1800', 'tel:1800551800'],
    ]);
    await expect(
      within(canvasElement).getByRole('link', { name: 'Call 13 11 14' }),
    ).toHaveAccessibleDescription(
      'Lifeline Australia For anyone in Australia going through a personal crisis',
    );
  },
};

export const USA: Story = {
  args: { country: 'US' },
  play: async ({ canvasElement }) => {
    await expect(linksIn(canvasElement, 'USA')).toEqual([
      ['Call 988', 'tel:988'],
      ['Call 800-656-HOPE', 'tel:+18006564673'],
      ['Text HOME to 741741', 'sms:741741?&body=HOME'],
      ['Call 1-800-422-4453', 'tel:+18004224453'],
    ]);
  },
};

/** A line no source names is titled 'Support line', never with a guessed name. */
export const Canada: Story = {
  args: { country: 'CA' },
  play: async ({ canvasElement }) => {
    await expect(linksIn(canvasElement, 'Canada')).toEqual([
      ['Call 1-833-456-4566', 'tel:+18334564566'],
      ['Call 1-800-668-6868', 'tel:+18006686868'],
      ['Text TALK to 686868', 'sms:686868?&body=TALK'],
      ['Call 1-866-887-0015', 'tel:+18668870015'],
    ]);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Support line')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call 1-866-887-0015' })).toHaveAccessibleDescription(
      'Support line',
    );
  },
};

export const UK: Story = {
  args: { country: 'GB' },
  play: async ({ canvasElement }) => {
    await expect(linksIn(canvasElement, 'UK')).toEqual([
      ['Call 116 123', 'tel:116123'],
      ['Call 0800 1111', 'tel:+448001111'],
      ['Call 0808 802 9999', 'tel:+448088029999'],
      ['Call 0300 123 3393', 'tel:+443001233393'],
    ]);
  },
};

export const NewZealand: Story = {
  args: { country: 'NZ' },
  play: async ({ canvasElement }) => {
    await expect(linksIn(canvasElement, 'New Zealand')).toEqual([
      ['Call 0800 543 354', 'tel:+64800543354'],
      ['Call 0800 376 633', 'tel:+64800376633'],
      ['Call 0800 623 1700', 'tel:+648006231700'],
      ['Call 0800 111 757', 'tel:+64800111757'],
    ]);
  },
};

/** No `country`: the browser says en-NZ, so New Zealand is shown; the person can switch. */
export const FromBrowserLocale: Story = {
  beforeEach: browserLanguages(['en-NZ']),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveDisplayValue('New Zealand');
    await userEvent.selectOptions(select, 'Canada');
    await expect(args.onCountryChange).toHaveBeenCalledWith('CA');
    await expect(canvas.getByRole('link', { name: 'Text TALK to 686868' })).toBeVisible();
  },
};

/** A region the set does not cover (de-DE): the first country, and the emergency sentence. */
export const UnknownLocale: Story = {
  beforeEach: browserLanguages(['de-DE']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Australia');
    await expect(canvas.getByText(/call your local emergency number/)).toBeVisible();
  },
};

const ireland: CrisisCountry = {
  code: 'IE',
  name: 'Ireland',
  lines: [{ number: '116 123', name: 'Samaritans Ireland', description: 'Any time, day or night' }],
};

/** `extraResources`: a line appended to New Zealand and a whole new country. */
export const HostAddedLines: Story = {
  args: {
    defaultCountry: 'NZ',
    extraResources: [
      { code: 'NZ', name: 'New Zealand', lines: [{ number: '1737', kind: 'text', name: 'Need to talk?' }] },
      ireland,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(linksIn(canvasElement, 'New Zealand')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Text 1737' })).toHaveAttribute('href', 'sms:1737');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'Ireland');
    await expect(canvas.getByRole('link', { name: 'Call 116 123' })).toHaveAccessibleDescription(
      'Samaritans Ireland Any time, day or night',
    );
  },
};

/** `resources`: the host's own set. A line that is not a number is shown as text, never a link. */
export const ReplacedSet: Story = {
  args: {
    resources: [
      {
        code: 'IE',
        name: 'Ireland',
        lines: [
          { number: '116 123', name: 'Samaritans Ireland', ageRange: '18 and over' },
          { number: 'text HELLO to 50808' },
          { number: 'Ask your GP for an urgent appointment' },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    await expect(linksIn(canvasElement, 'Ireland')).toEqual([
      ['Call 116 123', 'tel:116123'],
      ['Text HELLO to 50808', 'sms:50808?&body=HELLO'],
    ]);
    await expect(canvas.getByText('Ask your GP for an urgent appointment')).toBeVisible();
    await expect(canvas.getByText('For ages 18 and over')).toBeVisible();
  },
};

/** Strings from the provider's `crisisResources` namespace, and one from the `messages` prop. */
export const OverriddenStrings: Story = {
  args: { country: 'US', messages: { countryLabel: 'Where you are' } },
  decorators: [
    (Story) => (
      <WidgetsProvider
        messages={{
          crisisResources: {
            title: 'Need to talk to someone now?',
            emergency: 'If you might be hurt right now, call 911.',
            linesLabel: (country: string) => `Lines you can reach in ${country}`,
            call: (number: string) => `Ring ${number}`,
            text: (keyword: string, number: string) => `Send ${keyword} to ${number}`,
          },
        }}
      >
        <Story />
      </WidgetsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Need to talk to someone now?' })).toBeVisible();
    await expect(canvas.getByText('If you might be hurt right now, call 911.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Where you are' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Lines you can reach in USA' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send HOME to 741741' })).toHaveAttribute(
      'href',
      'sms:741741?&body=HOME',
    );
  },
};

/** A phone screen, 390 px wide: one column of full-width links, nothing overflowing. */
export const Mobile390: Story = {
  args: { country: 'CA' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390, maxInlineSize: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Crisis Resources' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const [first, second] = within(region).getAllByRole('listitem');
    await expect(first?.getBoundingClientRect().left).toBe(second?.getBoundingClientRect().left);
    for (const link of within(region).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** The number element of a link: the text node that holds exactly the number. */
function numberIn(link: HTMLElement, number: string) {
  return within(link).getByText(number, { exact: true });
}

/** What a person sees: the number is drawn on one line box, one line high. */
async function expectOnOneLine(element: HTMLElement) {
  await expect(element.getClientRects()).toHaveLength(1);
  const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
  await expect(element.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
}

/**
 * A 1280 px page. Every number of every country stays on one line, and the cards of a row line up:
 * titles at the same height, call links at the same height.
 */
export const NumbersStayWhole1280: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 1280 }}>
        <Story />
      </div>
    ),
  ],
  args: { defaultCountry: 'AU' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const country of crisisCountries) {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), country.name);
      const list = canvas.getByRole('list', { name: `Support lines in ${country.name}` });
      const links = within(list).getAllByRole('link');
      await expect(links).toHaveLength(country.lines.length);
      for (const [index, line] of country.lines.entries()) {
        await expectOnOneLine(numberIn(links[index] as HTMLElement, line.number));
      }
      const cards = within(list).getAllByRole('listitem');
      const rows = new Map<number, { title: number; link: number }[]>();
      for (const [index, card] of cards.entries()) {
        const title = within(card).getByText(country.lines[index]?.name ?? 'Support line');
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, [
          ...(rows.get(top) ?? []),
          {
            title: Math.round(title.getBoundingClientRect().top),
            link: Math.round(within(card).getByRole('link').getBoundingClientRect().bottom),
          },
        ]);
      }
      for (const row of rows.values()) {
        await expect(new Set(row.map((card) => card.title)).size).toBe(1);
        await expect(new Set(row.map((card) => card.link)).size).toBe(1);
      }
      // Two lines a row at most: four lines make two full rows, no orphan.
      await expect([...rows.values()].map((row) => row.length)).toEqual([2, 2]);
    }
  },
};

/**
 * A host line that is not a number sits in the card like a link does: same title place, same
 * action place at the bottom.
 */
export const HostLineWithoutNumber: Story = {
  args: {
    resources: [
      {
        code: 'IE',
        name: 'Ireland',
        lines: [
          { number: '116 123', name: 'Samaritans Ireland', description: 'Any time, day or night' },
          { number: 'Ask your GP for an urgent appointment' },
        ],
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 1280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [named, plain] = canvas.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    const text = canvas.getByText('Ask your GP for an urgent appointment');
    const link = canvas.getByRole('link', { name: 'Call 116 123' });
    await expect(within(plain).getByText('Support line')).toBeVisible();
    await expect(named.getBoundingClientRect().height).toBe(plain.getBoundingClientRect().height);
    await expect(Math.round(text.getBoundingClientRect().bottom)).toBe(
      Math.round(link.getBoundingClientRect().bottom),
    );
    await expect(text.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Dark: Story = {
  args: { country: 'GB' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-theme="dark"]')).not.toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Call 0800 1111' })).toBeVisible();
  },
};

const hostLines: CrisisCountry[] = [
  {
    code: 'IE',
    name: 'Ireland',
    lines: [
      { number: '116 123', name: 'Samaritans Ireland', description: 'Any time, day or night' },
      { number: '50808', kind: 'text', textKeyword: 'HELLO', ageRange: '16 and over' },
      { number: 'Ask your GP for an urgent appointment' },
    ],
  },
];

/** The gallery's own section headings, readable on the light and the dark frame. */
/** A light or dark patch of page, whatever the global theme. */
function ThemeFrame({ theme, children }: { theme: 'light' | 'dark'; children: ReactNode }) {
  return (
    <div
      data-theme={theme}
      style={{ padding: '0.75rem', background: theme === 'dark' ? '#161a21' : '#ffffff' }}
    >
      {children}
    </div>
  );
}

/** A frame that holds a fixed Quick Exit in its own top corner (the transform makes it the containing block). */
function FixedFrame({ theme, children }: { theme: 'light' | 'dark'; children: ReactNode }) {
  return (
    <div
      data-theme={theme}
      style={{
        position: 'relative',
        boxSizing: 'border-box',
        inlineSize: 390,
        maxInlineSize: '100%',
        blockSize: 140,
        transform: 'translateZ(0)',
        border: '1px dashed #6b7280',
        background: theme === 'dark' ? '#161a21' : '#ffffff',
      }}
    >
      {children}
    </div>
  );
}

/**
 * Every state on one canvas, for visual review (Chromatic snapshots this story only): Quick Exit
 * inline and fixed, light and dark, with and without the shortcut; each country's lines; a
 * host's lines (an unnamed text line, an age range, a line that is not a number); dark; 390 px.
 * Sections are headings, not landmarks; every widget region has a name of its own.
 */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (_args, { globals }) => (
    <GalleryCanvas>
      <div>
        <h2 style={galleryHeading(globals.theme)}>Quick Exit</h2>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem', alignItems: 'flex-start' }}>
          <ThemeFrame theme="light">
            <QuickExit navigate={() => undefined} data-theme="light" />
          </ThemeFrame>
          <ThemeFrame theme="dark">
            <QuickExit navigate={() => undefined} data-theme="dark" />
          </ThemeFrame>
          <ThemeFrame theme="light">
            <QuickExit
              navigate={() => undefined}
              shortcut={false}
              label="Leave this site"
              data-theme="light"
            />
          </ThemeFrame>
          <FixedFrame theme="light">
            <QuickExit placement="fixed" navigate={() => undefined} data-theme="light" />
          </FixedFrame>
          <FixedFrame theme="dark">
            <QuickExit placement="fixed" navigate={() => undefined} data-theme="dark" />
          </FixedFrame>
        </div>
      </div>
      <div>
        <h2 style={galleryHeading(globals.theme)}>Each country</h2>
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2rem' }}>
          {crisisCountries.map((country) => (
            <CrisisResources
              key={country.code}
              country={country.code}
              headingLevel={3}
              messages={{ title: `Crisis Resources: ${country.name}` }}
            />
          ))}
        </div>
      </div>
      <div>
        <h2 style={galleryHeading(globals.theme)}>Host lines, dark, and a phone</h2>
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2rem' }}>
          <CrisisResources
            headingLevel={3}
            messages={{ title: 'Crisis Resources: host lines' }}
            resources={hostLines}
          />
          <CrisisResources
            country="GB"
            headingLevel={3}
            messages={{ title: 'Crisis Resources: UK, dark' }}
            data-theme="dark"
            style={{ padding: '1rem' }}
          />
          <div style={{ inlineSize: 390, maxInlineSize: '100%' }}>
            <CrisisResources
              country="CA"
              headingLevel={3}
              messages={{ title: 'Crisis Resources: Canada, 390 px' }}
            />
          </div>
        </div>
      </div>
    </GalleryCanvas>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const regions = canvas.getAllByRole('region');
    await expect(regions).toHaveLength(8);
    const names = regions.map(
      (region) => document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    await expect(new Set(names).size).toBe(8);
    await expect(canvas.getAllByRole('link', { name: 'Exit this page' })).toHaveLength(4);
    await expect(canvas.getAllByText('or press Shift 3 times')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Leave this site' })).toBeVisible();
    await expect(canvas.getByText('Ask your GP for an urgent appointment')).toBeVisible();
    await expect(canvas.getByText('For ages 16 and over')).toBeVisible();
  },
};

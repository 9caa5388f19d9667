import { WidgetsProvider } from '@childhood-memories/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { CrisisResources } from './CrisisResources.tsx';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

function linesOf(country: string) {
  const list = screen.getByRole('list', { name: `Support lines in ${country}` });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      return link ? [link.textContent, link.getAttribute('href')] : [item.textContent, null];
    });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CrisisResources', () => {
  test('renders with no provider and no API client: title, emergency sentence, country switch', () => {
    browserLanguages(['en-AU']);
    render(<CrisisResources />);
    expect(screen.getByRole('region', { name: 'Crisis Resources' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Crisis Resources' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'If you are in danger right now, please call your local emergency number. You deserve to be safe.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Australia');
    expect(
      within(screen.getByRole('combobox', { name: 'Country' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Australia', 'USA', 'Canada', 'UK', 'New Zealand']);
  });

  test('shows every Australian number as a link with the right href', () => {
    render(<CrisisResources country="AU" />);
    expect(linesOf('Australia')).toEqual([
      ['Call 13 11 14', 'tel:131114'],
      ['Call 1800 737 732', 'tel:1800737732'],
      ['Call 1300 22 4636', 'tel:1300224636'],
      ['Call 1800 55 1800', 'tel:1800551800'],
    ]);
  });

  test('shows every USA number as a link with the right href, the text line as sms with its body', () => {
    render(<CrisisResources country="US" />);
    expect(linesOf('USA')).toEqual([
      ['Call 988', 'tel:988'],
      ['Call 800-656-HOPE', 'tel:+18006564673'],
      ['Text HOME to 741741', 'sms:741741?&body=HOME'],
      ['Call 1-800-422-4453', 'tel:+18004224453'],
    ]);
  });

  test('shows every Canadian number as a link with the right href', () => {
    render(<CrisisResources country="CA" />);
    expect(linesOf('Canada')).toEqual([
      ['Call 1-833-456-4566', 'tel:+18334564566'],
      ['Call 1-800-668-6868', 'tel:+18006686868'],
      ['Text TALK to 686868', 'sms:686868?&body=TALK'],
      ['Call 1-866-887-0015', 'tel:+18668870015'],
    ]);
  });

  test('shows every UK number as a link with the right href', () => {
    render(<CrisisResources country="GB" />);
    expect(linesOf('UK')).toEqual([
      ['Call 116 123', 'tel:116123'],
      ['Call 0800 1111', 'tel:+448001111'],
      ['Call 0808 802 9999', 'tel:+448088029999'],
      ['Call 0300 123 3393', 'tel:+443001233393'],
    ]);
  });

  test('shows every New Zealand number as a link with the right href', () => {
    render(<CrisisResources country="NZ" />);
    expect(linesOf('New Zealand')).toEqual([
      ['Call 0800 543 354', 'tel:+64800543354'],
      ['Call 0800 376 633', 'tel:+64800376633'],
      ['Call 0800 623 1700', 'tel:+648006231700'],
      ['Call 0800 111 757', 'tel:+64800111757'],
    ]);
  });

  test('titles each line with its service and who it is for, both also the link’s description', () => {
    render(<CrisisResources country="GB" />);
    expect(screen.getByText('Samaritans')).toBeVisible();
    expect(screen.getByText('For anyone who is struggling to cope, day or night')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call 116 123' })).toHaveAccessibleDescription(
      'Samaritans For anyone who is struggling to cope, day or night',
    );
    expect(screen.getByRole('link', { name: 'Call 0800 1111' })).toHaveAccessibleDescription(
      'Childline For children and young people under 19',
    );
  });

  test('titles a line no source names plainly, as a support line, never with a guess', () => {
    render(<CrisisResources country="CA" />);
    expect(screen.getByRole('link', { name: 'Call 1-866-887-0015' })).toHaveAccessibleDescription(
      'Support line',
    );
    expect(screen.getAllByText('Support line')).toHaveLength(1);
  });

  test('titles a host’s unnamed text line as a text line; both titles are messages', () => {
    render(
      <CrisisResources
        messages={{ unnamedCall: 'Helpline', unnamedText: 'Text service' }}
        resources={[
          { code: 'IE', name: 'Ireland', lines: [{ number: '50808', kind: 'text' }, { number: '116 123' }] },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Text 50808' })).toHaveAccessibleDescription('Text service');
    expect(screen.getByRole('link', { name: 'Call 116 123' })).toHaveAccessibleDescription('Helpline');
  });

  test('keeps each number in an element of its own, so the page can keep it on one line', () => {
    render(<CrisisResources country="CA" />);
    const call = screen.getByRole('link', { name: 'Call 1-833-456-4566' });
    expect(within(call).getByText('1-833-456-4566')).not.toBe(call);
    const text = screen.getByRole('link', { name: 'Text TALK to 686868' });
    expect(within(text).getByText('686868')).not.toBe(text);
  });

  test('keeps a message that leaves the number out as it is', () => {
    render(<CrisisResources country="NZ" messages={{ call: () => 'Call now' }} />);
    expect(screen.getAllByRole('link', { name: 'Call now' })).toHaveLength(4);
  });

  test('moves focus to its title and scrolls it into view when asked to on mount', () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    render(<CrisisResources country="AU" autoFocusTitle />);
    const title = screen.getByRole('heading', { name: 'Crisis Resources' });
    expect(title).toHaveFocus();
    expect(scrolled).toEqual([title]);
  });

  test('moves focus to the region when asked to and there is no title', () => {
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    render(<CrisisResources country="AU" autoFocusTitle hideTitle />);
    expect(screen.getByRole('region', { name: 'Crisis Resources' })).toHaveFocus();
  });

  test('takes no focus unless asked', () => {
    render(<CrisisResources country="AU" />);
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Crisis Resources' })).not.toHaveAttribute('tabindex');
  });

  describe('choosing the country from the browser', () => {
    test.each([
      [['en-AU'], 'Australia'],
      [['en-GB'], 'UK'],
      [['en-NZ'], 'New Zealand'],
      [['fr-CA'], 'Canada'],
      [['en-US'], 'USA'],
      [['de-DE', 'en-GB'], 'UK'],
    ])('%j → %s', (languages, country) => {
      browserLanguages(languages);
      render(<CrisisResources />);
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue(country);
      expect(screen.getByRole('list', { name: `Support lines in ${country}` })).toBeInTheDocument();
    });

    test('falls back to the first country of the set, Australia, for an unknown region', () => {
      browserLanguages(['de-DE', 'fr']);
      render(<CrisisResources />);
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Australia');
    });

    test('uses navigator.language when navigator.languages is empty', () => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
      vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-NZ');
      render(<CrisisResources />);
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('New Zealand');
    });

    test('uses the provider’s locale when the browser names no supported region', () => {
      browserLanguages(['de-DE']);
      render(
        <WidgetsProvider locale="en-GB">
          <CrisisResources />
        </WidgetsProvider>,
      );
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('UK');
    });

    test('lets defaultCountry win over the browser', () => {
      browserLanguages(['en-GB']);
      render(<CrisisResources defaultCountry="nz" />);
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('New Zealand');
    });

    test('reads a country prop of UK as GB', () => {
      render(<CrisisResources country="UK" />);
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('UK');
      expect(screen.getByRole('link', { name: 'Call 116 123' })).toBeInTheDocument();
    });
  });

  test('switches country when the person picks one, and reports it', async () => {
    browserLanguages(['en-AU']);
    const user = userEvent.setup();
    const onCountryChange = vi.fn();
    render(<CrisisResources onCountryChange={onCountryChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'UK');
    expect(onCountryChange).toHaveBeenCalledExactlyOnceWith('GB');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('UK');
    expect(screen.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
    expect(screen.queryByRole('link', { name: 'Call 13 11 14' })).not.toBeInTheDocument();
  });

  test('follows the controlled country prop and only reports the pick', async () => {
    const user = userEvent.setup();
    const onCountryChange = vi.fn();
    const { rerender } = render(<CrisisResources country="US" onCountryChange={onCountryChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Canada');
    expect(onCountryChange).toHaveBeenCalledWith('CA');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('USA');
    rerender(<CrisisResources country="CA" onCountryChange={onCountryChange} />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Canada');
  });

  test('adds a host’s lines to an existing country and a new country', async () => {
    const user = userEvent.setup();
    render(
      <CrisisResources
        defaultCountry="NZ"
        extraResources={[
          {
            code: 'NZ',
            name: 'New Zealand',
            lines: [{ number: '1737', kind: 'text', name: 'Need to talk?' }],
          },
          { code: 'IE', name: 'Ireland', lines: [{ number: '116 123', name: 'Samaritans Ireland' }] },
        ]}
      />,
    );
    expect(linesOf('New Zealand')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Text 1737' })).toHaveAttribute('href', 'sms:1737');
    expect(screen.getByRole('link', { name: 'Text 1737' })).toHaveAccessibleDescription('Need to talk?');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Ireland');
    expect(linesOf('Ireland')).toEqual([['Call 116 123', 'tel:116123']]);
  });

  test('replaces the whole set with the host’s, showing the only country by name', () => {
    render(
      <CrisisResources
        resources={[
          {
            code: 'IE',
            name: 'Ireland',
            lines: [{ number: '116 123', description: 'Any time, day or night', ageRange: '18 and over' }],
          },
        ]}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    expect(screen.getByText('Ireland')).toBeVisible();
    expect(linesOf('Ireland')).toEqual([['Call 116 123', 'tel:116123']]);
    expect(screen.getByRole('link', { name: 'Call 116 123' })).toHaveAccessibleDescription(
      'Support line Any time, day or night For ages 18 and over',
    );
    expect(screen.queryByRole('link', { name: 'Call 988' })).not.toBeInTheDocument();
  });

  test('shows an unparsable host number as plain text, never as a link', () => {
    render(
      <CrisisResources
        resources={[
          {
            code: 'GB',
            name: 'UK',
            lines: [{ number: 'Ask your GP for an urgent appointment' }, { number: 'javascript:alert(1)' }],
          },
        ]}
      />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(linesOf('UK')).toEqual([
      ['Support lineAsk your GP for an urgent appointment', null],
      ['Support linejavascript:alert(1)', null],
    ]);
  });

  test('ignores a controlled country that is not in the set', () => {
    browserLanguages(['en-NZ']);
    render(<CrisisResources country="FR" />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('New Zealand');
  });

  test('still shows the emergency sentence with an empty set', () => {
    render(<CrisisResources resources={[]} />);
    expect(screen.getByText(/call your local emergency number/)).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  test('takes every string from the provider’s crisisResources messages', () => {
    render(
      <WidgetsProvider
        messages={{
          crisisResources: {
            title: 'Need to talk now?',
            emergency: 'In danger? Call 111.',
            countryLabel: 'Where you are',
            linesLabel: (country: string) => `Lines for ${country}`,
            call: (number: string) => `Ring ${number}`,
            text: (keyword: string, number: string) => `Send ${keyword} to ${number}`,
          },
        }}
      >
        <CrisisResources country="US" />
      </WidgetsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Need to talk now?' })).toBeInTheDocument();
    expect(screen.getByText('In danger? Call 111.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Where you are' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Lines for USA' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ring 988' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send HOME to 741741' })).toBeInTheDocument();
  });

  test('lets the messages prop win over the provider', () => {
    render(
      <WidgetsProvider messages={{ crisisResources: { title: 'From the provider' } }}>
        <CrisisResources
          country="CA"
          messages={{ title: 'From the prop', textOnly: (number) => `Message ${number}` }}
          resources={[{ code: 'CA', name: 'Canada', lines: [{ number: '686868', kind: 'text' }] }]}
        />
      </WidgetsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'From the prop' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message 686868' })).toHaveAttribute('href', 'sms:686868');
  });

  test('hides its heading where the host has one, keeping the region’s name', () => {
    render(<CrisisResources country="AU" hideTitle />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Crisis Resources' })).toBeInTheDocument();
  });

  test('uses the heading level the host asks for', () => {
    render(<CrisisResources country="AU" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Crisis Resources' })).toBeInTheDocument();
  });
});

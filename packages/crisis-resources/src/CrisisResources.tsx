import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { buttonVariants, cx, useLocale, useMessages, WidgetRoot } from '@childhood-memories/ui';
import {
  forwardRef,
  Fragment,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react';

import { countryFromLocales, normaliseCountryCode, resolveCountries } from './countries.ts';
import { crisisCountries } from './crisis-countries.ts';
import { crisisResourcesMessages, type CrisisResourcesMessages } from './messages.ts';
import { parseCrisisLine } from './phone-links.ts';
import type { CrisisCountry, ParsedCrisisLine } from './types.ts';

/**
 * Props of {@link CrisisResources}.
 *
 * @example
 * const props: CrisisResourcesProps = { defaultCountry: 'GB', onCountryChange: (code) => save('country', code) };
 */
export interface CrisisResourcesProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title'> {
  /** The country shown (controlled): 'AU', 'US', 'CA', 'GB', 'NZ' or a host's code. */
  country?: string;
  /** The first country shown (uncontrolled). Without it the browser's region is used. */
  defaultCountry?: string;
  /** Called with the code the person picks in the country switch. */
  onCountryChange?: (code: string) => void;
  /** Replaces the whole default set of countries and lines. */
  resources?: readonly CrisisCountry[];
  /** Merged into the set: same code → lines appended; a new code → a new country. */
  extraResources?: readonly CrisisCountry[];
  /** Overrides of the `crisisResources` strings, winning over the provider's. */
  messages?: Partial<CrisisResourcesMessages>;
  /** Level of the title heading (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Show no heading, where the host already shows one; the region keeps the title as its name. */
  hideTitle?: boolean;
  /**
   * On mount, scroll the widget into view and move focus to its title (to the region with
   * `hideTitle`): for a 'Show crisis lines' button that reveals it.
   */
  autoFocusTitle?: boolean;
}

// The browser's languages, read through React so server and hydration renders use none
// (no mismatch) and the first client render after hydration uses them.
function subscribeToLanguages(onChange: () => void): () => void {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}
function browserLanguages(): string {
  return navigator.languages?.length ? navigator.languages.join(',') : (navigator.language ?? '');
}
function noLanguagesOnServer(): string {
  return '';
}

// Stands in for the number while a message function runs, so the message can be split around it.
const NUMBER_MARKER = '\u0000';

/**
 * A message with its number kept whole: the number sits in its own span that never wraps, so
 * 'Call 1-833-456-4566' may break after 'Call' but never inside the number. A message that
 * leaves the number out is shown as it is.
 */
function withWholeNumber(message: (number: string) => string, number: string): ReactNode {
  const [before, ...after] = message(NUMBER_MARKER).split(NUMBER_MARKER);
  if (after.length === 0) return message(number);
  // One span around it all: the link is a flex box, and loose text would become gapped items.
  return (
    <span>
      {before}
      {after.map((text, index) => (
        <Fragment key={index}>
          <span className="cm-crisis-number">{number}</span>
          {text}
        </Fragment>
      ))}
    </span>
  );
}

function CrisisLineItem({ line, t }: { line: ParsedCrisisLine; t: CrisisResourcesMessages }) {
  const id = useId();
  const titleId = `${id}-title`;
  const audienceId = `${id}-audience`;
  const descriptionId = `${id}-description`;
  const ageRangeId = `${id}-age`;
  const describedBy = [
    titleId,
    line.audience ? audienceId : '',
    line.description ? descriptionId : '',
    line.ageRange ? ageRangeId : '',
  ]
    .filter(Boolean)
    .join(' ');
  const keyword = line.keyword;
  const action =
    line.kind === 'call'
      ? withWholeNumber(t.call, line.number)
      : keyword
        ? withWholeNumber((number) => t.text(keyword, number), line.number)
        : withWholeNumber(t.textOnly, line.number);
  const plainText =
    line.kind === 'call' ? line.number : keyword ? t.text(keyword, line.number) : t.textOnly(line.number);
  return (
    <li className="cm-crisis-line" data-kind={line.kind}>
      <div className="cm-crisis-line-text">
        <span id={titleId} className="cm-crisis-line-name">
          {line.name ?? (line.kind === 'call' ? t.unnamedCall : t.unnamedText)}
        </span>
        {line.audience ? (
          <span id={audienceId} className="cm-crisis-line-audience">
            {line.audience}
          </span>
        ) : null}
        {line.description ? (
          <span id={descriptionId} className="cm-crisis-line-description">
            {line.description}
          </span>
        ) : null}
        {line.ageRange ? (
          <span id={ageRangeId} className="cm-crisis-line-age">
            {t.ageRange(line.ageRange)}
          </span>
        ) : null}
      </div>
      {line.href ? (
        <a
          href={line.href}
          className={cx(buttonVariants({ variant: 'secondary' }), 'cm-crisis-link')}
          data-variant="secondary"
          data-size="md"
          aria-describedby={describedBy}
        >
          {action}
        </a>
      ) : (
        // Not a number we can dial (a host's 'Ask your GP'): plain text in the link's place.
        <span className="cm-crisis-line-number">{plainText}</span>
      )}
    </li>
  );
}

/**
 * Crisis hotlines for the person's country, as `tel:` and `sms:` links, each in a card titled
 * with the service's name (or 'Support line' where no source names it) and who it is for, with a
 * calm sentence about emergencies always in view. The country comes from `country` / `defaultCountry`, else
 * the browser's region, else the first country of the set; a labelled select switches it.
 * Works with no provider and no API client.
 *
 * @example
 * <CrisisResources />
 * {showLines ? <CrisisResources autoFocusTitle /> : null}
 * <CrisisResources defaultCountry="NZ" extraResources={[{ code: 'NZ', name: 'New Zealand', lines: [{ number: '1737', kind: 'text' }] }]} />
 */
export const CrisisResources = forwardRef<HTMLDivElement, CrisisResourcesProps>(function CrisisResources(
  {
    country,
    defaultCountry,
    onCountryChange,
    resources,
    extraResources,
    messages: messageOverrides,
    headingLevel = 2,
    hideTitle = false,
    autoFocusTitle = false,
    className,
    ...rootProps
  },
  ref,
) {
  const t = useMessages('crisisResources', crisisResourcesMessages, messageOverrides);
  const locale = useLocale();
  const languages = useSyncExternalStore(subscribeToLanguages, browserLanguages, noLanguagesOnServer);
  const [chosen, setChosen] = useState<string>();
  const countries = useMemo(
    () => resolveCountries(crisisCountries, resources, extraResources),
    [resources, extraResources],
  );

  const known = (code: string | undefined) => {
    const normalised = code === undefined ? undefined : normaliseCountryCode(code);
    return countries.some((candidate) => candidate.code === normalised) ? normalised : undefined;
  };
  const activeCode =
    known(country) ??
    known(chosen) ??
    known(defaultCountry) ??
    countryFromLocales(languages ? languages.split(',') : [], countries) ??
    countryFromLocales([locale], countries) ??
    countries[0]?.code;
  const active = countries.find((candidate) => candidate.code === activeCode);

  const id = useId();
  const titleId = `${id}-title`;
  const selectId = `${id}-country`;
  const Heading = `h${headingLevel}` as const;

  const rootRef = useRef<HTMLDivElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const setRoot = useComposedRefs(rootRef, ref);
  useEffect(() => {
    if (!autoFocusTitle) return;
    const target = titleRef.current ?? rootRef.current;
    if (!target) return;
    target.focus({ preventScroll: true });
    // 'start': the lines below the title come into view too (scroll-margin keeps the focus ring).
    target.scrollIntoView?.({ block: 'start' });
  }, [autoFocusTitle]);

  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    setChosen(event.target.value);
    onCountryChange?.(event.target.value);
  };

  return (
    <WidgetRoot
      ref={setRoot}
      role="region"
      aria-labelledby={hideTitle ? undefined : titleId}
      aria-label={hideTitle ? t.title : undefined}
      tabIndex={autoFocusTitle && hideTitle ? -1 : undefined}
      className={cx('cm-crisis', className)}
      {...rootProps}
    >
      {hideTitle ? null : (
        <Heading
          ref={titleRef}
          id={titleId}
          className="cm-crisis-title"
          tabIndex={autoFocusTitle ? -1 : undefined}
        >
          {t.title}
        </Heading>
      )}
      <p className="cm-crisis-emergency">{t.emergency}</p>
      {countries.length > 1 ? (
        <div className="cm-crisis-country">
          <label htmlFor={selectId} className="cm-crisis-country-label">
            {t.countryLabel}
          </label>
          <select id={selectId} className="cm-crisis-select" value={activeCode} onChange={onSelect}>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      ) : active ? (
        <p className="cm-crisis-country-name">{active.name}</p>
      ) : null}
      {active ? (
        <ul className="cm-crisis-lines" aria-label={t.linesLabel(active.name)}>
          {active.lines.map((line, index) => (
            <CrisisLineItem key={`${index}-${line.number}`} line={parseCrisisLine(line, active.code)} t={t} />
          ))}
        </ul>
      ) : null}
    </WidgetRoot>
  );
});

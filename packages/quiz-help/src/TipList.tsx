import { Heading } from './Heading.tsx';
import type { HeadingLevel } from './types.ts';

export interface Tip {
  id: string;
  title: string;
  text: string;
}

interface TipListProps {
  tips: readonly Tip[];
  headingLevel: HeadingLevel;
}

/** Titled tips: each title is a heading, so screen-reader users can move from tip to tip. */
export function TipList({ tips, headingLevel }: TipListProps) {
  return (
    <ul className="cm-help-tips">
      {tips.map((tip) => (
        <li key={tip.id} className="cm-help-tip">
          <Heading level={headingLevel} className="cm-help-tip-title">
            {tip.title}
          </Heading>
          <p className="cm-help-tip-text">{tip.text}</p>
        </li>
      ))}
    </ul>
  );
}

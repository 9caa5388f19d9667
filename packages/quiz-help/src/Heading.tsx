import type { HTMLAttributes } from 'react';

import type { HeadingLevel } from './types.ts';

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: HeadingLevel;
}

/** A heading whose level follows the host page's outline. */
export function Heading({ level, children, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag {...props}>{children}</Tag>;
}

/** The level below `level`, never deeper than h6. */
export function subLevel(level: HeadingLevel): HeadingLevel {
  return level >= 6 ? 6 : ((level + 1) as HeadingLevel);
}

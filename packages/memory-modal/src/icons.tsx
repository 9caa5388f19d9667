/* Decorative inline icons: always aria-hidden, sized by the surrounding font. */

function Icon({ children }: { children: React.ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function BackIcon() {
  return (
    <Icon>
      <path d="M15 18l-6-6 6-6" />
    </Icon>
  );
}

export function LinkIcon() {
  return (
    <Icon>
      <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
    </Icon>
  );
}

export function BookmarkIcon({ filled = false }: { filled?: boolean }) {
  return (
    <Icon>
      <path d="M7 4h10v16l-5-4-5 4z" fill={filled ? 'currentColor' : 'none'} />
    </Icon>
  );
}

export function FlagIcon() {
  return (
    <Icon>
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
    </Icon>
  );
}

export function HeartHandIcon() {
  return (
    <Icon>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </Icon>
  );
}

export function PencilIcon() {
  return (
    <Icon>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
    </Icon>
  );
}

export function MessageIcon() {
  return (
    <Icon>
      <path d="M4 5h16v11H9l-5 4z" />
    </Icon>
  );
}

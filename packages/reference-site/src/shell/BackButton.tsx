import { IconButton } from '@childhood-memories/ui';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * Back (community §2.2): to /home when the page was reached through a redirect
 * (`isRedirected`), otherwise one step back; a page opened first in its tab goes to the start.
 */
export function BackButton() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onClick = () => {
    if (params.has('isRedirected')) void navigate('/home');
    else if (typeof window !== 'undefined' && (window.history.state as { idx?: number } | null)?.idx)
      void navigate(-1);
    else void navigate('/');
  };
  return (
    <IconButton label="Back" variant="ghost" size="sm" onClick={onClick}>
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </IconButton>
  );
}

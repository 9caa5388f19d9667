/** One entry of the site's navigation (community §2.1). */
export interface NavEntry {
  to: string;
  label: string;
}

/** What a visitor sees: the quiz landing, styles, feedback, learning, safety, FAQ and contact. */
export const VISITOR_NAV: readonly NavEntry[] = [
  { to: '/', label: 'Take The Quiz' },
  { to: '/styles', label: 'Browse Styles' },
  { to: '/comments', label: 'Comment' },
  { to: '/learn', label: 'Learn' },
  { to: '/safety', label: 'Safety' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact-us', label: 'Contact' },
];

/** What a member sees. */
export const MEMBER_NAV: readonly NavEntry[] = [
  { to: '/home', label: 'Home' },
  { to: '/styles', label: 'Browse Styles' },
  { to: '/quiz', label: 'Your Styles' },
  { to: '/learn', label: 'Learn' },
  { to: '/safety', label: 'Safety' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact-us', label: 'Contact' },
];

/** The desktop account dropdown, before Log out. */
export const ACCOUNT_MENU: readonly NavEntry[] = [
  { to: '/account', label: 'Your Account' },
  { to: '/safety-filters', label: 'Safety Filters' },
  { to: '/settings', label: 'Settings' },
  { to: '/contact-us', label: 'Contact us' },
];

/** Pages only a member may open; a visitor is asked to log in first. */
export const MEMBER_ONLY_PATHS = [
  '/home',
  '/quiz',
  '/account',
  '/account/delete-account',
  '/settings',
  '/safety-filters',
];

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

/** Ours: the moderators' entry, after the account entries, for moderators only. */
export const MODERATION_ENTRY: NavEntry = { to: '/moderation', label: 'Moderation' };

/** The account entries a member sees: a moderator also finds the moderation queue there. */
export function accountMenu(isModerator: boolean): readonly NavEntry[] {
  return isModerator ? [...ACCOUNT_MENU, MODERATION_ENTRY] : ACCOUNT_MENU;
}

/** Pages only a member may open; a visitor is asked to log in first. */
export const MEMBER_ONLY_PATHS = [
  '/home',
  '/quiz',
  '/account',
  '/account/delete-account',
  '/settings',
  '/safety-filters',
  '/moderation',
];

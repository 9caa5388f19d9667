/** The demo members, their usernames and their e-mail addresses (the login); `moderator` for the one who moderates. */
export const DEMO_MEMBERS: readonly [
  { readonly username: 'sample_robin'; readonly email: string; readonly moderator: false },
  { readonly username: 'sample_sam'; readonly email: string; readonly moderator: false },
  { readonly username: 'sample_jo'; readonly email: string; readonly moderator: false },
  { readonly username: 'sample_mod'; readonly email: string; readonly moderator: true },
];

/** The demo members, their usernames and their e-mail addresses (the login). */
export const DEMO_MEMBERS: readonly [
  { readonly username: 'sample_robin'; readonly email: string },
  { readonly username: 'sample_sam'; readonly email: string },
  { readonly username: 'sample_jo'; readonly email: string },
];

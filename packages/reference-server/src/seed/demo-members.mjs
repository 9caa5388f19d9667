// The demo members the server seeds with SEED_DEMO=1: read by the seed (demo.ts) and printed by
// the root `npm start` beside the site's address, so nobody has to guess how to log in as them.
// They log in with DEMO_PASSWORD as it was when the database was first seeded.

// sample_mod is a moderator (issue 31): log in as them to see the moderation page.

/** The demo members, their usernames and their e-mail addresses (the login); `moderator` for the one who moderates. */
export const DEMO_MEMBERS = [
  { username: 'sample_robin', email: 'sample_robin@example.invalid', moderator: false },
  { username: 'sample_sam', email: 'sample_sam@example.invalid', moderator: false },
  { username: 'sample_jo', email: 'sample_jo@example.invalid', moderator: false },
  { username: 'sample_mod', email: 'sample_mod@example.invalid', moderator: true },
];

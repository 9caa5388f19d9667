/**
 * The posted time of a memory after a save (ours, issue 35), for backends. A save that is not an
 * autosave is its writer's Post: a create (the memory is posted as it is created), or the update
 * of a memory the tag wizard created before Post. The first such save is the posted time, and later
 * edits keep it. An autosave (`?autosave=true`: the tag wizard's, before Post) posts nothing, so a
 * memory created by one stays unposted (null) until Post. `now` is the backend's own moment of the
 * save (an ISO string, a `Date`, or the database's `now()`), so a create that posts has the same
 * `created` and `posted_at`.
 *
 * @example
 * memory.posted_at = postedAtAfterSave(memory.posted_at, { autosave: query.autosave }, now);
 */
export function postedAtAfterSave<Moment>(
  postedAt: Moment | null,
  save: { autosave?: boolean | undefined },
  now: Moment,
): Moment | null {
  if (postedAt !== null) return postedAt;
  return save.autosave === true ? null : now;
}

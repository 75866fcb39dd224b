/** What a member can follow: an editorial author, another member, or a blog tag. */
export type FollowTarget = { kind: 'author'; id: string } | { kind: 'member'; id: string } | { kind: 'tag'; tag: string };

/** The follows row's columns naming the target. */
export function followObject(target: FollowTarget): { author_id?: string; member_id?: string; tag?: string } {
  if (target.kind === 'author') return { author_id: target.id };
  if (target.kind === 'member') return { member_id: target.id };
  return { tag: target.tag };
}

/** The filter that finds the member's follow of the target. */
export function followWhere(target: FollowTarget) {
  if (target.kind === 'author') return { author_id: { _eq: target.id } };
  if (target.kind === 'member') return { member_id: { _eq: target.id } };
  return { tag: { _eq: target.tag } };
}

/** The database's refusals a member can act on (migration 1795305603500_follows). */
export const followCapConstraint = 'follows_cap';
export const followBudgetConstraint = 'follows_budget';
export const followOnceConstraint = 'follows_once';

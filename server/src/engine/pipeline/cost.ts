// What a query may cost, estimated from its plans before any statement runs, and the per-role ceiling on it.
// The unit is rows: those a selection can build (each level's rows times what each row asks for) plus those a
// filter or an aggregate must read. Per level:
// - a root list: its `limit` argument or the role's row limit, else the table's estimated size (table-sizes.ts);
// - an object relationship: one row per parent row; an array relationship or a computed field's rows: the
//   limits above per parent row, else the target table's size per parent row, and no more than the table's size
//   when the parent rows are distinct (a root list or an array relationship: each child row has one parent);
// - an aggregate reads every row it aggregates (its `limit`, else the table's size per parent row), whatever the
//   permission's row limit, which bounds only `nodes`;
// - a `where` with a pattern operator (`_like`, `_ilike`, `_regex`, `_similar` and their negations) cannot use an
//   index: every row it may look at counts (the table's size per parent row), whatever the `limit`; so does what an
//   `offset` skips.
// The root fields' costs add up, aliases included. The admin secret is exempt; site_admin has a higher ceiling.
import { ROLES, type Session } from '../../session/index.ts';
import { GraphqlError } from '../errors.ts';
import type { ActionOutputField, AggregatePlan, RootPlan, RowField, RowsPlan, SelectArgs } from '../request/plan-types.ts';
import { TEXT_PATTERN_OPERATORS as PATTERN_OPERATORS } from '../sql/bool-exp.ts';
import type { EngineLimits } from '../../config/index.ts';
import type { TableSizes } from './table-sizes.ts';

/** Whether a boolean expression (at any depth, through relationships) compares with a pattern operator. */
export function scansWithPattern(where: unknown): boolean {
  if (where === null || typeof where !== 'object') return false;
  if (Array.isArray(where)) return where.some(scansWithPattern);
  return Object.entries(where).some(
    ([key, value]) => (PATTERN_OPERATORS.has(key.startsWith('$') ? `_${key.slice(1)}` : key) && value != null) || scansWithPattern(value),
  );
}

/** Where a level's rows come from: how many parent rows, and whether they are distinct rows of their table. */
interface Parent {
  rows: number;
  distinct: boolean;
}

const ROOT: Parent = { rows: 1, distinct: true };

/** The rows `perParent` gives over `parent` rows, never more than the table holds when the parents are distinct. */
function over(parent: Parent, perParent: number, tableRows: number): number {
  const rows = parent.rows * perParent;
  return parent.distinct ? Math.min(rows, Math.max(tableRows, perParent)) : rows;
}

const lowest = (...values: (number | null | undefined)[]): number =>
  Math.min(...values.map((value) => (typeof value === 'number' && value >= 0 ? value : Number.POSITIVE_INFINITY)));

function offsetOf(args: SelectArgs): number {
  // A 64-bit offset beyond a double's range reads as unbounded.
  const offset = Number(args.offset ?? 0);
  return Number.isFinite(offset) ? Math.max(offset, 0) : Number.POSITIVE_INFINITY;
}

export interface CostEstimator {
  /** The estimated cost of a query's (or subscription's) planned root fields. */
  estimate(plans: RootPlan[]): number;
}

export function costEstimator(sizes: TableSizes): CostEstimator {
  // The estimate of a compiled query's kept plans (plan.ts), made again only once the sizes were read again.
  const estimates = new WeakMap<RootPlan[], { generation: number; cost: number }>();

  /** What reading `args` over `parent` reads beyond the rows it gives: a pattern's scan, an offset's skipped rows. */
  function reads(args: SelectArgs, parent: Parent, tableRows: number, perParentMax: number): number {
    let cost = 0;
    if (scansWithPattern(args.where)) cost += over(parent, perParentMax, tableRows);
    const offset = offsetOf(args);
    if (offset > 0) cost += over(parent, Math.min(offset, perParentMax), tableRows);
    return cost;
  }

  function rows(plan: RowsPlan, parent: Parent, perParentMax: number | 'table'): number {
    const tableRows = sizes.rowsOf(plan.access.table);
    const most = perParentMax === 'table' ? tableRows : perParentMax;
    const perParent = Math.min(most, lowest(plan.args.limit, plan.access.limit));
    const built = over(parent, perParent, tableRows);
    // An array's rows are distinct when its parents are; an object relationship's repeat (many rows, one parent).
    const distinct = perParentMax === 'table' && parent.distinct;
    return built + reads(plan.args, parent, tableRows, most) + fields(plan.fields, { rows: built, distinct });
  }

  function aggregate(plan: AggregatePlan, parent: Parent): number {
    const tableRows = sizes.rowsOf(plan.access.table);
    const aggregated = over(parent, Math.min(tableRows, lowest(plan.args.limit)), tableRows);
    let cost = reads(plan.args, parent, tableRows, tableRows);
    for (const field of plan.fields) {
      if (field.kind === 'aggregate') cost += aggregated;
      else if (field.kind === 'nodes') {
        const built = over(parent, Math.min(tableRows, lowest(plan.args.limit, plan.access.limit)), tableRows);
        cost += built + fields(field.fields, { rows: built, distinct: parent.distinct });
      }
    }
    return cost;
  }

  function fields(list: RowField[], parent: Parent): number {
    let cost = 0;
    for (const field of list) {
      switch (field.kind) {
        case 'object':
          cost += rows(field.plan, { rows: parent.rows, distinct: false }, 1);
          break;
        case 'array':
        case 'computed_rows':
          cost += rows(field.plan, parent, 'table');
          break;
        case 'array_aggregate':
          cost += aggregate(field.plan, parent);
          break;
        case 'computed_scalar':
          cost += parent.rows;
          break;
        default:
          break;
      }
    }
    return cost;
  }

  function actionFields(list: ActionOutputField[]): number {
    let cost = 0;
    for (const field of list) {
      if (field.kind === 'field' && field.fields) cost += actionFields(field.fields);
      if (field.kind === 'relationship') {
        cost += rows(field.plan, ROOT, field.relationship.kind === 'object' ? 1 : 'table');
      }
    }
    return cost;
  }

  return {
    estimate(plans) {
      sizes.refreshIfStale();
      const known = estimates.get(plans);
      if (known?.generation === sizes.generation) return known.cost;
      let cost = 0;
      for (const plan of plans) {
        switch (plan.kind) {
          case 'select':
            cost += rows(plan.plan, ROOT, 'table');
            break;
          case 'select_by_pk':
            cost += rows(plan.plan, ROOT, 1);
            break;
          case 'select_stream':
            cost += rows({ ...plan.plan, args: { ...plan.plan.args, limit: plan.stream.batchSize } }, ROOT, 'table');
            break;
          case 'function':
            cost += rows(plan.plan, ROOT, plan.single ? 1 : 'table');
            break;
          case 'select_aggregate':
            cost += aggregate(plan.plan, ROOT);
            break;
          case 'action':
            cost += actionFields(plan.plan.fields ?? []);
            break;
          default:
            break;
        }
      }
      estimates.set(plans, { generation: sizes.generation, cost });
      return cost;
    },
  };
}

/** A refusal by the estimate: it holds while the tables' sizes keep the estimate over the ceiling. */
export class CostRefusal extends GraphqlError {}

/** The ceiling of a session's requests: none for the admin secret, the higher one for site_admin. */
export function costCeiling(session: Session, limits: EngineLimits): number {
  if (session.isAdmin) return Number.POSITIVE_INFINITY;
  return session.role === ROLES.siteAdmin ? limits.adminMaxQueryCost : limits.maxQueryCost;
}

/** Refuses planned root fields whose estimated cost is over the session's ceiling (Hasura's `validation-failed`). */
export function checkCost(plans: RootPlan[], session: Session, limits: EngineLimits, estimator: CostEstimator): void {
  const ceiling = costCeiling(session, limits);
  if (ceiling === Number.POSITIVE_INFINITY) return;
  const cost = estimator.estimate(plans);
  if (cost > ceiling) {
    const estimated = Number.isFinite(cost) && cost < 1e15 ? Math.round(cost).toLocaleString('en-US') : 'unbounded';
    throw new CostRefusal(
      'validation-failed',
      `the query's estimated cost (${estimated} rows read or built) is over the limit of ${ceiling.toLocaleString('en-US')}; ask for fewer rows (limit), fewer nested lists or fewer aliases`,
      '$',
    );
  }
}

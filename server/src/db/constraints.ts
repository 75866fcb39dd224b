// The server's entry to the generated constraint module it shares with the client (`npm run constraints`
// writes it from the migrations): the CHECK length bounds its validators apply before the database would refuse.
export { COLUMN_LENGTHS, type LengthBound } from '#contract/db-lengths.ts';
export { CONSTRAINTS, type ConstraintName } from '#contract/db-constraints.ts';

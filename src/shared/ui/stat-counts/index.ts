export { StatCounts } from './StatCounts';
export type { StatCount, StatCountsProps } from './StatCounts';

export { FactList } from './FactList';
export type { Fact } from './FactList';

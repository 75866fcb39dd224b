export { ProblemState } from './ProblemState';
export type { ProblemStateProps } from './ProblemState';

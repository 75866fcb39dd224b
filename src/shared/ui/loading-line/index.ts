export { LoadingLine } from './LoadingLine';
export type { LoadingLineProps } from './LoadingLine';

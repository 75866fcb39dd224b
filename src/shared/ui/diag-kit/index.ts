export { CheckButton } from './CheckButton';
export type { CheckButtonProps, CheckResult } from './CheckButton';
export { CheckList } from './CheckList';
export type { CheckItem } from './CheckList';
export { Code, Picture } from './DiagKit.styles';
export { Loadable } from './Loadable';
export type { LoadableProps } from './Loadable';
export { useRun } from './useRun';

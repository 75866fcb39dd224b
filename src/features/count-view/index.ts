export { useCountPageViews } from './model/useCountPageViews';
export { useCountView, useCountViewOnOpen, type ViewKind } from './model/useCountView';

// Helpers for stories only; the app never imports this segment.
export { withRouter } from './withRouter';

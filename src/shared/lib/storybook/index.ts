// Helpers for stories only; the app never imports this segment.
export { fragmentData } from './fragmentData';
export { placeholderImage } from './placeholderImage';
export { withRouter } from './withRouter';

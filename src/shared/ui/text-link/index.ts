export { TextAnchor, TextLink } from './TextLink';

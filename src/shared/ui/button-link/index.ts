export { ButtonAnchor, ButtonLink } from './ButtonLink';

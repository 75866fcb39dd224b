export { isEmail, isWebAddress } from './patterns';

export { apiErrorMessage } from './apiErrorMessage';

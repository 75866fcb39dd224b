export { SearchBox } from './ui/SearchBox';

export { MyPosts } from './ui/MyPosts';

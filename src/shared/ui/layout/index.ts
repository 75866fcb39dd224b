export { Clamp, Cluster, Muted, Note, Pill, Stack } from './Layout';

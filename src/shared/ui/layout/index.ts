export { Clamp, Cluster, Muted, Pill, Stack } from './Layout';

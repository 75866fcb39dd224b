export { Clamp, Cluster, Muted, Note, Nowrap, Pill, Stack } from './Layout';

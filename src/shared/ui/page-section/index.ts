export { PageSection } from './PageSection';
export type { PageSectionProps } from './PageSection';
export { SectionTitle } from './PageSection.styles';

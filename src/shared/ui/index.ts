// Slices import shared/ui by folder (`@/shared/ui/button`), so a page pulls in only the pieces it uses
// and admin-only pieces stay out of the public entry bundle. This index remains for the few files
// that still import it (sign-in, refresh-news, upload-image); remove it once they import by folder.
export { Alert, RetryAlert } from './alert';
export type { AlertProps, AlertTone, RetryAlertProps } from './alert';
export { Button } from './button';
export type { ButtonProps, ButtonVariant } from './button';
export { ButtonAnchor, ButtonLink } from './button-link';
export {
  Card,
  CardCover,
  CardExcerpt,
  CardGrid,
  CardMeta,
  CardSkeleton,
  CardTitleLink,
} from './card';
export type { CardMetaProps } from './card';
export { Chip, ChipLink } from './chip';
export { Container } from './container';
export { CoverImage } from './cover-image';
export { Dialog, DialogActions, DialogBody } from './dialog';
export type { DialogProps } from './dialog';
export { EmptyState } from './empty-state';
export { MessagePage } from './message-page';
export type { MessagePageProps } from './message-page';
export { Page } from './page';
export type { PageProps, PageSpacing, PageWidth } from './page';
export { PageHeader } from './page-header';
export type { PageHeaderProps } from './page-header';
export { PageSection, SectionTitle } from './page-section';
export type { PageSectionProps } from './page-section';
export { ProblemState } from './problem-state';
export type { ProblemStateProps } from './problem-state';
export { Prose } from './prose';
export { SearchInput } from './search-input';
export { Skeleton } from './skeleton';
export type { SkeletonProps } from './skeleton';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { TextArea } from './text-area';
export type { TextAreaProps } from './text-area';
export { TextComposer } from './text-composer';
export type { ComposerLock, TextComposerProps } from './text-composer';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { TextAnchor, TextLink } from './text-link';
export { VisuallyHidden } from './visually-hidden';

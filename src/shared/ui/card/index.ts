export { Card, CardCover, CardCoverPlaceholder, CardExcerpt, CardGrid, CardSkeleton, CardTitleLink } from './Card';
export { CardMeta } from './CardMeta';
export type { CardMetaProps } from './CardMeta';

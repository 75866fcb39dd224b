export { Card, CardCover, CardExcerpt, CardGrid, CardSkeleton, CardTitleLink } from './Card';
export { CardMeta } from './CardMeta';
export type { CardMetaProps } from './CardMeta';

/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CategoryBadge_CategoryFragment = { id: string, name: string, slug: string, name_zh: string | null } & { ' $fragmentName'?: 'CategoryBadge_CategoryFragment' };

export const CategoryBadge_CategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}}]}}]} as unknown as DocumentNode<CategoryBadge_CategoryFragment, unknown>;
/**
 * A page's translator narrowed to the keys every admin list namespace holds alike (admin-articles, admin-events,
 * admin-users): each page passes its own `t`, so the words stay in its namespace with typed keys.
 */
export interface ListTranslator {
  (key: 'loading' | 'retry' | 'loadMore' | 'table.region' | 'table.caption'): string;
  (key: 'showing', options: { shown: number; count: number }): string;
}

/**
 * The words a searchable list with a status choice and deletes (FilteredAdminList) finds in its page's namespace:
 * search.label, search.placeholder, status.label and status.<status> of each status, empty.filtered, empty.none and
 * empty.clear, the list's and the delete confirmation's words.
 */
export type FilteredListTranslator<Status extends string> = ListTranslator &
  Parameters<typeof deleteConfirmLabels>[0] &
  ((
    key:
      | 'search.label'
      | 'search.placeholder'
      | 'status.label'
      | `status.${NoInfer<Status>}`
      | `empty.${'filtered' | 'none' | 'clear'}`
      | 'messages.dismiss',
  ) => string) &
  ((key: 'loadFailed', options: { message: string }) => string);

/** A delete confirmation's words (ConfirmDialog) from the page's namespace, under confirm.*; the message is the page's. */
export function deleteConfirmLabels(
  t: (key: 'confirm.title' | 'confirm.delete' | 'confirm.deleting' | 'confirm.cancel' | 'confirm.close') => string,
) {
  return {
    title: t('confirm.title'),
    confirmLabel: t('confirm.delete'),
    busyLabel: t('confirm.deleting'),
    cancelLabel: t('confirm.cancel'),
    closeLabel: t('confirm.close'),
  };
}

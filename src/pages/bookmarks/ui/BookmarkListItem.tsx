import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBookmarkErrorText, useRemoveBookmark } from '@/features/bookmark-item';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { LanguageMark } from '@/shared/ui/language-mark';
import { bookmarkEntry, type BookmarkRow } from '../model/bookmarkEntry';
import { Item, Meta, Row } from './BookmarksPage.styles';

interface BookmarkListItemProps {
  bookmark: BookmarkRow & { id: string; created_at: string };
}

/** One saved item: its kind, its link, when it was saved, and a button to remove it. */
export function BookmarkListItem({ bookmark }: BookmarkListItemProps) {
  const { t } = useTranslation(['bookmarks', 'content']);
  const format = useLocaleFormat();
  const remove = useRemoveBookmark();
  const errorText = useBookmarkErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const entry = bookmarkEntry(bookmark);
  const title = entry.kind === 'gone' ? t('gone') : entry.title;

  const removeIt = async () => {
    setBusy(true);
    setError(null);
    const failure = await remove(bookmark.id);
    setBusy(false);
    // The normalised cache takes the row off the list at once (and puts it back if the server refuses).
    if (failure) setError(errorText(failure));
  };

  return (
    <Row data-testid="bookmark">
      <Item>
        {entry.kind === 'gone' ? (
          <span>{title}</span>
        ) : (
          <Link to={entry.href} lang={entry.language ? format.langOf(entry.language) : undefined}>
            {title}
          </Link>
        )}
        <Meta>
          <span>{t(`kinds.${entry.kind}`)}</span>
          {entry.kind !== 'gone' && entry.language && <LanguageMark language={entry.language} />}
          <time dateTime={bookmark.created_at}>{t('savedOn', { date: format.shortDate(bookmark.created_at) })}</time>
        </Meta>
        {error && <Alert>{error}</Alert>}
      </Item>
      <Button variant="ghost" disabled={busy} onClick={() => void removeIt()} aria-label={t('removeItem', { title })}>
        {busy ? t('removing') : t('remove')}
      </Button>
    </Row>
  );
}

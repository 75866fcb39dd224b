import { NewsItem } from '@/entities/news-item';
import { CurateNewsControls } from '@/features/curate-news';
import { openSignInDialog } from '@/features/sign-in';
import { VoteNewsButtons } from '@/features/vote-news';
import { graphql, useFragment, type FragmentType } from '@/shared/api';

const NewsStreamItem_NewsArticleFragment = graphql(`
  fragment NewsStreamItem_NewsArticle on news_articles {
    id
    bull_count
    bear_count
    is_important
    pinned_at
    ...NewsItem_NewsArticle
  }
`);

export interface NewsStreamItemProps {
  item: FragmentType<typeof NewsStreamItem_NewsArticleFragment>;
  /** The reader's vote on it (useMyNewsVotes). */
  myVote: 'bull' | 'bear' | undefined;
  onOpen: (id: string) => void;
}

/** A story of the stream with its live bull/bear votes and, for site admins, its importance and pin controls. */
export function NewsStreamItem({ myVote, onOpen, ...props }: NewsStreamItemProps) {
  const item = useFragment(NewsStreamItem_NewsArticleFragment, props.item);
  return (
    <NewsItem
      item={item}
      detailed
      onOpen={onOpen}
      actions={
        <>
          <VoteNewsButtons
            newsId={item.id}
            bull={item.bull_count}
            bear={item.bear_count}
            mine={myVote ?? null}
            onSignIn={() => openSignInDialog('login', 'vote')}
          />
          <CurateNewsControls id={item.id} important={item.is_important} pinned={item.pinned_at !== null} />
        </>
      }
    />
  );
}

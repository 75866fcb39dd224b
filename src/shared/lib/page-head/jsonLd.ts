// schema.org descriptions of the site's items, for the JSON-LD the server writes into a page's head.
import { htmlLangOf } from '#contract/languages.ts';

interface Person {
  name: string | null | undefined;
}

/** A NewsArticle (our articles) or BlogPosting (members' posts). */
export function storyJsonLd(story: {
  type: 'NewsArticle' | 'BlogPosting';
  url: string;
  headline: string;
  description?: string | null | undefined;
  image?: string | null | undefined;
  datePublished?: string | null | undefined;
  dateModified?: string | null | undefined;
  author?: Person | null | undefined;
  language?: string | null | undefined;
  keywords?: readonly string[] | null | undefined;
  section?: string | null | undefined;
  /** The site's name in the page's language (common:brand.name). */
  publisher: string;
}): Record<string, unknown> {
  return compact({
    '@type': story.type,
    mainEntityOfPage: story.url,
    url: story.url,
    headline: story.headline.slice(0, 110),
    description: story.description,
    image: story.image ? [story.image] : undefined,
    datePublished: story.datePublished,
    dateModified: story.dateModified ?? story.datePublished,
    author: story.author?.name ? { '@type': 'Person', name: story.author.name } : undefined,
    inLanguage: htmlLangOf(story.language),
    keywords: story.keywords?.length ? story.keywords.join(', ') : undefined,
    articleSection: story.section,
    publisher: { '@type': 'Organization', name: story.publisher },
  });
}

/** An Event, online or at a place. */
export function eventJsonLd(event: {
  url: string;
  name: string;
  description?: string | null | undefined;
  image?: string | null | undefined;
  startDate: string;
  endDate?: string | null | undefined;
  online: boolean;
  place?: string | null | undefined;
  organizer?: string | null | undefined;
  price?: number | null | undefined;
  currency?: string;
}): Record<string, unknown> {
  return compact({
    '@type': 'Event',
    url: event.url,
    name: event.name,
    description: event.description,
    image: event.image ? [event.image] : undefined,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: event.online
      ? { '@type': 'VirtualLocation', url: event.url }
      : event.place
        ? { '@type': 'Place', name: event.place, address: event.place }
        : undefined,
    organizer: event.organizer ? { '@type': 'Organization', name: event.organizer } : undefined,
    offers:
      event.price === null || event.price === undefined
        ? undefined
        : { '@type': 'Offer', price: event.price, priceCurrency: event.currency ?? 'CNY', url: event.url },
  });
}

/** A forum thread (DiscussionForumPosting): its title, text, author, time and interaction counts. */
export function discussionJsonLd(discussion: {
  url: string;
  /** The thread's title; else the start of its text. */
  headline?: string | undefined;
  text: string;
  datePublished: string;
  dateModified?: string | null | undefined;
  author?: (Person & { url?: string | undefined }) | null | undefined;
  language?: string | null | undefined;
  likes: number;
  comments: number;
}): Record<string, unknown> {
  return compact({
    '@type': 'DiscussionForumPosting',
    mainEntityOfPage: discussion.url,
    url: discussion.url,
    headline: (discussion.headline ?? discussion.text).slice(0, 110),
    text: discussion.text,
    datePublished: discussion.datePublished,
    dateModified: discussion.dateModified ?? discussion.datePublished,
    author: discussion.author?.name ? compact({ '@type': 'Person', name: discussion.author.name, url: discussion.author.url }) : undefined,
    inLanguage: htmlLangOf(discussion.language),
    interactionStatistic: [
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: discussion.likes },
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: discussion.comments },
    ],
  });
}

function compact(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null && entry !== ''));
}

// The card's words in the story's language, read once from the site's messages (locales/<lang>/common.json and
// news.json), so the card says what the site says.
import { message, siteName } from '../../config/locales.ts';

export interface CardTexts {
  siteName: string;
  label: string;
  important: string;
}

/** The card's texts in English or Chinese. */
export function cardTexts(language: 'en' | 'zh'): CardTexts {
  return {
    siteName: siteName(language),
    label: message(language, 'news', 'card.label'),
    important: message(language, 'news', 'item.important'),
  };
}

// The card's words in the story's language, read once from the site's messages (locales/<lang>/common.json and
// news.json), so the card says what the site says.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../../config/paths.ts';

export interface CardTexts {
  siteName: string;
  label: string;
  important: string;
}

const loaded = new Map<string, CardTexts>();

const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(ROOT_DIR, 'locales', language, `${namespace}.json`), 'utf8')) as Record<string, Record<string, string>>;

/** The card's texts in English or Chinese. */
export function cardTexts(language: 'en' | 'zh'): CardTexts {
  let texts = loaded.get(language);
  if (!texts) {
    const common = read(language, 'common');
    const news = read(language, 'news');
    texts = { siteName: common.brand!.name!, label: news.card!.label!, important: news.item!.important! };
    loaded.set(language, texts);
  }
  return texts;
}

export interface BilingualName {
  name: string;
  name_zh?: string | null;
}

/** A row's name in the reader's language: `name_zh` in Chinese when set, else the English `name`. */
export function localizedName(row: BilingualName, language: string): string {
  return language === 'zh' && row.name_zh ? row.name_zh : row.name;
}

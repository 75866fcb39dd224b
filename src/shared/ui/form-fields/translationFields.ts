import { languages } from '@/shared/lib/i18n';
import type { FieldSpec } from './FormFields';

/** A form's language, and the item in another language it is a translation of ('' for none). */
interface Translatable {
  language: string;
  translationOfId: string;
}

/** For useForm's derive: a translation links two languages, so a change of language drops the link. */
export const dropsTranslation = (field: PropertyKey) => (field === 'language' ? { translationOfId: '' } : {});

/**
 * The language select and, beside it, the item the form's is a translation of: one of `items` in another language
 * (the form's own item left out). `words` reads language, languages.<language>, translationOf, translationHint and
 * noTranslation.
 */
export function translationFields<Values extends Translatable>(
  values: Values,
  words: (key: string) => string,
  items: readonly { id: string; label: string; language?: string }[],
  own?: string,
): FieldSpec<Values> {
  const others = items.filter((item) => item.id !== own && item.language !== values.language);
  const fields: FieldSpec<Translatable>[] = [
    {
      kind: 'select',
      field: 'language',
      label: words('language'),
      options: languages.map((language) => ({ value: language, label: words(`languages.${language}`) })),
    },
    {
      kind: 'select',
      field: 'translationOfId',
      label: words('translationOf'),
      hint: words('translationHint'),
      options: [{ value: '', label: words('noTranslation') }, ...others.map(({ id, label }) => ({ value: id, label }))],
    },
  ];
  return { kind: 'row', fields } as FieldSpec<Values>;
}

import type { Options } from 'react-markdown';

type Plugins = NonNullable<Options['rehypePlugins']>;

// The HTML parser and sanitiser (parse5, about half the markdown code) come only for a body with raw HTML in it.
let loaded: Plugins | undefined;
let loading: Promise<Plugins> | undefined;

/** Whether markdown may hold raw HTML: a '<' that starts a tag, a comment or a declaration (CommonMark's forms). */
export const mayHoldHtml = (source: string): boolean => /<[A-Za-z/!?]/.test(source);

/** The raw-HTML plugins (safeHtml.ts), loading once. */
export function loadSafeHtml(): Promise<Plugins> {
  loading ??= import('./safeHtml').then((module) => {
    loaded = module.safeHtmlPlugins;
    return loaded;
  });
  return loading;
}

/** The raw-HTML plugins once their code is in. */
export const loadedSafeHtml = (): Plugins | undefined => loaded;

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlatNamespace } from 'i18next';

/**
 * Messages already worked out, per set of loaded messages (the i18next store, shared by the server's copies of the
 * instance), by language, namespaces, key and options. A message of a loaded namespace never changes, so a list
 * drawing the same labels for each of its items asks i18next once: a `t` call costs about as much as drawing a
 * small element (it copies the instance's options, resolves the key and its plural, interpolates).
 */
const kept = new WeakMap<object, Map<string, string>>();
/** Options with values a reader supplies (a search term) make new keys: the map starts again past this size. */
const KEPT_LIMIT = 2_000;

type Plain = string | number | boolean;

/** The options as part of a key, or undefined when they hold anything but plain values (then never kept). */
function optionsKey(options: unknown): string | undefined {
  if (options === undefined) return '';
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return undefined;
  let key = '';
  for (const [name, value] of Object.entries(options as Record<string, unknown>)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return undefined;
    key += `\u0001${name}\u0002${type}\u0002${String(value as Plain)}`;
  }
  return key;
}

/**
 * useTranslation for components drawn once per item of a list (a story, a card, a vote): the same `t` and
 * re-renders, but once the namespaces are loaded each message with plain options (a count, a name) is worked out
 * once per language and kept, not on every item of every render.
 */
export function useItemTranslation<const Ns extends FlatNamespace | readonly FlatNamespace[]>(ns: Ns) {
  const translation = useTranslation(ns);
  const { t, i18n, ready } = translation;
  const language = i18n.language;
  const namespaces = Array.isArray(ns) ? ns.join(',') : String(ns);
  const keptT = useMemo(() => {
    const store: object | undefined = i18n.store;
    if (!ready || !store) return t;
    let messages = kept.get(store);
    if (!messages) {
      messages = new Map();
      kept.set(store, messages);
    }
    const map = messages;
    const prefix = `${language}\u0000${namespaces}\u0000`;
    const call = t as unknown as (...args: unknown[]) => unknown;
    const cached = (...args: unknown[]): unknown => {
      const [key, options] = args;
      const optionsPart = args.length <= 2 && typeof key === 'string' ? optionsKey(options) : undefined;
      if (optionsPart === undefined) return call(...args);
      const id = `${prefix}${key as string}\u0000${optionsPart}`;
      const found = map.get(id);
      if (found !== undefined) return found;
      const message = call(...args);
      if (typeof message === 'string') {
        if (map.size >= KEPT_LIMIT) map.clear();
        map.set(id, message);
      }
      return message;
    };
    // What i18next's own `t` carries (its language, namespaces and key prefix), for whoever reads them.
    const { lng, ns: boundNs, keyPrefix } = t as unknown as Record<string, unknown>;
    return Object.assign(cached, { lng, ns: boundNs, keyPrefix }) as unknown as typeof t;
  }, [t, i18n, ready, language, namespaces]);
  return { ...translation, t: keptT };
}

import { describe, expect, it } from 'vitest';

const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });
const languages = ['en', 'zh'] as const;

function namespaceFiles(language: string): string[] {
  const prefix = `./${language}/`;
  return Object.keys(files)
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length))
    .sort();
}

/** Flattens nested messages into dotted key paths, keeping each leaf value. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return new Map([[prefix, value]]);
  }
  return new Map(
    Object.entries(value).flatMap(([key, child]) => [
      ...flatten(child, prefix ? `${prefix}.${key}` : key),
    ]),
  );
}

function messages(language: string, file: string): Map<string, unknown> {
  return flatten(files[`./${language}/${file}`]);
}

describe('locales', () => {
  const [reference, ...others] = languages;
  const referenceFiles = namespaceFiles(reference);

  it('has only the known languages', () => {
    const found = new Set(Object.keys(files).map((path) => path.split('/')[1]));
    expect([...found].sort()).toEqual([...languages].sort());
  });

  it('has the common namespace', () => {
    expect(referenceFiles).toContain('common.json');
  });

  it.each(others)('has the same namespace files in %s as in en', (language) => {
    expect(namespaceFiles(language)).toEqual(referenceFiles);
  });

  describe.each(referenceFiles)('%s', (file) => {
    const referenceKeys = [...messages(reference, file).keys()].sort();

    it.each(others)('has the same keys in %s as in en', (language) => {
      expect([...messages(language, file).keys()].sort()).toEqual(referenceKeys);
    });

    it.each(languages)('has only non-empty strings in %s', (language) => {
      for (const [key, message] of messages(language, file)) {
        expect(typeof message, `${language}/${file} ${key}`).toBe('string');
        expect(String(message).trim(), `${language}/${file} ${key}`).not.toBe('');
      }
    });
  });
});

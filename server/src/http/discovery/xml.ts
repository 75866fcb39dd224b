import { XMLBuilder } from 'fast-xml-parser';

/** An element tree as XMLBuilder reads it: `@_name` keys are attributes, `#text` is text, arrays repeat the element. */
export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | number | XmlNode | XmlNode[] | string[] | undefined;

// The builder escapes &, <, >, " and ' in text and attributes; it never sees data as a tag or attribute name.
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

// Characters XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE/U+FFFF): no escape
// can carry them, and one of them makes the whole document unreadable to a strict parser.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function clean(value: XmlValue): XmlValue {
  if (typeof value === 'string') return value.replace(NOT_XML, '');
  if (Array.isArray(value)) return value.map((item) => clean(item)) as XmlNode[] | string[];
  if (value !== null && typeof value === 'object') {
    const node: XmlNode = {};
    for (const [name, child] of Object.entries(value)) if (child !== undefined && child !== null) node[name] = clean(child);
    return node;
  }
  return value;
}

/** The UTF-8 XML document of one root element. */
export function renderXml(root: XmlNode): string {
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, ...(clean(root) as XmlNode) }) as string;
}

/** W3C Datetime / RFC 3339 in UTC, to the second (sitemaps, Atom). */
export function isoDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** RFC 822 date (RSS pubDate), as `Tue, 02 Jan 2024 03:04:05 GMT`. */
export function rfc822Date(date: Date): string {
  return date.toUTCString();
}

/** A timestamp as either database driver returns it. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

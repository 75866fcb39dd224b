/** The first character of a name (a whole emoji or CJK character), upper-cased, for an avatar without image. */
export function initial(name: string): string {
  const [first = '?'] = Array.from(name.trim());
  return first.toUpperCase();
}

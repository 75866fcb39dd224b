// Splits the SQL scripts of upstream run_sql steps into statements, aware of quoting, so that single
// statements (a CREATE EXTENSION postgis, a geometry column) can be taken out before the script runs.

/** The end (exclusive) of the quoted or commented span starting at `start`, or `start` when none starts there. */
function skipSpan(sql: string, start: number): number {
  const char = sql[start];
  const next = sql[start + 1];
  if (char === "'" || char === '"') {
    let index = start + 1;
    while (index < sql.length) {
      if (sql[index] === char) {
        // A doubled quote is an escaped quote inside the literal or identifier.
        if (sql[index + 1] === char) index += 2;
        else return index + 1;
      } else index += 1;
    }
    return sql.length;
  }
  if (char === '-' && next === '-') {
    const end = sql.indexOf('\n', start);
    return end === -1 ? sql.length : end + 1;
  }
  if (char === '/' && next === '*') {
    let depth = 0;
    let index = start;
    while (index < sql.length) {
      if (sql.startsWith('/*', index)) {
        depth += 1;
        index += 2;
      } else if (sql.startsWith('*/', index)) {
        depth -= 1;
        index += 2;
        if (depth === 0) return index;
      } else index += 1;
    }
    return sql.length;
  }
  if (char === '$') {
    const tag = /^\$[A-Za-z_]?[A-Za-z0-9_]*\$/.exec(sql.slice(start));
    // `$1` is a parameter, not a dollar quote; a tag cannot start with a digit.
    if (tag === null || /^\$\d/.test(tag[0])) return start;
    const end = sql.indexOf(tag[0], start + tag[0].length);
    return end === -1 ? sql.length : end + tag[0].length;
  }
  return start;
}

/** Calls `visit` with every top-level position of `sql` (outside quotes, dollar quotes and comments). */
function eachTopLevel(sql: string, visit: (index: number) => void): void {
  let index = 0;
  while (index < sql.length) {
    const end = skipSpan(sql, index);
    if (end > index) {
      index = end;
      continue;
    }
    visit(index);
    index += 1;
  }
}

/** The statements of a script, each without its terminating semicolon; blank ones are left out. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let from = 0;
  eachTopLevel(sql, (index) => {
    if (sql[index] !== ';') return;
    statements.push(sql.slice(from, index));
    from = index + 1;
  });
  statements.push(sql.slice(from));
  return statements.filter((statement) => stripComments(statement).trim() !== '');
}

/** The SQL with each quoted or commented span replaced as `replace` says; everything else is kept. */
function mapSpans(sql: string, replace: (span: string) => string): string {
  let result = '';
  let index = 0;
  while (index < sql.length) {
    const end = skipSpan(sql, index);
    if (end === index) {
      result += sql[index];
      index += 1;
      continue;
    }
    result += replace(sql.slice(index, end));
    index = end;
  }
  return result;
}

/** The statement without its comments; quoted text is kept as it is. */
export function stripComments(sql: string): string {
  return mapSpans(sql, (span) => (span.startsWith('--') || span.startsWith('/*') ? ' ' : span));
}

/** The statement with its quoted literals blanked (`''`), so that words inside strings do not match. */
export function withoutLiterals(sql: string): string {
  return mapSpans(sql, (span) => (span.startsWith("'") ? "''" : span));
}

/** Splits a parenthesised list's content at its top-level commas. */
export function splitTopLevelCommas(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  eachTopLevel(list, (index) => {
    const char = list[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(from, index));
      from = index + 1;
    }
  });
  parts.push(list.slice(from));
  return parts;
}

/** The index of the `)` closing the `(` at `open`, or -1. */
export function closingParenthesis(sql: string, open: number): number {
  let depth = 0;
  let found = -1;
  eachTopLevel(sql.slice(open), (offset) => {
    if (found !== -1) return;
    const char = sql[open + offset];
    if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) found = open + offset;
    }
  });
  return found;
}

/** An identifier as Postgres folds it: quoted ones keep their case (and lose their quotes), others are lower-cased. */
export function foldIdentifier(identifier: string): string {
  return identifier.startsWith('"') ? identifier.slice(1, -1).replaceAll('""', '"') : identifier.toLowerCase();
}

/** `"a"."b"` or `a.b` or `b` as schema and name; a bare name is in schema public. */
export function parseQualifiedIdentifier(text: string): { schema: string; name: string } {
  const parts = text.match(/"(?:[^"]|"")*"|[^."]+/g) ?? [];
  const folded = parts.map(foldIdentifier);
  return folded.length >= 2 ? { schema: folded[0]!, name: folded[1]! } : { schema: 'public', name: folded[0] ?? '' };
}

/** Double-quotes an identifier for SQL. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

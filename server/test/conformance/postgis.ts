// PGlite has no PostGIS. Upstream setups use it only for columns and tables no graphql_query case reads
// (README "Known version drift"), so the replay takes those statements and columns out and says so.
import {
  closingParenthesis,
  foldIdentifier,
  parseQualifiedIdentifier,
  splitStatements,
  splitTopLevelCommas,
  stripComments,
  withoutLiterals,
} from './sql-script.ts';

/** A column taken out of a CREATE TABLE because its type is a PostGIS one. */
export interface StrippedColumn {
  schema: string;
  table: string;
  column: string;
}

export interface PostgisStripResult {
  /** The script without the PostGIS statements and columns; empty when nothing is left. */
  sql: string;
  /** One line per statement or column taken out. */
  notes: string[];
  /** The columns taken out of CREATE TABLE and ALTER TABLE statements. */
  columns: StrippedColumn[];
}

const IDENTIFIER = String.raw`(?:"(?:[^"]|"")*"|[A-Za-z_][\w$]*)`;
const QUALIFIED = String.raw`${IDENTIFIER}(?:\s*\.\s*${IDENTIFIER})?`;
const CREATE_EXTENSION = /^\s*create\s+extension\s+(?:if\s+not\s+exists\s+)?"?postgis/i;
const POSTGIS_CALL = /\b(?:postgis\w*|st_\w+)\s*\(/i;
const POSTGIS_TYPE = /\b(?:geometry|geography)\b/i;
const COLUMN_TYPE = /^(?:(?:public|extensions)\s*\.\s*)?"?(?:geometry|geography)\b/i;
const CREATE_TABLE = new RegExp(
  String.raw`^\s*create\s+(?:(?:global|local)\s+)?(?:(?:temp|temporary|unlogged)\s+)?table\s+(?:if\s+not\s+exists\s+)?(${QUALIFIED})\s*\(`,
  'i',
);
const ALTER_ADD_COLUMN = new RegExp(
  String.raw`^\s*alter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?(${QUALIFIED})\s+add\s+(?:column\s+)?(?:if\s+not\s+exists\s+)?(${IDENTIFIER})\s+`,
  'i',
);
const INSERT_COLUMNS = new RegExp(String.raw`^\s*insert\s+into\s+(${QUALIFIED})(?:\s+as\s+${IDENTIFIER})?\s*\(([^)]*)\)`, 'i');
/** Table elements that are no column definition. */
const TABLE_CONSTRAINT = /^\s*(?:constraint|primary|unique|foreign|check|exclude|like)\b/i;

/** The first line of a statement, for notes. */
function firstLine(statement: string): string {
  const line = statement.trim().split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}

/** CREATE TABLE without its PostGIS-typed columns, and those columns; undefined when it is no CREATE TABLE. */
function stripColumns(statement: string): { statement: string; columns: StrippedColumn[] } | undefined {
  const match = CREATE_TABLE.exec(statement);
  if (!match?.[1]) return undefined;
  const table = parseQualifiedIdentifier(match[1]);
  const open = match[0].length - 1;
  const close = closingParenthesis(statement, open);
  if (close === -1) return undefined;
  const columns: StrippedColumn[] = [];
  const kept = splitTopLevelCommas(statement.slice(open + 1, close)).filter((element) => {
    if (TABLE_CONSTRAINT.test(element)) return true;
    const definition = new RegExp(String.raw`^\s*(${IDENTIFIER})\s+(.*)$`, 's').exec(element);
    if (!definition?.[1] || !COLUMN_TYPE.test(definition[2] ?? '')) return true;
    columns.push({ schema: table.schema, table: table.name, column: foldIdentifier(definition[1]) });
    return false;
  });
  return { statement: `${statement.slice(0, open + 1)}${kept.join(',')}${statement.slice(close)}`, columns };
}

/** The known stripped column an INSERT names, if any. */
function insertedStrippedColumn(statement: string, known: readonly StrippedColumn[]): StrippedColumn | undefined {
  const match = INSERT_COLUMNS.exec(statement);
  if (!match?.[1]) return undefined;
  const table = parseQualifiedIdentifier(match[1]);
  const names = splitTopLevelCommas(match[2] ?? '').map((name) => foldIdentifier(name.trim()));
  return known.find((column) => column.schema === table.schema && column.table === table.name && names.includes(column.column));
}

/**
 * Takes out of a script what needs PostGIS: CREATE EXTENSION postgis*, statements calling PostGIS
 * functions (ST_*, PostGIS_*), geometry/geography columns of CREATE TABLE, other statements naming those
 * types, and INSERTs into columns stripped before (`known`).
 */
export function stripPostgis(sql: string, known: readonly StrippedColumn[] = []): PostgisStripResult {
  const notes: string[] = [];
  const columns: StrippedColumn[] = [];
  const kept: string[] = [];
  for (const raw of splitStatements(sql)) {
    const statement = stripComments(raw);
    const code = withoutLiterals(statement);
    if (CREATE_EXTENSION.test(code)) {
      notes.push(`dropped statement (PostGIS extension): ${firstLine(statement)}`);
      continue;
    }
    if (POSTGIS_CALL.test(code)) {
      notes.push(`dropped statement (calls PostGIS functions): ${firstLine(statement)}`);
      continue;
    }
    const table = stripColumns(statement);
    if (table !== undefined) {
      for (const column of table.columns) {
        notes.push(`dropped PostGIS column ${column.schema}.${column.table}.${column.column}`);
      }
      columns.push(...table.columns);
      kept.push(table.statement);
      continue;
    }
    if (POSTGIS_TYPE.test(code)) {
      const added = ALTER_ADD_COLUMN.exec(code);
      if (added?.[1] && added[2]) {
        const target = parseQualifiedIdentifier(added[1]);
        columns.push({ schema: target.schema, table: target.name, column: foldIdentifier(added[2]) });
      }
      notes.push(`dropped statement (PostGIS type): ${firstLine(statement)}`);
      continue;
    }
    const inserted = insertedStrippedColumn(code, [...known, ...columns]);
    if (inserted !== undefined) {
      notes.push(`dropped statement (writes PostGIS column ${inserted.column}): ${firstLine(statement)}`);
      continue;
    }
    kept.push(raw);
  }
  // Untouched scripts run exactly as written.
  return { sql: notes.length === 0 ? sql : kept.join(';\n'), notes, columns };
}

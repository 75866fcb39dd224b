// Checks of a request's input made before anything walks it recursively or sends it to PostgreSQL: how
// deep its JSON values nest (graphql-js coercion, the SQL compiler and JSON.stringify all recurse, so a
// 100,000-deep variable would overflow the stack), strings PostgreSQL refuses (NUL), and how many root
// fields one operation asks for.
import { Kind, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { GraphqlError } from '../errors.ts';

/** Deepest nesting of arrays and objects accepted in one value (a `where` of 60 `_and` levels still fits). */
export const MAX_INPUT_DEPTH = 128;

const NUL = '\u0000';

function nulProblem(path: string): GraphqlError {
  return new GraphqlError('validation-failed', 'a string contains the NUL character (\\u0000), which the database cannot store', path);
}

/**
 * Refuses a value nested deeper than MAX_INPUT_DEPTH or holding a string (or object key) with a NUL.
 * Iterative, so a value of any depth is looked at without recursion.
 */
export function checkInputValue(value: unknown, path: string): void {
  if (typeof value === 'string') {
    if (value.includes(NUL)) throw nulProblem(path);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const stack: { value: object; depth: number }[] = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (depth > MAX_INPUT_DEPTH) throw new GraphqlError('validation-failed', `the input nests deeper than ${MAX_INPUT_DEPTH} levels`, path);
    const entries = Array.isArray(current) ? current.entries() : Object.entries(current);
    for (const [key, item] of entries) {
      if (typeof key === 'string' && key.includes(NUL)) throw nulProblem(path);
      if (typeof item === 'string') {
        if (item.includes(NUL)) throw nulProblem(path);
      } else if (item !== null && typeof item === 'object') {
        stack.push({ value: item as object, depth: depth + 1 });
      }
    }
  }
}

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, found by one scan of the text (strings
 * skipped), so a body built to nest 100,000 levels deep is refused before JSON.parse spends time building it.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}

/** The request's variables, each checked as checkInputValue does, with its JSON path. */
export function checkVariables(variables: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(variables)) checkInputValue(value, `$.variables.${name}`);
}

/**
 * The distinct response keys at the root of an operation, fragments expanded (each at most once: spreading
 * the same fragment again adds no new key). Directives are not evaluated, so the count is an upper bound.
 */
export function rootFieldCount(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): number {
  const keys = new Set<string>();
  const expanded = new Set<string>();
  const pending: SelectionSetNode[] = [operation.selectionSet];
  while (pending.length > 0) {
    for (const selection of pending.pop()!.selections) {
      if (selection.kind === Kind.FIELD) keys.add(selection.alias?.value ?? selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) pending.push(selection.selectionSet);
      else if (!expanded.has(selection.name.value)) {
        expanded.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) pending.push(fragment.selectionSet);
      }
    }
  }
  return keys.size;
}

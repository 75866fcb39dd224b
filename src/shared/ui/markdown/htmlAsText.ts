// The mdast nodes this plugin reads: a parent with children, and raw HTML.
interface Node {
  type: string;
  value?: string;
  children?: Node[];
}

// Containers whose children are blocks: raw HTML there becomes a paragraph of its text.
const flowParents = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

function convert(parent: Node): void {
  if (!parent.children) return;
  parent.children = parent.children.map((child) => {
    if (child.type !== 'html') {
      convert(child);
      return child;
    }
    const text = { type: 'text', value: child.value ?? '' };
    return flowParents.has(parent.type) ? { type: 'paragraph', children: [text] } : text;
  });
}

/**
 * A remark plugin: raw HTML in markdown is shown as the text it is (`<b>x</b>` reads as typed), never rendered and
 * never dropped without a trace. React escapes the text, so nothing of it runs.
 */
export function remarkHtmlAsText() {
  return (tree: Node) => convert(tree);
}

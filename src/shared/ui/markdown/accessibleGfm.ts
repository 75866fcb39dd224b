import type { Element, ElementContent, Root } from 'hast';

const lists = new Set(['ul', 'ol']);

function isTaskCheckbox(node: ElementContent): node is Element {
  return node.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox';
}

function isBlank(element: Element): boolean {
  return element.children.every((child) => child.type === 'text' && child.value.trim() === '');
}

/**
 * Gives a task list's checkbox its item's text as its label (a <label> around both, up to a nested list), and turns
 * an empty header cell (a table's top-left corner) into a plain cell, since a header with no text labels nothing.
 */
function fixElement(element: Element): void {
  if (element.tagName === 'th' && isBlank(element)) element.tagName = 'td';
  const checkbox = element.tagName === 'label' ? -1 : element.children.findIndex(isTaskCheckbox);
  if (checkbox >= 0) {
    const nested = element.children.findIndex((child, index) => index > checkbox && child.type === 'element' && lists.has(child.tagName));
    const end = nested >= 0 ? nested : element.children.length;
    const label: Element = { type: 'element', tagName: 'label', properties: {}, children: element.children.slice(checkbox, end) };
    element.children.splice(checkbox, end - checkbox, label);
  }
  for (const child of element.children) if (child.type === 'element') fixElement(child);
}

/** A rehype plugin: the accessibility fixes GitHub-flavoured markdown's HTML needs (see fixElement). */
export function rehypeAccessibleGfm() {
  return (tree: Root) => {
    for (const child of tree.children) if (child.type === 'element') fixElement(child);
  };
}

/** A new element with its properties and children: the panel's one way to build DOM. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** A button of the given kind, with its accessible name when its face is an icon. */
export function button(className: string, text: string, label?: string): HTMLButtonElement {
  const node = element('button', { type: 'button', className }, text);
  if (label) node.setAttribute('aria-label', label);
  return node;
}

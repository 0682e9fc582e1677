/** Marks the templates in which the server holds back the page's code hints (`heldCodeHints`). */
export const CODE_HINTS_ATTRIBUTE = 'data-code-hints';

/**
 * Puts the code hints the server held back into the head: the area's code (and other teams'
 * islands') starts downloading now, alongside the shell's own, once the first view has painted.
 */
export function adoptCodeHints(doc: Document = document): void {
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(
    `template[${CODE_HINTS_ATTRIBUTE}]`,
  )) {
    doc.head.append(template.content);
    template.remove();
  }
}

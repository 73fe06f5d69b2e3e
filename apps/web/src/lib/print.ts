/**
 * Prints one document of the page (a receipt, a credit note, the tax invoice) and nothing else:
 * app/global.css hides the rest while the body says a document is being printed.
 */
export function printOnly(element: HTMLElement | null) {
  if (!element) return;
  for (const previous of document.querySelectorAll('[data-print-target]')) previous.removeAttribute('data-print-target');
  element.setAttribute('data-print-target', '');
  document.body.setAttribute('data-printing', '');
  const done = () => {
    document.body.removeAttribute('data-printing');
    element.removeAttribute('data-print-target');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

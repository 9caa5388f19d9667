// The host page's own content, shared by the React host page (page.tsx) and the static one
// (run.mjs writes it into the HTML, as a partner's server or CMS sends its page).
export const HOST_NAME = 'A support community';
export const HOST_HEADING = 'Welcome back';
export const HOST_PARAGRAPHS = Array.from(
  { length: 12 },
  (_, index) =>
    'Writing down a childhood memory can be a quiet act of care. Take your time, stop whenever you want, ' +
    `and come back when it feels right. Paragraph ${index + 1}.`,
);
export const HOST_MAIN_STYLE = {
  maxWidth: '40rem',
  margin: '0 auto',
  padding: '1rem',
  font: '16px/1.5 system-ui, sans-serif',
};
export const HOST_HEADER_STYLE = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  minHeight: '2.75rem',
};

const cssText = (style) =>
  Object.entries(style)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value}`)
    .join('; ');

/** The static host page's <main>: the host's text, and an empty #widget above or below it. */
export function staticHostMain(above) {
  const widget = '<div id="widget"></div>';
  return (
    `<main style="${cssText(HOST_MAIN_STYLE)}"><header style="${cssText(HOST_HEADER_STYLE)}">` +
    `<strong>${HOST_NAME}</strong></header><h1>${HOST_HEADING}</h1>${above ? widget : ''}` +
    `${HOST_PARAGRAPHS.map((text) => `<p>${text}</p>`).join('')}${above ? '' : widget}</main>`
  );
}

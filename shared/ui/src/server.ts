/** The UI kit's server side: sanitizing cms HTML in Node, where there is no DOM. */
export * from './security/sanitizeHtmlOnServer';

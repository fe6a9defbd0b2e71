/** Rows rendered at once: a long catalogue never puts thousands of rows in the DOM. */
export const PAGE_SIZE = 25;

/** A bell, drawn in the text's colour; the button around it carries the name. */
export function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 1a1 1 0 0 1 1 1v.6a4.5 4.5 0 0 1 3.5 4.4v3.2L14 12.5H2l1.5-2.3V7A4.5 4.5 0 0 1 7 2.6V2a1 1 0 0 1 1-1z" />
      <path d="M6.2 13.5h3.6a1.8 1.8 0 0 1-3.6 0z" />
    </svg>
  );
}

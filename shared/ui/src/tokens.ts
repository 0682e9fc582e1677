/** Design tokens (spec section 9). CSS custom properties mirror these in ui.css. */
export const tokens = {
  colorPrimary: '#c2a878',
  colorPrimaryDark: '#8a6d3b',
  colorInk: '#2b2620',
  colorMuted: '#6b6259',
  colorSurface: '#fbf8f2',
  colorError: '#b3261e',
  inputHeight: 48,
  dialogWidth: 446,
  toastDurationMs: 3000,
  /** Without a header; below the header, toasts sit 8 px under it. */
  toastOffsetTop: 148,
  popoverHoverDelayMs: 100,
} as const;

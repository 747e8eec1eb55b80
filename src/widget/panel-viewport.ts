const SMALL_SCREEN = '(max-width: 639.98px)';

export const isSmallScreen = () => matchMedia(SMALL_SCREEN).matches;

/**
 * Below 640 px the panel fills the visible viewport: window.visualViewport shrinks when the
 * on-screen keyboard opens, so the text box stays above it. Returns how to stop following it.
 */
export function fitToViewport(panel: HTMLElement): () => void {
  const viewport = window.visualViewport;
  if (!viewport) return () => undefined;
  const fit = () => {
    // CSSOM custom properties: allowed under a CSP that forbids style attributes.
    panel.style.setProperty('--cf-viewport-height', `${viewport.height}px`);
    panel.style.setProperty('--cf-viewport-top', `${viewport.offsetTop}px`);
  };
  fit();
  viewport.addEventListener('resize', fit);
  viewport.addEventListener('scroll', fit);
  return () => {
    viewport.removeEventListener('resize', fit);
    viewport.removeEventListener('scroll', fit);
  };
}

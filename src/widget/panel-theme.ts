import type { ServedWidgetAppearance } from '../shared/schemas/widget-appearance';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The agent's look on the panel: brand colour and its readable text colour (chosen on the
 * server for contrast), and the theme. Set through the CSSOM, which a host page's CSP allows
 * where it forbids style attributes; colours that are not plain hex are ignored.
 */
export function applyTheme(panel: HTMLElement, appearance: ServedWidgetAppearance | undefined) {
  if (!appearance) return;
  const { brand_color: brand, brand_text_color: onBrand, theme } = appearance;
  if (HEX_COLOUR.test(brand) && HEX_COLOUR.test(onBrand)) {
    panel.style.setProperty('--cf-accent', brand);
    panel.style.setProperty('--cf-on-accent', onBrand);
  }
  panel.classList.remove('light', 'dark', 'auto');
  panel.classList.add(theme);
}

/** The header's avatar: the uploaded image, else the agent's initial on the brand colour. */
export function buildAvatar(name: string, imageUrl: string | null | undefined): HTMLElement {
  const initial = document.createElement('span');
  initial.className = 'avatar';
  initial.setAttribute('aria-hidden', 'true');
  initial.textContent = [...name.trim()][0]?.toUpperCase() ?? '';
  if (!imageUrl) return initial;
  const image = document.createElement('img');
  image.className = 'avatar';
  image.alt = '';
  image.src = imageUrl;
  // A page whose CSP leaves out our images, or a removed image: the initial instead.
  image.addEventListener('error', () => image.replaceWith(initial), { once: true });
  return image;
}

/** The line under the form: the owner's privacy page, and "Powered by CoachForge" when shown. */
export function showFooterLinks(
  actions: HTMLElement,
  appearance: ServedWidgetAppearance | undefined,
  texts: { privacy: string; poweredBy: string; opensNewTab: string },
) {
  for (const old of actions.querySelectorAll('.footer')) old.remove();
  const url =
    appearance?.privacy_url && /^https?:\/\//i.test(appearance.privacy_url)
      ? appearance.privacy_url
      : undefined;
  if (url) {
    const link = document.createElement('a');
    link.className = 'footer';
    link.href = url;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    const note = document.createElement('span');
    note.className = 'sr-only';
    note.textContent = ` ${texts.opensNewTab}`;
    link.append(texts.privacy, note);
    actions.append(link);
  }
  if (appearance?.powered_by) {
    const by = document.createElement('span');
    by.className = 'footer by';
    by.textContent = texts.poweredBy;
    actions.append(by);
  }
}

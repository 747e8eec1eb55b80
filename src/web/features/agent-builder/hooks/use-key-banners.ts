import { useCallback, useState } from 'react';

/** The API Keys tab's two banners: one failure and one success at a time, each dismissable. */
export function useKeyBanners() {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const showError = useCallback((text: string) => {
    setSuccess(null);
    setError(text);
  }, []);
  const showSuccess = useCallback((text: string) => {
    setError(null);
    setSuccess(text);
  }, []);
  return {
    error,
    success,
    showError,
    showSuccess,
    dismissError: () => setError(null),
    dismissSuccess: () => setSuccess(null),
  };
}

export type KeyBannerState = ReturnType<typeof useKeyBanners>;

/** Copies text, reporting the spec's success or failure (spec 02 §8). */
export async function copyWithBanner(
  text: string,
  banners: KeyBannerState,
  copied: string,
  failed: string,
) {
  try {
    await navigator.clipboard.writeText(text);
    banners.showSuccess(copied);
  } catch {
    // No clipboard (an insecure page) or permission refused: the same failure to the person.
    banners.showError(failed);
  }
}

import type { GoogleOAuth2 } from './google-identity';

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
const LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<GoogleOAuth2> | null = null;

const oauth2 = () =>
  (window as { google?: { accounts?: { oauth2?: GoogleOAuth2 } } }).google?.accounts?.oauth2;

/** Loads Google Identity Services once, when the calendar setup first needs it. */
export function loadGoogleIdentity(): Promise<GoogleOAuth2> {
  const ready = oauth2();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleOAuth2>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      loading = null; // a later attempt may succeed (flaky network)
      script.remove();
      reject(new Error('Google Identity Services did not load'));
    };
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS);
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      const api = oauth2();
      if (api) resolve(api);
      else fail();
    };
    script.onerror = () => {
      clearTimeout(timer);
      fail();
    };
    document.head.append(script);
  });
  return loading;
}

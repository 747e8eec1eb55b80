/** Pages the fake site serves, written like real sites: furniture around the content. */
export const ARTICLE_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Pricing for founders &amp; first customers</title>
  <style>body { font-family: sans-serif; }</style>
  <script>window.analytics = { track() {} }; document.write("<p>tracking</p>");</script>
</head>
<body>
  <header class="site"><a href="/">Acme Blog</a></header>
  <nav><ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li></ul></nav>
  <main>
    <article>
      <header><h1>Pricing   for founders</h1></header>
      <p>Charge   more than you think.
         Early customers value outcomes, not features.</p>
      <h2>Three rules</h2>
      <ul><li>Anchor on value</li><li>Offer an annual plan</li><li>Raise prices yearly</li></ul>
      <p>Caf&eacute; owners &amp; SaaS founders &#8212; same idea &lt;really&gt;.</p>
      <form><label>Subscribe <input name="email"></label><button>Go</button></form>
      <div hidden>Hidden upsell</div>
      <svg><title>chart</title><text>42%</text></svg>
      <noscript>Enable JavaScript</noscript>
    </article>
    <aside>Related: how to fundraise</aside>
  </main>
  <footer>&copy; 2025 Acme. All rights reserved.</footer>
</body>
</html>`;

export const NO_MAIN_PAGE = `<html><head><title>Plain page</title></head><body>
<nav>Menu</nav><h1>Welcome</h1><p>First paragraph.</p><div>Second <b>bold</b> block</div>
<script>var hidden = 1;</script></body></html>`;

export const NOT_FOUND_PAGE = '<html><head><title>Not found</title></head><body>404</body></html>';

export const SECRET_PAGE = '<html><body><p>INTERNAL SECRET: do not leak</p></body></html>';

export const PLAIN_TEXT = 'Release notes\r\n\r\n\r\n  - faster   search\r\n  - fewer bugs\r\n';

/** A 1x1 PNG, so the refusal is about the real type, not a fake one. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP438AAAAQBAYDFKhhdAAAAAElFTkSuQmCC',
  'base64',
);

/** "Café – déjà vu" in windows-1252, declared only by a meta tag. */
export const LATIN1_PAGE = Buffer.concat([
  Buffer.from('<html><head><meta charset="windows-1252"><title>'),
  Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x64, 0xe9, 0x6a, 0xe0, 0x20]),
  Buffer.from('vu</title></head><body><p>ok</p></body></html>'),
]);

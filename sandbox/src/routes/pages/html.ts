// The few pages the sandbox shows to a browser (the identity provider, partners' sites): plain
// server-rendered HTML, every interpolated value escaped.

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** A complete page: `body` is HTML the caller built with escapeHtml. */
export function htmlPage(options: { title: string; lang: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f2ee; color: #1d1d1b; }
  main { max-width: 28rem; margin: 0 auto; padding: 2rem 1.25rem; }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  p { line-height: 1.5; }
  .card { background: #fff; border-radius: 12px; padding: 1.25rem; box-shadow: 0 1px 3px rgb(0 0 0 / 12%); }
  .actions { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
  button, .button { display: block; min-height: 44px; width: 100%; border: 0; border-radius: 8px;
    font: inherit; font-weight: 600; cursor: pointer; text-align: center; text-decoration: none;
    line-height: 44px; }
  .primary { background: #1b5e4b; color: #fff; }
  .danger { background: #a4262c; color: #fff; }
  .quiet { background: #e6e2da; color: #1d1d1b; }
  .tags { color: #555; }
  :focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
</style>
</head>
<body><main>${options.body}</main></body>
</html>
`;
}

type Searchable = { readonly title: string; readonly description: string; readonly body: string };

/**
 * Case-, accent- and punctuation-insensitive: 'sauna' finds 'Sauna', 'cafe' finds 'Café', 'wifi'
 * finds 'Wi-Fi' and 'checkout' 'check-out'. Spaces stay: they separate the query's words.
 */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .toLocaleLowerCase();
}

/**
 * True when every word of the query is in the article's title, description or body, or in the
 * name of the group it is listed under. A word also matches across a space of the text, so
 * 'checkout' finds 'check out' as it finds 'check-out', and 'check out' finds 'checkout'.
 */
export function matchesQuery(article: Searchable, query: string, group = ''): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold(`${group} ${article.title} ${article.description} ${article.body}`);
  const joined = text.replace(/\s+/g, '');
  return words.every((word) => text.includes(word) || joined.includes(word));
}

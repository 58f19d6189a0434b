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

/** True when every word of the query is in the article's title, description or body. */
export function matchesQuery(article: Searchable, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold(`${article.title} ${article.description} ${article.body}`);
  return words.every((word) => text.includes(word));
}

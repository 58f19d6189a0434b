type Searchable = { readonly title: string; readonly description: string; readonly body: string };

/** Case- and accent-insensitive: 'sauna' finds 'Sauna', 'cafe' finds 'Café'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** True when every word of the query is in the article's title, description or body. */
export function matchesQuery(article: Searchable, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold(`${article.title} ${article.description} ${article.body}`);
  return words.every((word) => text.includes(word));
}

// The words the Bangla sweep looks for: every English word of the client's message catalogue
// (src/locales/en), less the names a Bangla page keeps in Latin letters (brands, payment wallets,
// the site's own name, currency codes). Team and player names are not catalogue words.

/** Every word (three letters or more, lower case) of the string values of the catalogue files. */
export function englishCatalogueWords(files: unknown[]): Set<string> {
  const words = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      const text = value.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<[^>]+>/g, ' ');
      for (const w of text.match(/[A-Za-z][A-Za-z']+/g) ?? []) if (w.length >= 3) words.add(w.toLowerCase());
    } else if (value && typeof value === 'object') {
      for (const v of Object.values(value)) visit(v);
    }
  };
  for (const file of files) visit(file);
  return words;
}

/** Names that stay in Latin letters in Bangla too. Kept short on purpose: anything else is translated. */
export const BANGLA_ALLOWED_WORDS = new Set([
  'chakka',
  'bkash',
  'nagad',
  'rocket',
  'upay',
  'bdt',
  'inr',
  'pkr',
  'whatsapp',
  'facebook',
  'telegram',
  'gamcare',
  'begambleaware',
  'png',
  'jpeg',
  'webp',
]);

// The first `count` words of a text, with an ellipsis when there were more (the product's previews: five
// words in the inbox and promotions, a hundred on the chat promotion card).
export function firstWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length <= count ? words.join(' ') : `${words.slice(0, count).join(' ')}…`;
}

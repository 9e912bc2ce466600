import type { ReactNode } from 'react';
import { prepareSearchTerm } from '@shop/domain';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The title with every word of the keyword marked (case-insensitive), for the dropdown's highlighted titles. */
export function highlightWords(title: string, keyword: string): ReactNode[] {
  const words = prepareSearchTerm(keyword)
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .sort((a, b) => b.length - a.length)
    .map(escape);
  if (words.length === 0) return [title];
  // A capturing split puts the matches at the odd indexes.
  return title
    .split(new RegExp(`(${words.join('|')})`, 'i'))
    .map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part))
    .filter((part) => part !== '');
}

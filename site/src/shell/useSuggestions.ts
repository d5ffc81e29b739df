// The search overlay's data: trending categories while the input is empty, and suggestions for
// typed text after 300 ms without typing.
import { type Category } from '@reel/api';
import { isApiError, type SuggestionGroups } from '@reel/api/endpoints';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { SUGGEST_DEBOUNCE_MS } from './constants';
import { useGender } from './gender';
import { isSearchable, trendingCategories } from './searchRules';

export function useTrending(enabled: boolean): Category[] {
  const { gender } = useGender();
  const [list, setList] = useState<Category[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api
      .categories({ gender })
      .then((answer) => {
        if (live && !isApiError(answer)) setList(trendingCategories(answer.categories));
      })
      .catch(() => {
        // Without trending categories the overlay still searches.
      });
    return () => {
      live = false;
    };
  }, [enabled, gender]);
  return list;
}

/** Null until suggestions for the current text arrived (or when the text is not searchable). */
export function useSuggestions(text: string): SuggestionGroups | null {
  const [result, setResult] = useState<{ text: string; groups: SuggestionGroups } | null>(null);
  const query = text.trim();
  useEffect(() => {
    if (!isSearchable(query)) return;
    let live = true;
    const timer = setTimeout(() => {
      api
        .suggest(query)
        .then((answer) => {
          if (live && !isApiError(answer)) setResult({ text: query, groups: answer });
        })
        .catch(() => {
          if (live) setResult({ text: query, groups: { keywords: [], categories: [], channels: [], models: [] } });
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);
  return result?.text === query ? result.groups : null;
}

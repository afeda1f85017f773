import { useSearchParams } from 'react-router';
import { isArticleId } from '../articles';
import { HelpArticleView } from '../components/HelpArticleView';
import { HelpIndex } from '../components/HelpIndex';
import { HelpNotFound } from '../components/HelpNotFound';

/**
 * /dashboard/help: the searchable list of articles (`?q=` holds the search, so going back from
 * an article finds it again), or one article (`?article=<id>`).
 */
export function HelpScreen() {
  const [params, setParams] = useSearchParams();
  const article = params.get('article');
  const query = params.get('q') ?? '';
  if (article !== null) {
    return isArticleId(article) ? <HelpArticleView id={article} query={query} /> : <HelpNotFound />;
  }
  return (
    <HelpIndex
      query={query}
      onQueryChange={(next) =>
        setParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true })
      }
    />
  );
}

import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useBlogTag } from './api/get-blog-posts.ts';
import { BlogCard, CARD_GRID } from './blog-card.tsx';
import { BlogMessage } from './blog-states.tsx';

export function BlogTagPage() {
  const tag = useParams().tag ?? '';
  usePageTitle(`Articles tagged “${tag}”`);
  const { data, isPending, isError } = useBlogTag(tag);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All articles
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Articles tagged “{tag}”</h1>
      {isPending ? (
        <Spinner label="Loading articles" />
      ) : isError ? (
        <BlogMessage title="Error Loading Blog" error>
          We could not load the articles. Please try again in a moment.
        </BlogMessage>
      ) : data.posts.length === 0 ? (
        <BlogMessage title="No Blog Posts Yet">There are no articles with this tag yet.</BlogMessage>
      ) : (
        <ul className={`mt-8 ${CARD_GRID}`}>
          {data.posts.map((p) => (
            <li key={p.slug}>
              <BlogCard post={p} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

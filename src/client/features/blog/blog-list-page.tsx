import { Rss } from 'lucide-react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useBlogPosts } from './api/get-blog-posts.ts';
import { BlogCard, CARD_GRID } from './blog-card.tsx';
import { BlogMessage } from './blog-states.tsx';

export function BlogListPage() {
  usePageTitle('Blog: guides to Irish citizenship by descent');
  const { data, isPending, isError } = useBlogPosts();
  const posts = data?.posts ?? [];
  const featured = posts.filter((p) => p.featured);
  // 'All Articles' lists the rest: a featured post is shown once, in its own section.
  const others = posts.filter((p) => !p.featured);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-4xl font-bold text-slate-900">Blog</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Plain-language guides to the Foreign Births Register: who qualifies, which documents you need and where to
            get them.
          </p>
        </div>
        <a
          href="/blog/rss.xml"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
        >
          <Rss className="size-4" aria-hidden="true" />
          RSS feed
        </a>
      </header>
      {isPending ? (
        <Spinner label="Loading articles" />
      ) : isError ? (
        <BlogMessage title="Error Loading Blog" error>
          We could not load the articles. Please try again in a moment.
        </BlogMessage>
      ) : posts.length === 0 ? (
        <BlogMessage title="No Blog Posts Yet">New guides are on their way. Check back soon.</BlogMessage>
      ) : (
        <>
          {featured.length > 0 && (
            <section aria-labelledby="featured-title" className="mt-10">
              <h2 id="featured-title" className="text-2xl font-semibold text-slate-900">
                Featured Articles
              </h2>
              <ul className="mt-5 grid grid-cols-[repeat(auto-fit,minmax(min(100%,24rem),1fr))] gap-6">
                {featured.map((p) => (
                  <li key={p.slug}>
                    <BlogCard post={p} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {others.length > 0 && (
            <section aria-labelledby="all-title" className="mt-12">
              <h2 id="all-title" className="text-2xl font-semibold text-slate-900">
                {featured.length > 0 ? 'All Articles' : 'Latest Articles'}
              </h2>
              <ul className={`mt-5 ${CARD_GRID}`}>
                {others.map((p) => (
                  <li key={p.slug}>
                    <BlogCard post={p} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

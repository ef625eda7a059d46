import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPostSummary } from '#shared/blog.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatLongDate, useReaderLocale } from '#client/lib/format.ts';

export const MAX_CARD_TAGS = 3;

/** Columns of at least 20rem: three across at 1280 px, one at 200 % text, where a title's long word still fits. */
export const CARD_GRID = 'grid grid-cols-[repeat(auto-fit,minmax(min(100%,20rem),1fr))] gap-6';

export function TagLinks({ tags, limit }: { tags: string[]; limit?: number }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags">
      {tags.slice(0, limit).map((tag) => (
        <li key={tag}>
          <Link
            to={`/blog/tag/${encodeURIComponent(tag)}`}
            className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-brand-100 hover:text-brand-900"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PostMeta({ post }: { post: BlogPostSummary }) {
  // The server renders the blog: its locale while hydrating, then the reader's.
  const locale = useReaderLocale();
  return (
    // One line while it fits; with large text or a narrow screen its parts wrap rather than overflow.
    <p className="flex flex-wrap items-center gap-x-3 text-sm whitespace-nowrap text-slate-600">
      <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, locale)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden="true" />
        {post.readingTime} min read
      </span>
    </p>
  );
}

/** `headingLevel`: 3 under a page's section headings (the blog), 2 straight under the page's h1 (a tag). */
export function BlogCard({ post, headingLevel = 3 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-6 lg:p-5 xl:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PostMeta post={post} />
        {post.featured && <Badge>Featured</Badge>}
      </div>
      <Heading className="mt-3 text-lg leading-snug font-semibold break-words text-slate-900">
        <Link to={`/blog/${post.slug}`} className="hover:text-brand-800 hover:underline">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{post.description}</p>
      <p className="mt-4 text-sm font-medium text-slate-700">By {post.author}</p>
      <div className="mt-3">
        <TagLinks tags={post.tags} limit={MAX_CARD_TAGS} />
      </div>
    </article>
  );
}

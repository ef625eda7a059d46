import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useBlogPost } from './api/get-blog-post.ts';
import { PostMeta, TagLinks } from './blog-card.tsx';
import { BlogMessage } from './blog-states.tsx';

export function BlogPostPage() {
  const slug = useParams().slug ?? '';
  const { data: post, isPending, error } = useBlogPost(slug);
  usePageTitle(post?.title ?? (error ? 'Post Not Found' : 'Blog'));

  if (isPending) return <Spinner label="Loading article" />;
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="px-4 py-12">
        <BlogMessage title={missing ? 'Post Not Found' : 'Error Loading Blog'} error={!missing} pageTitle>
          <p>{missing ? 'This article does not exist or has been moved.' : 'Please try again in a moment.'}</p>
          <Button asChild variant="outline" className="mt-6">
            <Link to="/blog">Back to the blog</Link>
          </Button>
        </BlogMessage>
      </div>
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All articles
      </Link>
      <header className="mt-6 border-b border-slate-200 pb-6">
        <h1 className="text-3xl leading-tight font-bold text-slate-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-lg text-slate-600">{post.description}</p>
        <p className="mt-4 font-medium text-slate-800">By {post.author}</p>
        <div className="mt-2">
          <PostMeta post={post} />
        </div>
        <div className="mt-4">
          <TagLinks tags={post.tags} />
        </div>
      </header>
      {/* Sanitised on the server (sanitize-html allow-list) when the Markdown is rendered. */}
      <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: post.content }} />
      <aside className="mt-12 rounded-xl bg-brand-50 p-6 ring-1 ring-brand-200">
        <h2 className="text-xl font-semibold text-slate-900">Ready to start your application?</h2>
        <p className="mt-2 text-slate-700">
          Check where you stand in four questions, then let us show you exactly which documents your family line needs.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/login">Check My Eligibility</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/login">View Our Services</Link>
          </Button>
        </div>
      </aside>
    </article>
  );
}

import type { Bookmark } from '@kampus/contract';
import { Suspense, useEffect, useState } from 'react';
import { Await } from 'react-router';
import { useCurrentUser } from '../../features/auth/session.ts';
import { forgetBookmark, setBookmarks } from '../../features/bookmarks/bookmark-store.ts';
import { deleteBookmark, fetchBookmarks } from '../../features/bookmarks/bookmarks-api.ts';
import { BookmarksSkeleton, BookmarksView } from '../../features/bookmarks/components/bookmarks-view.tsx';
import { isApiError } from '../../lib/api-client.ts';
import type { Route } from './+types/bookmarks';

export const meta: Route.MetaFunction = () => [{ title: 'Kaydedilenler | Kampüs' }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  bookmarks: fetchBookmarks(request.signal),
});

export default function BookmarksPage({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<BookmarksSkeleton />}>
      <Await resolve={loaderData.bookmarks}>{(bookmarks) => <BookmarksList initial={bookmarks} />}</Await>
    </Suspense>
  );
}

/** The loaded list, kept on the page as entries are removed (the bookmark buttons elsewhere learn of it too). */
function BookmarksList({ initial }: { initial: Bookmark[] }) {
  const user = useCurrentUser();
  const [bookmarks, setList] = useState(initial);
  const [removingIds, setRemovingIds] = useState<ReadonlySet<string>>(new Set());

  // The list just came from the server: the bookmark buttons start from it too.
  useEffect(() => setBookmarks(user.id, initial), [user.id, initial]);

  const remove = async (bookmark: Bookmark) => {
    setRemovingIds((current) => new Set(current).add(bookmark.id));
    try {
      await deleteBookmark(bookmark.id);
      setList((current) => current.filter((b) => b.id !== bookmark.id));
      forgetBookmark(user.id, bookmark.courseId);
    } catch (error) {
      // Already gone (another tab): it leaves the list as well. Other failures were reported by the client.
      if (isApiError(error) && error.status === 404) {
        setList((current) => current.filter((b) => b.id !== bookmark.id));
        forgetBookmark(user.id, bookmark.courseId);
      }
    } finally {
      setRemovingIds((current) => {
        const next = new Set(current);
        next.delete(bookmark.id);
        return next;
      });
    }
  };

  return <BookmarksView bookmarks={bookmarks} removingIds={removingIds} onRemove={remove} />;
}

import { BlogManager } from '../../../features/admin/components/blog-manager.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/blogs`: Blog (issue "Staff back office"). */
export default function AdminBlogManagerPage() {
  usePageTitle('Blog');
  return <BlogManager />;
}

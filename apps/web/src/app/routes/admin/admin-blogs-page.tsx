import { BlogManager } from '../../../features/admin/components/blog-manager.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/blogs`: Blog (docs/product/back-office.md). */
export default function AdminBlogManagerPage() {
  usePageTitle('Blog');
  return <BlogManager />;
}

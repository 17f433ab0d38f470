import { useCatalogueTexts } from '../texts.ts';
import { youtubeEmbedUrl } from '../utils/youtube.ts';

/**
 * Video walkthrough of a listing (docs/product/catalogue.md): a lazily loaded privacy-enhanced YouTube
 * player with a title; renders nothing when the link names no video.
 */
export function VideoWalkthrough({ link, title }: { link: string; title: string }) {
  const t = useCatalogueTexts();
  const src = youtubeEmbedUrl(link);
  if (!src) return null;
  return (
    <section aria-labelledby="video-heading">
      <h2 id="video-heading" className="text-2xl font-bold text-slate-900">
        {t('video.title')}
      </h2>
      <div className="mt-4 aspect-video overflow-hidden rounded-2xl bg-slate-900">
        <iframe
          src={src}
          title={t('video.frameTitle', { title })}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="size-full"
        />
      </div>
    </section>
  );
}

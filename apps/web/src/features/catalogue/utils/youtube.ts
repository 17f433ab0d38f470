const ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The privacy-enhanced embed URL (youtube-nocookie.com) for a YouTube link in any of the usual
 * forms (watch?v=, youtu.be/, embed/, shorts/, live/) or a bare 11-character video id; `null`
 * when the link names no video (docs/product/catalogue.md "embedded video walkthrough").
 */
export function youtubeEmbedUrl(link: string | null | undefined): string | null {
  const raw = link?.trim();
  if (!raw) return null;
  if (ID.test(raw)) return `https://www.youtube-nocookie.com/embed/${raw}`;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts[0] && ['embed', 'shorts', 'live', 'v'].includes(parts[0])) id = parts[1] ?? null;
  }
  return id && ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

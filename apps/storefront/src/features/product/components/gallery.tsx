import type { MediaItem } from '@vitrine/react';
import { useState } from 'react';
import { MediaImage } from '../../../components/ui/media-image';

/** The product's images and videos: one large, the rest as thumbnails that pick it. */
export function Gallery({ items, name }: { items: MediaItem[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = items[Math.min(index, items.length - 1)];
  return (
    <section className="gallery" aria-label={`${name}: pictures and videos`}>
      <div className="main-media">
        {!current ? (
          <div className="media-placeholder" role="img" aria-label={name} />
        ) : current.mediaType === 'video' && current.video?.files[0] ? (
          <video controls preload="metadata" poster={current.thumbnail?.url} width={current.video.files[0].width} height={current.video.files[0].height} aria-label={current.title ?? `${name} video`}>
            <source src={current.video.files[0].url} type={current.video.files[0].format ? `video/${current.video.files[0].format}` : undefined} />
          </video>
        ) : (
          <MediaImage src={current.image?.url} alt={current.title ?? name} width={current.image?.width} height={current.image?.height} resolutions={current.image?.resolutions} sizes="(min-width: 900px) 55vw, 100vw" eager />
        )}
      </div>
      {items.length > 1 ? (
        <ul className="thumbs">
          {items.map((item, i) => (
            <li key={item.id}>
              <button type="button" aria-pressed={i === index} aria-label={`${item.mediaType === 'video' ? 'Video' : 'Picture'} ${i + 1} of ${items.length}`} onClick={() => setIndex(i)}>
                <MediaImage src={item.thumbnail?.url ?? item.image?.url} resolutions={(item.thumbnail ?? item.image)?.resolutions} alt="" width={64} height={64} sizes="64px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

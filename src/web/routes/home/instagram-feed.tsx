/**
 * Instagram feed (spec §2 Home, HOME-19). Video posts show the frame at 0.1 s as their thumbnail (a muted
 * video with preload=metadata and #t=0.1) and play on mouse hover at volume 0.1 (§9).
 */
import { Play } from 'lucide-react';
import { useTranslation } from '../../i18n/react.js';
import { LoadError } from '../../components/ui/load-error.js';
import { InstagramIcon } from '../../components/ui/social-icons.js';
import { useInstagramPosts } from '../../features/instagram/api/get-instagram-posts.js';
import { INSTAGRAM_IMAGE_SIZE, INSTAGRAM_THUMBNAIL_SECONDS, INSTAGRAM_VIDEO_VOLUME } from '../../lib/ui-constants.js';

const FEED_SIZE = 6;

export function InstagramFeed() {
  const { t } = useTranslation();
  const posts = useInstagramPosts();
  if (posts.isError) return <LoadError error={posts.error} onRetry={() => void posts.refetch()} />;
  const shown = posts.data?.slice(0, FEED_SIZE);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-instagram-feed="">
      {shown
        ? shown.map((post, index) => {
          const isVideo = post.media_type === 'VIDEO';
          return (
            <li key={post.id}>
              <a
                href={post.permalink}
                target="_blank"
                rel="noopener noreferrer"
                className="group relative block aspect-square overflow-hidden rounded-card border border-border bg-raised"
                data-instagram-post={isVideo ? 'video' : 'image'}
              >
                {isVideo ? (
                  <video
                    src={`${post.media_url}#t=${INSTAGRAM_THUMBNAIL_SECONDS}`}
                    muted
                    playsInline
                    loop
                    preload="metadata"
                    aria-hidden="true"
                    tabIndex={-1}
                    className="h-full w-full object-cover"
                    onPlay={(event) => { event.currentTarget.volume = INSTAGRAM_VIDEO_VOLUME; }}
                    onPointerEnter={(event) => event.pointerType === 'mouse' && void event.currentTarget.play().catch(() => {})}
                    onPointerLeave={(event) => event.currentTarget.pause()}
                  />
                ) : (
                  <img
                    src={post.media_url}
                    alt=""
                    width={INSTAGRAM_IMAGE_SIZE}
                    height={INSTAGRAM_IMAGE_SIZE}
                    loading="lazy"
                    className="h-full w-full object-cover transition duration-200 group-hover:scale-105"
                  />
                )}
                <span className="pointer-events-none absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-full bg-page/80 text-text">
                  {isVideo ? <Play aria-hidden="true" className="size-4" /> : <InstagramIcon aria-hidden="true" className="size-4" />}
                </span>
                <span className="sr-only">
                  {isVideo ? t('home.instagram.videoPost', { number: index + 1 }) : t('home.instagram.imagePost', { number: index + 1 })}
                  {' '}{t('a11y.opensInNewTab')}
                </span>
              </a>
            </li>
          );
        })
        : Array.from({ length: FEED_SIZE }, (_, index) => (
          <li key={index} aria-hidden="true" className="skeleton aspect-square rounded-card" />
        ))}
    </ul>
  );
}

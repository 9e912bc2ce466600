import { useRef, useState } from 'react';
import styles from './Masthead.module.css';

export interface MastheadImage {
  src: string;
  alt: string;
  /** Responsive sources, widest first as the page supplies them. */
  mediaSet?: { source: string; media: string }[];
}

export interface MastheadVideoSource {
  src: string;
  format: string;
}

export function MastheadMedia({
  background,
  video,
}: {
  background: MastheadImage | null;
  video: MastheadVideoSource[] | null;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  if (video && video.length > 0) {
    const toggle = () => {
      const element = ref.current;
      if (!element) return;
      if (element.paused) void element.play().catch(() => {});
      else element.pause();
      setPaused(!element.paused);
    };
    return (
      <div className={styles.media}>
        <video ref={ref} className={styles.mediaFill} autoPlay muted loop playsInline aria-hidden="true">
          {video.map((source) => (
            <source key={source.src} src={source.src} type={`video/${source.format}`} />
          ))}
        </video>
        {/* Moving content longer than five seconds needs a pause control (WCAG 2.2.2). */}
        <button type="button" className={styles.videoToggle} onClick={toggle}>
          {paused ? 'Play background video' : 'Pause background video'}
        </button>
      </div>
    );
  }
  if (!background) return null;
  return (
    <picture className={styles.media}>
      {background.mediaSet?.map((entry) => (
        <source key={`${entry.media}-${entry.source}`} srcSet={entry.source} media={entry.media} />
      ))}
      <img className={styles.mediaFill} src={background.src} alt={background.alt} />
    </picture>
  );
}

import { useId, useState } from 'react';
import {
  LazyHeritageDialog,
  preloadHeritageDialog,
} from '@/features/home/components/lazy-heritage-dialog';
import type { HeritageContent } from '@/features/home/types';

/** Home: '70 years of Taekwon-Do', with the full story in a Read More dialog. */
export function HeritageSection({ content }: { content: HeritageContent }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);

  return (
    <section className="home-section home-heritage" aria-labelledby={headingId}>
      <div className="container home-heritage__inner">
        <div className="home-heritage__text">
          <h2 id={headingId}>{content.heading}</h2>
          {content.summary.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ul className="home-heritage__milestones">
            {content.milestones.map((milestone) => (
              <li key={milestone.year}>
                <span className="home-heritage__year">{milestone.year}</span>
                <span>{milestone.label}</span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--primary"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
            onPointerEnter={preloadHeritageDialog}
            onFocus={preloadHeritageDialog}
          >
            {content.readMore}
          </button>
        </div>
        <img
          className="home-heritage__image"
          src={content.image.src}
          alt={content.image.alt}
          width={content.image.width}
          height={content.image.height}
          loading="lazy"
          decoding="async"
        />
      </div>
      <LazyHeritageDialog open={open} onClose={() => setOpen(false)} details={content.details} />
    </section>
  );
}

import type { FeaturedMomentsCopy } from '@/features/gallery/types';

interface FeaturedMomentsProps {
  copy: FeaturedMomentsCopy;
}

/** Gallery: the Featured Moments stats block. */
export function FeaturedMoments({ copy }: FeaturedMomentsProps) {
  return (
    <section className="featured-moments" aria-labelledby="featured-moments-heading">
      <div className="container">
        <h2 id="featured-moments-heading">{copy.heading}</h2>
        <p className="featured-moments__intro">{copy.intro}</p>
        <dl className="featured-moments__stats">
          {copy.stats.map((stat) => (
            <div key={stat.label} className="featured-moments__stat">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

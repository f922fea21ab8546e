import type { Testimonial } from '@/features/programs/content/types';

/** One student's or parent's words, with the initial as their avatar. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial-card">
      <blockquote className="testimonial-card__quote">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="testimonial-card__author">
        <span className="testimonial-card__initial" aria-hidden="true">
          {testimonial.initial}
        </span>
        <span>
          <span className="testimonial-card__name">{testimonial.name}</span>
          <span className="testimonial-card__program">{testimonial.program}</span>
        </span>
      </figcaption>
    </figure>
  );
}

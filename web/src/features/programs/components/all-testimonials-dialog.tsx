import { Modal } from '@/components/ui/modal';
import { TestimonialCard } from '@/features/programs/components/testimonial-card';
import { testimonialSection as copy } from '@/features/programs/content/testimonials';
import './program-detail.css';

/** View All Testimonials: the five testimonials in one list. Loaded on demand. */
export function AllTestimonialsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={copy.allHeading} size="lg">
      <ul className="testimonials-all">
        {copy.testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}

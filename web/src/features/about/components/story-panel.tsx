import { SmartImage } from '@/components/ui/smart-image';
import { story } from '@/features/about/content/story';

export function StoryPanel() {
  return (
    <div className="about-panel">
      <h2>{story.heading}</h2>
      <div className="about-story">
        <div className="about-story__text">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="about-story__aside">
          {/* The first tab is what the page opens on, so its picture is not lazy. */}
          <SmartImage {...story.image} loading="eager" className="about-story__image" />
          <figure className="about-story__quote">
            <blockquote>
              <p>{story.quote.text}</p>
            </blockquote>
            <figcaption>{story.quote.attribution}</figcaption>
          </figure>
        </div>
      </div>
    </div>
  );
}

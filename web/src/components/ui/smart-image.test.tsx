import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmartImage } from '@/components/ui/smart-image';

const props = {
  src: '/images/events/state-championship.jpg',
  alt: 'State championship',
  width: 640,
  height: 360,
};

describe('SmartImage', () => {
  it('renders the image lazily with its intrinsic size', () => {
    render(<SmartImage {...props} />);
    const image = screen.getByRole('img', { name: 'State championship' });
    expect(image).toHaveAttribute('src', props.src);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
  });

  it('tries the first fallback, then the second, then shows the placeholder', () => {
    render(
      <SmartImage
        {...props}
        fallbacks={['/images/events/tournament.svg', '/images/placeholder.svg']}
      />,
    );

    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/events/tournament.svg');

    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/placeholder.svg');

    fireEvent.error(screen.getByRole('img'));
    expect(
      screen.getByRole('img', { name: 'State championship: Image Not Available' }),
    ).not.toHaveAttribute('src');
    expect(screen.getByText('Image Not Available')).toBeInTheDocument();
  });

  it('goes straight to the placeholder when there is no fallback', () => {
    render(<SmartImage {...props} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Image Not Available')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('skips empty fallbacks and duplicates of the source', () => {
    render(<SmartImage {...props} fallbacks={['', props.src, '/images/placeholder.svg']} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/placeholder.svg');
  });

  it('starts again from the new source when src changes', () => {
    const { rerender } = render(<SmartImage {...props} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Image Not Available')).toBeInTheDocument();

    rerender(<SmartImage {...props} src="/images/events/seminar.svg" />);
    expect(screen.getByRole('img', { name: 'State championship' })).toHaveAttribute(
      'src',
      '/images/events/seminar.svg',
    );
  });
});

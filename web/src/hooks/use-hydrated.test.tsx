import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAppHydrated, useHydrated } from '@/hooks/use-hydrated';

const renders: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'client' : 'server'}</p>;
}

afterEach(() => {
  renders.length = 0;
  setAppHydrated(false);
});

describe('useHydrated', () => {
  it('is false when rendered on the server', () => {
    expect(renderToString(<Probe />)).toContain('server');
  });

  it('is false for the render that hydrates, then true', () => {
    render(<Probe />);
    expect(screen.getByText('client')).toBeInTheDocument();
    expect(renders[0]).toBe(false);
    expect(renders.at(-1)).toBe(true);
  });

  it('is true from the first render once the app has hydrated (a later page)', () => {
    setAppHydrated(true);
    render(<Probe />);
    expect(screen.getByText('client')).toBeInTheDocument();
    expect(renders.every(Boolean)).toBe(true);
  });
});

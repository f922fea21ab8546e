import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHydrated } from '@/hooks/use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'client' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false when rendered on the server', () => {
    expect(renderToString(<Probe />)).toContain('server');
  });

  it('is true once rendered in the browser', () => {
    render(<Probe />);
    expect(screen.getByText('client')).toBeInTheDocument();
  });
});

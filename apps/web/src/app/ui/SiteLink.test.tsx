// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteLink } from './SiteLink';

function renderAt(address: string) {
  const links = (
    <nav>
      <SiteLink url="/Workers">Find a worker</SiteLink>
      <SiteLink url="/Workers?profession=1">Housemaids</SiteLink>
      <SiteLink url="/Workers?profession=2">Nannies</SiteLink>
      <SiteLink url="/Workers?profession=3#catalogue">Cooks</SiteLink>
      <SiteLink url="/Prices">Prices</SiteLink>
    </nav>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: links }], { initialEntries: [address] })} />);
  const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
  return { current };
}

describe('SiteLink', () => {
  it('marks a link to the catalogue current on every catalogue address, and a filtered one only on its filter', () => {
    const { current } = renderAt('/Workers?profession=2&page=3');
    expect(current('Find a worker')).toBe('page');
    expect(current('Nannies')).toBe('page');
    expect(current('Cooks')).not.toBe('page');
    expect(current('Housemaids')).not.toBe('page');
    expect(current('Prices')).toBeNull();
  });

  it('marks no filtered link current on the catalogue without filters', () => {
    const { current } = renderAt('/Workers');
    expect(current('Find a worker')).toBe('page');
    expect(current('Housemaids')).not.toBe('page');
    expect(current('Nannies')).not.toBe('page');
  });

  it("reads a link's filter apart from its fragment", () => {
    expect(renderAt('/Workers?profession=3').current('Cooks')).toBe('page');
  });
});

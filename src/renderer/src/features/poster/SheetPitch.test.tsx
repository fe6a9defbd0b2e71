import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { SheetPitch } from './SheetPitch';

const TAGGED = `${site.storeUrl}&referrer=utm_source%3Dposter%26utm_medium%3Dprint%26utm_campaign%3Dfoire-yaounde-2026`;

describe('a printed sheet', () => {
  it('keeps the tagged link in the code and writes out a line a person can type', () => {
    render(<SheetPitch url={TAGGED} full={false} />);
    expect(screen.getByRole('img', { name: `QR code for ${TAGGED}` })).toBeInTheDocument();
    const line = screen.getByText(/or type:/).closest('p');
    expect(line).toHaveTextContent(
      `Or search “${site.brand}” on Google Play, or type: ${site.storeUrl.replace('https://', '')}`,
    );
    expect(line).not.toHaveTextContent('%');
    expect(line).not.toHaveTextContent('referrer');
  });

  it("shows the app's correction screen on a poster, which a flyer has no room for", () => {
    const correction = { name: /correction of a Terminale C maths exercise/ };
    const { unmount } = render(<SheetPitch url={TAGGED} full />);
    expect(screen.getByRole('img', correction)).toHaveAttribute(
      'src',
      expect.stringMatching(/app-screen-correction-en-/),
    );
    unmount();
    render(<SheetPitch url={TAGGED} full={false} />);
    expect(screen.queryByRole('img', correction)).not.toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { shareStayLink } from './shareStay.ts';

const share = { url: 'https://guest.example/stay?slug=k3x9', title: 'Our stay', text: 'Our stay' };

describe('sharing the stay link', () => {
  it('uses the share sheet when there is one', async () => {
    const browser = {
      share: vi.fn().mockResolvedValue(undefined),
      clipboard: { writeText: vi.fn() },
    };
    expect(await shareStayLink(share, browser as never)).toBe('shared');
    expect(browser.share).toHaveBeenCalledWith(share);
    expect(browser.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('takes a closed share sheet as the guest changing their mind', async () => {
    const browser = {
      share: vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')),
      clipboard: { writeText: vi.fn() },
    };
    expect(await shareStayLink(share, browser as never)).toBe('cancelled');
  });

  it('copies the link without a share sheet, or when sharing is refused', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareStayLink(share, { clipboard: { writeText } } as never)).toBe('copied');
    const refused = {
      share: vi.fn().mockRejectedValue(new DOMException('no gesture', 'NotAllowedError')),
      clipboard: { writeText },
    };
    expect(await shareStayLink(share, refused as never)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(share.url);
  });

  it('fails only when copying fails too', async () => {
    const browser = { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } };
    expect(await shareStayLink(share, browser as never)).toBe('failed');
  });
});

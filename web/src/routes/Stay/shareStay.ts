export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

type Share = { url: string; title: string; text: string };

/**
 * Shares the stay's link with the system's share sheet (Web Share API) where there is one, and
 * copies it to the clipboard otherwise. A guest closing the share sheet is not a failure.
 */
export async function shareStayLink(
  share: Share,
  browser: Pick<Navigator, 'share' | 'canShare' | 'clipboard'> = navigator,
): Promise<ShareOutcome> {
  if (typeof browser.share === 'function' && (browser.canShare?.(share) ?? true)) {
    try {
      await browser.share(share);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused for another reason (no user gesture, a policy): copying still helps.
    }
  }
  try {
    await browser.clipboard.writeText(share.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notice } from './Notice.tsx';

const { scrollIntoView: original } = HTMLElement.prototype;

describe('Notice', () => {
  afterEach(() => {
    HTMLElement.prototype.scrollIntoView = original;
  });

  it('brings an alert into view, so an outcome the guest caused is seen as well as read out', () => {
    const scrollIntoView = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    const { getByRole } = render(<Notice tone="error" role="alert" title="Payment failed" />);
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(getByRole('alert'));
  });

  it('leaves the page where it is for news that waits its turn', () => {
    const scrollIntoView = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    render(<Notice tone="success" role="status" title="Your card has been added." />);
    render(<Notice title="Part of the page" />);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

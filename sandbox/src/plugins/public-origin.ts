import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Where browsers reach the sandbox's own pages (the identity provider, partner pages): the
     * configured public URL, else the scheme and host this request came to. The gateway calls
     * the sandbox at the address a browser on the same machine uses too, so without
     * configuration the links follow whatever port the sandbox runs on.
     */
    publicOrigin(): string;
  }
}

/** A page of the sandbox's own, as an address browsers can open. */
export function onSandbox(path: string, request: FastifyRequest): string;
export function onSandbox(path: string | null, request: FastifyRequest): string | null;
export function onSandbox(path: string | null, request: FastifyRequest): string | null {
  if (path === null || !path.startsWith('/')) return path;
  return `${request.publicOrigin()}${path}`;
}

export const publicOriginPlugin = fp<{ publicUrl?: string | undefined }>(
  async (fastify, options) => {
    const configured = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
    fastify.decorateRequest('publicOrigin', function publicOrigin(this: FastifyRequest) {
      return configured ?? `${this.protocol}://${this.host}`;
    });
  },
  { name: 'public-origin' },
);

import type { FastifyPluginAsync } from 'fastify';
import { customerAuthPlugin } from '../plugins/customer-auth.ts';
import { accessRequestRoutes } from './access-requests/index.ts';
import { authenticationRoutes } from './authentication/index.ts';
import { availabilityRoutes } from './availability/index.ts';
import { cardPaymentRoutes } from './card-payments/index.ts';
import { catalogueRoutes } from './catalogue/index.ts';
import { checkInRoutes } from './check-in/index.ts';
import { checkInStepRoutes } from './check-in-steps/index.ts';
import { contentRoutes } from './content/index.ts';
import { customerRoutes } from './customers/index.ts';
import { elevatorRoutes } from './elevator/index.ts';
import { orderRoutes } from './orders/index.ts';
import { identityProviderPageRoutes } from './pages/identity-provider-page.ts';
import { partnerPageRoutes } from './pages/partner-pages.ts';
import { reservationChangeRoutes } from './reservation-changes/index.ts';
import { sandboxHelperRoutes } from './sandbox/index.ts';
import { stayPaymentRoutes } from './stay-payments/index.ts';

// One line per area. Each area is an encapsulated plugin in its own folder.
export const routes: FastifyPluginAsync<{ production: boolean; payPageOrigins: string[] }> = async (
  fastify,
  options,
) => {
  await fastify.register(checkInRoutes);
  await fastify.register(customerAuthPlugin);
  await fastify.register(authenticationRoutes);
  await fastify.register(customerRoutes);
  await fastify.register(reservationChangeRoutes);
  await fastify.register(orderRoutes);
  await fastify.register(stayPaymentRoutes);
  await fastify.register(cardPaymentRoutes, { allowedOrigins: options.payPageOrigins });
  await fastify.register(accessRequestRoutes);
  await fastify.register(catalogueRoutes);
  await fastify.register(contentRoutes);
  await fastify.register(availabilityRoutes);
  await fastify.register(checkInStepRoutes, { production: options.production });
  await fastify.register(elevatorRoutes);
  await fastify.register(identityProviderPageRoutes, { appOrigins: options.payPageOrigins });
  await fastify.register(partnerPageRoutes);
  await fastify.register(sandboxHelperRoutes, {
    prefix: '/_sandbox',
    production: options.production,
  });
};

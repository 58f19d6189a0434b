/** The app's addresses that code outside their own route module links or redirects to. */
export const paths = {
  checkIn: '/check-in',
  error: '/error',
  signIn: '/login',
  signUp: '/signup',
  consent: '/consent',
  account: '/account',
  rewards: '/account/rewards',
  reservations: '/reservations',
  stay: '/stay',
  explore: '/stay/explore',
} as const;

// Stands in for react-relay's `lib/relay-hooks/useFragmentInternal_CURRENT.js` in the build (the
// `resolve.alias` of vite.config.ts): code every first load downloaded and never ran, 0.5 KB
// gzipped (most of its text repeats useFragmentInternal_EXPERIMENTAL's, which compresses it).
// react-relay's useFragmentInternal calls the _EXPERIMENTAL variant while relay-runtime's
// `RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY` is true, the installed Relay's default, and
// the app never sets it; `vendor.test.ts` checks both. Should either change, every fragment read
// fails at once with this message rather than some screen later.
// biome-ignore lint/style/noDefaultExport: react-relay calls the default export of the file it replaces.
export default function useFragmentInternalCurrent(): never {
  throw new Error(
    'react-relay picked useFragmentInternal_CURRENT, which the build leaves out: RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is false (see src/relay/vendor/useFragmentInternalCurrent.ts).',
  );
}

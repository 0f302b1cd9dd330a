// The web app's screens not yet translated: the rule against untranslated JSX text skips them
// until they are. Each file leaves this list when its texts become Lingui messages.
export default [
  'apps/web/src/features/device/components/bridge-panel.tsx',
  'apps/web/src/features/device/components/consent-step.tsx',
  'apps/web/src/features/device/components/no-bluetooth.tsx',
  'apps/web/src/features/tagger/components/analysis-card.tsx',
  'apps/web/src/features/tagger/components/analysis-grid.tsx',
  'apps/web/src/features/tagger/components/drive-device-switch.tsx',
  'apps/web/src/features/tagger/routes/favourites-page.tsx',
  'apps/web/src/features/tagger/routes/tagger-page.tsx',
  'apps/web/src/features/tagger/routes/video-tagger-page.tsx',
];

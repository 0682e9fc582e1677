export {
  PREVIEW_HEADER,
  PREVIEW_PARAM,
  currentPreviewToken,
  initBrowserPreview,
  previewTokenFromSearch,
  withoutPreview,
} from './previewToken';
export {
  PREVIEW_STATE_KEY,
  checkPreviewToken,
  usePreviewState,
  type PreviewCheck,
  type PreviewPageState,
} from './previewState';

/** The console's view's script, beside the view in its language's folder. */
export { CONSOLE_VIEW_SCRIPT as SCRIPT_FILE } from '@shared/staticViews';

/**
 * A few lines that run before the first paint: prerendered pages then
 * paint in the colour scheme the visitor chose (Mantine keeps the choice
 * under this storage key; "auto" or none follows the system), not light
 * first. Inline, so the first paint waits for no extra request; the
 * content-security policy allows exactly this script by its hash.
 */
import { createHash } from 'node:crypto';

export const COLOR_SCHEME_SCRIPT =
  "(function(){var c=null;try{c=localStorage.getItem('mantine-color-scheme-value')}catch(e){}" +
  "var d=c==='dark'||(c!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "document.documentElement.setAttribute('data-mantine-color-scheme',d?'dark':'light')})();";

/** The CSP source that allows it: 'sha256-…' of its exact text. */
export const COLOR_SCHEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256')
  .update(COLOR_SCHEME_SCRIPT)
  .digest('base64')}'`;

export const COLOR_SCHEME_SCRIPT_TAG = `<script>${COLOR_SCHEME_SCRIPT}</script>`;

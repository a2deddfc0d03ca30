import type { AuthorizeResult } from '@vitrine/sdk/modules/hosted-session';
import { leavePage } from '../../../lib/leave-page';

/**
 * Hands the authorization's result to the app that asked, as the platform says: a redirect (code
 * and state in the URL), or for web_message a post to the window that opened this page (a popup's
 * opener or an iframe's parent), for the app's allowed origin only. A popup then closes itself.
 * Answers false when there is no window to post to (the page was opened on its own).
 */
export function deliverAuthorization(result: AuthorizeResult): boolean {
  if (result.redirectUrl) {
    leavePage(result.redirectUrl);
    return true;
  }
  if (!result.targetOrigin || !result.message) return false;
  const target: Window | null = window.opener ?? (window.parent !== window ? window.parent : null);
  if (!target) return false;
  target.postMessage(result.message, result.targetOrigin);
  if (window.opener) window.close();
  return true;
}

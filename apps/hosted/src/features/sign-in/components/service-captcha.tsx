import { useEffect, useRef, useState } from 'react';
import type { CaptchaServiceName } from '../utils/captcha';

/** Where each service's widget script lives and the global it defines; all three render the same way. */
const services: Record<CaptchaServiceName, { script: string; global: string }> = {
  recaptcha: { script: 'https://www.google.com/recaptcha/api.js?render=explicit', global: 'grecaptcha' },
  hcaptcha: { script: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
  turnstile: { script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
};

interface WidgetApi {
  render(element: HTMLElement, options: Record<string, unknown>): unknown;
  ready?(callback: () => void): void;
}

const loading = new Map<string, Promise<void>>();

/** Adds the service's script once per page. */
function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

/**
 * A captcha service's widget (reCAPTCHA, hCaptcha or Turnstile), rendered with the site's public
 * key. `onToken` gets the token once the person solved it, and `undefined` when it expires.
 */
export function ServiceCaptcha({ service, siteKey, onToken }: { service: CaptchaServiceName; siteKey?: string; onToken: (token: string | undefined) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(onToken);
  latest.current = onToken;

  useEffect(() => {
    if (!siteKey) return;
    let cancelled = false;
    const { script, global } = services[service];
    loadScript(script)
      .then(() => {
        const api = (window as unknown as Record<string, WidgetApi | undefined>)[global];
        if (!api) throw new Error(`${global} is missing after its script loaded`);
        const render = () => {
          if (cancelled || !box.current) return;
          api.render(box.current, {
            sitekey: siteKey,
            callback: (token: string) => latest.current(token),
            'expired-callback': () => latest.current(undefined),
            'error-callback': () => latest.current(undefined),
          });
        };
        if (api.ready) api.ready(render);
        else render();
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [service, siteKey]);

  if (!siteKey) return <p role="alert">This store asks for a captcha but has not set its site key: ask the store to finish its sign-up settings.</p>;
  return (
    <div className="field">
      <div ref={box} data-captcha-service={service} />
      {failed ? <p role="alert">The captcha could not load. Check your connection and reload the page.</p> : null}
    </div>
  );
}

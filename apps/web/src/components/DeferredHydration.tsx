/**
 * Hydration of a prerendered page's lower sections when they are needed, not all at once.
 *
 * main.tsx calls deferHydration() before it hydrates a prerendered page. Content wrapped in
 * <DeferredHydration id> is then left as its server markup (a dehydrated Suspense boundary: on
 * screen, styled, readable, but not yet live) until its element nears the viewport
 * (useReleaseWhenVisible) or the visitor first interacts with the page anywhere (pointer, key,
 * focus, wheel). Either releases it and React hydrates it in place, without replacing any DOM; an
 * event aimed at content still dehydrated makes React hydrate that content synchronously first,
 * and the release listeners run before React's (capture phase on the document), so that works.
 * Outside that first hydration (a page rendered in the browser, or reached by client navigation,
 * which ends the deferral: SiteLayout) nothing is deferred.
 */
import { Suspense, use, useEffect, useRef, type ReactNode } from 'react';

interface Gate {
  promise: Promise<void>;
  released: boolean;
  release: () => void;
}

const gates = new Map<string, Gate>();
let deferring = false;

const INTERACTIONS = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
] as const;

/** Release everything and defer nothing more (the first interaction, or a client navigation). */
export function releaseDeferredHydration(): void {
  deferring = false;
  for (const gate of gates.values()) gate.release();
  for (const type of INTERACTIONS)
    document.removeEventListener(type, releaseDeferredHydration, true);
}

/** Start deferring: call once, right before hydrateRoot. */
export function deferHydration(): void {
  deferring = true;
  for (const type of INTERACTIONS)
    document.addEventListener(type, releaseDeferredHydration, { capture: true, passive: true });
}

function pendingGate(id: string): Gate | null {
  let gate = gates.get(id);
  if (!gate && deferring) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    const created: Gate = {
      promise,
      released: false,
      release: () => {
        created.released = true;
        resolve();
      },
    };
    gates.set(id, created);
    gate = created;
  }
  return gate && !gate.released ? gate : null;
}

function HydrationGate({ id, children }: { id: string; children: ReactNode }) {
  const gate = pendingGate(id);
  if (gate) use(gate.promise);
  return children;
}

/** Content hydrated only once released (see above); `id` must be unique on the page. */
export function DeferredHydration({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HydrationGate id={id}>{children}</HydrationGate>
    </Suspense>
  );
}

/**
 * A ref for the element around <DeferredHydration id>: the content is released when the element
 * comes within 200 px of the viewport, and when it unmounts.
 */
export function useReleaseWhenVisible<T extends Element>(id: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    // React hydrates the element before the Suspense boundary inside it: the gate may not exist yet.
    const gate = pendingGate(id);
    const el = ref.current;
    if (!gate || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) gate.release();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      gate.release();
    };
  }, [id]);
  return ref;
}

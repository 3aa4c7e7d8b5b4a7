import { useEffect, useRef, type RefObject } from 'react';

/**
 * A prerendered form is on screen before its script runs: what the visitor types, or the browser
 * autofills, in that time is in the inputs but not in the page's state. Once the page is live this
 * hands every non-empty named input's value to `adopt` (a no-op for a page rendered in the browser,
 * whose inputs start from its state).
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (name: string, value: string) => void,
) {
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  useEffect(() => {
    for (const el of Array.from(form.current?.elements ?? [])) {
      if (el instanceof HTMLInputElement && el.name && el.value)
        adoptRef.current(el.name, el.value);
    }
  }, [form]);
}

import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import { WidgetRootContext } from './widget-root-context.ts';

// Pure: a page that imports ui without toasts keeps neither this module nor its chunk.
const ToastList = /* @__PURE__ */ lazy(() => import('./ToastList.tsx'));

/** The kinds of toast: errors are announced assertively, the others politely. */
export type ToastTone = 'success' | 'error' | 'info';

/** What `toast()` takes. */
export interface ToastOptions {
  tone: ToastTone;
  title: string;
  description?: string;
  /** Milliseconds on screen; default `TOAST_DURATION_MS` (3 s). Pauses on hover and focus. */
  duration?: number;
}

/** What {@link useToast} returns. */
export interface ToastApi {
  toast(options: ToastOptions): void;
}

/** A toast on the list (shown, or closing). */
export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
  /** The theme where `toast()` was called, carried into the portalled toast. */
  theme: string | undefined;
}

interface ToastContextValue {
  items: ToastItem[];
  add(options: ToastOptions, theme: string | undefined): void;
  close(id: number): void;
}

const ToastContext = createContext<ToastContextValue | null>(null);
ToastContext.displayName = 'ToastContext';

/** At most this many toasts stay on screen; older ones close first. */
const VISIBLE_TOASTS_MAX = 3;

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode;
}

/**
 * Holds the toasts of everything inside it. `WidgetsProvider` already includes it together with a
 * {@link Toaster}; use it directly only without `WidgetsProvider`, and render a `Toaster` inside.
 *
 * @example
 * <ToastProvider>
 *   <MyWidget />
 *   <Toaster />
 * </ToastProvider>
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const add = useCallback((options: ToastOptions, theme: string | undefined) => {
    const id = nextId.current++;
    setItems((current) => {
      const open = current.filter((item) => item.open);
      const keep = open.slice(Math.max(0, open.length - (VISIBLE_TOASTS_MAX - 1)));
      const closing = open.filter((item) => !keep.includes(item)).map((item) => ({ ...item, open: false }));
      return [...closing, ...keep, { ...options, id, open: true, theme }];
    });
  }, []);

  const close = useCallback((id: number) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)));
  }, []);

  const value = useMemo(() => ({ items, add, close }), [items, add, close]);

  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** Extra class on the toast list. */
  className?: string;
}

/**
 * Where toasts appear: a list fixed to the bottom of the screen, portalled into the provider's
 * `portalContainer`. F8 moves focus to it. `WidgetsProvider` renders one for you.
 *
 * @example
 * <ToastProvider>
 *   <App />
 *   <Toaster />
 * </ToastProvider>
 */
export function Toaster({ className }: ToasterProps) {
  const context = useContext(ToastContext);
  // Radix Toast and the list load with the first toast: a page that never shows one never pays.
  if (!context || context.items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList items={context.items} close={context.close} className={className} />
    </Suspense>
  );
}

let warnedMissingProvider = false;

/**
 * Shows short messages (success, error, info) for 3 seconds; screen readers hear them, errors
 * assertively. Needs `WidgetsProvider` (or `ToastProvider` + `Toaster`) above; without one,
 * `toast()` warns in the console and shows nothing.
 *
 * @example
 * const { toast } = useToast();
 * toast({ tone: 'success', title: 'Post Updated Successfully', description: 'Your changes have been saved!' });
 */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  const rootRef = useContext(WidgetRootContext);
  const add = context?.add;
  const toast = useCallback(
    (options: ToastOptions) => {
      if (!add) {
        if (!warnedMissingProvider) {
          warnedMissingProvider = true;
          console.warn(
            `toast("${options.title}") was not shown: wrap the widget in <WidgetsProvider> (or <ToastProvider> with a <Toaster />).`,
          );
        }
        return;
      }
      const theme = rootRef?.current?.closest('[data-theme]')?.getAttribute('data-theme') ?? undefined;
      add(options, theme);
    },
    [add, rootRef],
  );
  return useMemo(() => ({ toast }), [toast]);
}

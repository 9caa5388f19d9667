import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';

import { cx } from './cx.ts';

/** Props of {@link Tabs}: those of Radix `Tabs.Root`. */
export type TabsProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;
/** Props of {@link TabsList}: those of Radix `Tabs.List`. */
export type TabsListProps = ComponentPropsWithoutRef<typeof RadixTabs.List>;
/** Props of {@link TabsTrigger}: those of Radix `Tabs.Trigger`. */
export type TabsTriggerProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger>;
/** Props of {@link TabsContent}: those of Radix `Tabs.Content`. */
export type TabsContentProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

/**
 * Tabs (Radix Tabs): arrow keys move between tabs, `data-state` is 'active' | 'inactive'.
 * Render them in the browser only under a strict CSP: Radix writes `style="animation-duration:0s"`
 * on the active content's first render, which a server-rendered page with `style-src 'self'` refuses.
 *
 * @example
 * <Tabs defaultValue="usa">
 *   <TabsList aria-label="Country">
 *     <TabsTrigger value="usa">USA</TabsTrigger>
 *     <TabsTrigger value="uk">UK</TabsTrigger>
 *   </TabsList>
 *   <TabsContent value="usa">988</TabsContent>
 *   <TabsContent value="uk">116 123</TabsContent>
 * </Tabs>
 */
export const Tabs = forwardRef<ComponentRef<typeof RadixTabs.Root>, TabsProps>(function Tabs(
  { className, ...props },
  ref,
) {
  return <RadixTabs.Root {...props} ref={ref} className={cx('cm-tabs', className)} />;
});

/**
 * The row of tabs; give it an `aria-label`.
 *
 * @example
 * <TabsList aria-label="Country">…</TabsList>
 */
export const TabsList = forwardRef<ComponentRef<typeof RadixTabs.List>, TabsListProps>(function TabsList(
  { className, ...props },
  ref,
) {
  return <RadixTabs.List {...props} ref={ref} className={cx('cm-tabs-list', className)} />;
});

/**
 * One tab.
 *
 * @example
 * <TabsTrigger value="uk">UK</TabsTrigger>
 */
export const TabsTrigger = forwardRef<ComponentRef<typeof RadixTabs.Trigger>, TabsTriggerProps>(
  function TabsTrigger({ className, ...props }, ref) {
    return <RadixTabs.Trigger {...props} ref={ref} className={cx('cm-tabs-trigger', className)} />;
  },
);

/**
 * The panel of one tab.
 *
 * @example
 * <TabsContent value="uk">116 123</TabsContent>
 */
export const TabsContent = forwardRef<ComponentRef<typeof RadixTabs.Content>, TabsContentProps>(
  function TabsContent({ className, ...props }, ref) {
    return <RadixTabs.Content {...props} ref={ref} className={cx('cm-tabs-content', className)} />;
  },
);

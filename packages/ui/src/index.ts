import './styles.css';

export { cx, type ClassValue } from './cx.ts';
export {
  AUTOCOMPLETE_DEBOUNCE_MS,
  COUNTER_DANGER_RATIO,
  COUNTER_VISIBLE_RATIO,
  DETAIL_HASHTAG_LENGTH_MIN,
  DETAILS_LENGTH_MAX,
  DETAILS_WARNING_AT,
  DIALOG_DEFAULT_WIDTH,
  HASHTAG_LENGTH_MIN,
  TOAST_DURATION_MS,
} from './constants.ts';
export { tagCategoryNames, uiMessages, UI_MESSAGES_NAMESPACE, type UiMessages } from './messages.ts';
export { type MessageOverrides, type MessageValue } from './widgets-context.ts';
export { useMessages } from './use-messages.ts';
export { useLocale } from './use-locale.ts';
export { formatDateTime, formatRelativeTime } from './relative-time.ts';
export { usePortalContainer } from './use-portal-container.ts';
export { MISSING_CLIENT_MESSAGE, useApiClient } from './use-api-client.ts';
export { useEscapeClaim } from './use-escape-claim.ts';
export { areDraftsOff, draftScope, draftsOffKey } from './drafts-setting.ts';
export { memoryQueryKeys, syncSavedMemory, useSyncSavedMemory } from './query-keys.ts';
export { WidgetsProvider, type WidgetsClient, type WidgetsProviderProps } from './WidgetsProvider.tsx';
export {
  createWidgetsQueryClient,
  quietFailure,
  WidgetsQueryProvider,
  type QuietFailureMeta,
} from './query-client.tsx';
export { WidgetRoot, type WidgetRootProps } from './WidgetRoot.tsx';
export { TimeSliced, type TimeSlicedProps } from './TimeSliced.tsx';
export { useHydrated } from './use-hydrated.ts';
export { Button, buttonVariants, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button.tsx';
export { IconButton, type IconButtonProps } from './IconButton.tsx';
export { Spinner, type SpinnerProps } from './Spinner.tsx';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden.tsx';
export { CheckIcon } from './icons.tsx';
export { Dialog, DialogClose, type DialogProps } from './Dialog.tsx';
export { ExitLink, type ExitLinkProps } from './DialogExit.tsx';
export {
  coverQuickExit,
  quickExitAvoidance,
  registerQuickExit,
  trackQuickExitElement,
  useQuickExitCovered,
  useQuickExitLink,
  type QuickExitLink,
} from './quick-exit-registry.ts';
export { useTouchOnly } from './touch-only.ts';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type TabsContentProps,
  type TabsListProps,
  type TabsProps,
  type TabsTriggerProps,
} from './Tabs.tsx';
export {
  Toaster,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToasterProps,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './Toast.tsx';
export { Checkbox, Radio, type CheckboxProps, type RadioProps } from './Checkbox.tsx';
export { RadioGroup, type RadioGroupOption, type RadioGroupProps } from './RadioGroup.tsx';
export { CheckboxGroup, type CheckboxGroupOption, type CheckboxGroupProps } from './CheckboxGroup.tsx';
export { counterState, type CounterKind, type CounterState } from './counter.ts';
export { TextField, type TextFieldProps } from './TextField.tsx';
export { TextArea, type TextAreaProps } from './TextArea.tsx';
export { addChips, CHIP_SEPARATORS } from './chips.ts';
export { ChipInput, type ChipInputProps } from './ChipInput.tsx';
export { SearchField, type SearchFieldProps } from './SearchField.tsx';
export { hashtagAt, insertHashtag, type HashtagQuery } from './hashtags.ts';
export { HashtagTextArea, type HashtagClient, type HashtagTextAreaProps } from './HashtagTextArea.tsx';
export { ProgressBar, type ProgressBarProps } from './ProgressBar.tsx';
export { Popover, type PopoverProps } from './Popover.tsx';

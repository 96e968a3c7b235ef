/**
 * @releve/ui — the Relève design system. Importing this module also loads the shipped Inter fonts
 * and the global reset. Put `releveTheme` (or `highContrastTheme`) on `<html>` or `<body>`:
 * dialogs, popovers, tooltips and toasts render into `<body>`, outside the app's root element.
 */
import "./tokens/fonts";
import "./tokens/reset.css";

export {
  AlertBanner,
  type AlertBannerLevel,
  type AlertBannerProps,
  alertBannerLevels,
} from "./components/AlertBanner";
export {
  type AttachmentKind,
  AttachmentList,
  type AttachmentListItem,
  type AttachmentListProps,
  attachmentKindOf,
  attachmentKinds,
  formatFileSize,
} from "./components/AttachmentList";
export {
  Badge,
  type BadgeCountProps,
  type BadgeLabelProps,
  type BadgeProps,
  type BadgeSize,
  type BadgeTone,
  badgeSizes,
  badgeTones,
  defaultBadgeMax,
} from "./components/Badge";
export {
  Breadcrumb,
  type BreadcrumbProps,
  Breadcrumbs,
  type BreadcrumbsProps,
} from "./components/Breadcrumbs";
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from "./components/Button";
export { Calendar, type CalendarProps } from "./components/Calendar";
export { Checkbox, type CheckboxProps } from "./components/Checkbox";
export { CheckboxGroup, type CheckboxGroupProps } from "./components/CheckboxGroup";
export {
  ComboBox,
  type ComboBoxBaseProps,
  type ComboBoxCollectionProps,
  ComboBoxItem,
  type ComboBoxItemProps,
  type ComboBoxProps,
  ComboBoxSection,
  type ComboBoxSectionProps,
} from "./components/ComboBox";
export {
  ConflictDialog,
  type ConflictDialogProps,
  type ConflictKindLabel,
  type ConflictMeansLinkProps,
  type ConflictTone,
  conflictTones,
  useConflictDialogLabels,
} from "./components/ConflictDialog";
export {
  DateField,
  DateFieldInput,
  type DateFieldInputProps,
  type DateFieldProps,
} from "./components/DateField";
export { DatePicker, type DatePickerProps } from "./components/DatePicker";
export { DateRangePicker, type DateRangePickerProps } from "./components/DateRangePicker";
export {
  DepartureCalendar,
  type DepartureCalendarDeparture,
  type DepartureCalendarMeans,
  type DepartureCalendarProps,
  type DepartureCalendarRange,
  departureCalendarMeasures,
} from "./components/DepartureCalendar";
export {
  AlertDialog,
  type AlertDialogProps,
  Dialog,
  type DialogProps,
  type DialogSize,
  DialogTrigger,
  type DialogTriggerProps,
  type DialogVariant,
  dialogSizes,
  dialogVariants,
  Modal,
  type ModalProps,
} from "./components/Dialog";
export {
  type DuplicateCopyFlag,
  DuplicatePreview,
  type DuplicatePreviewHeadingLevel,
  type DuplicatePreviewProps,
  defaultDuplicateValues,
  duplicateCopyFlags,
} from "./components/DuplicatePreview";
export {
  EmptyState,
  type EmptyStateHeadingLevel,
  type EmptyStateProps,
  type EmptyStateSize,
  emptyStateHeadingLevels,
  emptyStateSizes,
} from "./components/EmptyState";
export { ErrorList, type ErrorListItem, type ErrorListProps } from "./components/ErrorList";
export {
  counterNearLimitPercent,
  FieldCounter,
  type FieldCounterAria,
  type FieldCounterOptions,
  type FieldCounterProps,
  type FieldCounterVisibility,
  FieldLabel,
  type FieldLabelProps,
  type FieldMessageProps,
  type FieldMessageSeverity,
  FieldMessages,
  fieldCounterVisibilities,
  fieldMessageSeverities,
  fieldStyles,
  isFieldCounterShown,
  useFieldCounter,
} from "./components/Field";
export {
  FileDropZone,
  type FileDropZoneLimits,
  type FileDropZoneProps,
  type FileRefusal,
  type FileRefusalReason,
  fileRefusalReasons,
  sortSelectedFiles,
} from "./components/FileDropZone";
export {
  Form,
  FormErrorSummary,
  type FormErrorSummaryItem,
  type FormErrorSummaryProps,
  type FormProps,
  focusField,
} from "./components/Form";
export {
  Icon,
  type IconName,
  type IconProps,
  type IconSize,
  iconNames,
  iconSizes,
} from "./components/Icon";
export { IconButton, type IconButtonProps } from "./components/IconButton";
export {
  LanguageSelector,
  type LanguageSelectorProps,
  languageName,
} from "./components/LanguageSelector";
export { Link, type LinkProps, type LinkVariant, linkVariants } from "./components/Link";
export {
  MeansStatusBadge,
  type MeansStatusBadgeProps,
  meansStatusBadgeIcons,
  meansStatusBadgeTones,
  useMeansStatusLabel,
} from "./components/MeansStatusBadge";
export {
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuItemVariant,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
  MenuTrigger,
  type MenuTriggerProps,
  menuItemVariants,
  SubmenuTrigger,
  type SubmenuTriggerProps,
} from "./components/Menu";
export {
  dayStatusIcons,
  MobileCalendar,
  type MobileCalendarProps,
  type MobileCalendarRegistration,
  type MobileCalendarView,
  type MobileRegistrationState,
  mobileCalendarDays,
  mobileCalendarViews,
} from "./components/MobileCalendar";
export {
  emptyMultilingualText,
  type MultilingualText,
  MultilingualTextField,
  type MultilingualTextFieldProps,
  type MultilingualTextValidation,
} from "./components/MultilingualTextField";
export {
  MultiSelect,
  type MultiSelectBaseProps,
  type MultiSelectCollectionProps,
  type MultiSelectProps,
} from "./components/MultiSelect";
export { Navbar, type NavbarProfile, type NavbarProps } from "./components/Navbar";
export { NumberField, type NumberFieldProps } from "./components/NumberField";
export {
  Pagination,
  type PaginationBaseProps,
  type PaginationNavigationProps,
  type PaginationProps,
  type PaginationRangeItem,
  paginationItemRange,
  paginationPageCount,
  paginationRange,
} from "./components/Pagination";
export {
  PlanningCalendar,
  type PlanningCalendarMeans,
  type PlanningCalendarProps,
  type PlanningCalendarRange,
  type PlanningCalendarView,
  planningCalendarRange,
  planningCalendarViews,
} from "./components/PlanningCalendar";
export {
  Popover,
  PopoverDialog,
  type PopoverDialogProps,
  type PopoverProps,
} from "./components/Popover";
export {
  ProgressBar,
  type ProgressBarProps,
  type ProgressBarSize,
  progressBarSizes,
} from "./components/ProgressBar";
export {
  Radio,
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioProps,
  radioGroupOrientations,
} from "./components/RadioGroup";
export { RangeCalendar, type RangeCalendarProps } from "./components/RangeCalendar";
export {
  RecurrenceEditor,
  type RecurrenceEditorBaseProps,
  type RecurrenceEditorHeadingLevel,
  type RecurrenceEditorProps,
  type RecurrenceEditorValueProps,
  type RecurrenceEndMode,
  recurrenceEndModes,
} from "./components/RecurrenceEditor";
export {
  isProposedRegistration,
  RegistrationStatusBadge,
  type RegistrationStatusBadgeProps,
  type RegistrationStatusLabelInput,
  type RegistrationStatusLabels,
  registrationProposedBadge,
  registrationStatusBadgeIcons,
  registrationStatusBadgeTones,
  useRegistrationStatusLabel,
} from "./components/RegistrationStatusBadge";
export {
  RoleSelector,
  type RoleSelectorProps,
  type RoleSelectorVariant,
  roleSelectorVariants,
  useRoleLabel,
} from "./components/RoleSelector";
export {
  Select,
  type SelectBaseProps,
  type SelectCollectionProps,
  SelectItem,
  type SelectItemProps,
  type SelectOption,
  type SelectProps,
  SelectSection,
  type SelectSectionProps,
} from "./components/Select";
export {
  SideNav,
  type SideNavEntry,
  type SideNavEntryWithCount,
  type SideNavEntryWithoutCount,
  type SideNavLayout,
  type SideNavProps,
  type SideNavRelease,
  type SideNavSection,
  sideNavLayouts,
} from "./components/SideNav";
export {
  Skeleton,
  type SkeletonCircleSize,
  type SkeletonProps,
  SkeletonShape,
  type SkeletonShapeName,
  type SkeletonShapeProps,
  skeletonCircleSizes,
  skeletonShapes,
} from "./components/Skeleton";
export { SplitDialog, type SplitDialogProps } from "./components/SplitDialog";
export {
  StaffCompletenessBadge,
  type StaffCompletenessBadgeProps,
  type StaffCompletenessBadgeVariant,
  staffCompletenessBadgeIcons,
  staffCompletenessBadgeTones,
  staffCompletenessBadgeVariants,
  useStaffCompletenessLabel,
  useStaffCompletenessSentence,
} from "./components/StaffCompletenessBadge";
export { StatusLegend, type StatusLegendProps } from "./components/StatusLegend";
export { Switch, type SwitchProps } from "./components/Switch";
export {
  defaultVisibleRowCount,
  Table,
  TableBody,
  type TableBodyProps,
  TableCell,
  type TableCellProps,
  TableColumn,
  type TableColumnProps,
  TableHeader,
  type TableHeaderProps,
  type TableProps,
  TableRow,
  type TableRowProps,
  tableRowHeightRem,
} from "./components/Table";
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsOrientation,
  type TabsProps,
  type TabWithCountProps,
  type TabWithoutCountProps,
  tabsOrientations,
} from "./components/Tabs";
export {
  TagGroup,
  TagGroupItem,
  type TagGroupItemProps,
  type TagGroupProps,
} from "./components/TagGroup";
export { counterAnnouncementDelayMs, TextArea, type TextAreaProps } from "./components/TextArea";
export { TextField, type TextFieldProps } from "./components/TextField";
export {
  TimeField,
  type TimeFieldMinuteStep,
  type TimeFieldProps,
  timeFieldMinuteSteps,
} from "./components/TimeField";
export {
  createToastQueue,
  type SavingToast,
  Toast,
  type ToastContent,
  type ToastKind,
  type ToastOutcome,
  type ToastProps,
  ToastProvider,
  type ToastProviderProps,
  type ToastQueue,
  toastKinds,
  toastQueue,
  toastTimeouts,
} from "./components/Toast";
export {
  Tooltip,
  type TooltipProps,
  TooltipTrigger,
  type TooltipTriggerProps,
  tooltipDelay,
} from "./components/Tooltip";
export {
  loadUiMessages,
  type UiLocale,
  UiLocaleProvider,
  type UiLocaleProviderProps,
  uiFormatLocales,
  uiLocales,
  uiMessages,
  uiSourceLocale,
} from "./i18n";
export { UiRouterProvider, type UiRouterProviderProps } from "./routing/UiRouterProvider";
export {
  breakpoints,
  highContrastTheme,
  releveTheme,
  responsiveConditions,
  type Sprinkles,
  sprinkles,
  vars,
  visuallyHidden,
} from "./tokens";

// The public barrel: explicit named exports only, so every addition is a reviewed API change.
import './css/runtime';

export type {
  AmenityChecklistProps,
  AmenityGroup,
  AmenityOption,
  AmenityValue,
} from './components/AmenityChecklist/AmenityChecklist';
export { AmenityChecklist } from './components/AmenityChecklist/AmenityChecklist';
export type { AppLayoutProps } from './components/AppLayout/AppLayout';
export { AppLayout } from './components/AppLayout/AppLayout';
export type { AppShellBrandProps, AppShellProps } from './components/AppShell/AppShell';
export { AppShell, AppShellBrand } from './components/AppShell/AppShell';
export type { AuthLayoutProps } from './components/AuthLayout/AuthLayout';
export { AuthLayout } from './components/AuthLayout/AuthLayout';
export type {
  AvailabilityCalendarProps,
  PickedDays,
} from './components/AvailabilityCalendar/AvailabilityCalendar';
export { AvailabilityCalendar } from './components/AvailabilityCalendar/AvailabilityCalendar';
export type {
  AvailabilityCalendarMonths,
  AvailabilityState,
} from './components/AvailabilityCalendar/availabilityCalendarVariants';
export {
  availabilityCalendarMonths,
  availabilityStates,
} from './components/AvailabilityCalendar/availabilityCalendarVariants';
export type { AvailabilityRange } from './components/AvailabilityCalendar/availabilityRanges';
export type { AvatarProps } from './components/Avatar/Avatar';
export { Avatar } from './components/Avatar/Avatar';
export { avatarColorFor, avatarInitials } from './components/Avatar/avatarInitials';
export type { AvatarColor, AvatarSize } from './components/Avatar/avatarVariants';
export { avatarColors, avatarSizes } from './components/Avatar/avatarVariants';
export type { BadgeProps } from './components/Badge/Badge';
export { Badge } from './components/Badge/Badge';
export type { BadgeSize, BadgeTone } from './components/Badge/badgeVariants';
export { badgeSizes, badgeTones } from './components/Badge/badgeVariants';
export type { BoxElement, BoxProps } from './components/Box/Box';
export { Box, boxElements } from './components/Box/Box';
export type { BrandHeaderProps } from './components/BrandHeader/BrandHeader';
export { BrandHeader } from './components/BrandHeader/BrandHeader';
export type { BreadcrumbItem, BreadcrumbsProps } from './components/Breadcrumbs/Breadcrumbs';
export { Breadcrumbs } from './components/Breadcrumbs/Breadcrumbs';
export type { ButtonProps } from './components/Button/Button';
export { Button } from './components/Button/Button';
export type { ButtonSize, ButtonVariant } from './components/Button/buttonVariants';
export { buttonSizes, buttonVariants } from './components/Button/buttonVariants';
export type { ButtonLinkProps } from './components/ButtonLink/ButtonLink';
export { ButtonLink } from './components/ButtonLink/ButtonLink';
export type { CardProps } from './components/Card/Card';
export { Card } from './components/Card/Card';
export type { CardElement, CardElevation, CardPadding } from './components/Card/cardVariants';
export { cardElements, cardElevations, cardPaddings } from './components/Card/cardVariants';
export type { ChartDatum, ChartProps } from './components/Chart/Chart';
export { Chart } from './components/Chart/Chart';
export type { ChartFigureProps } from './components/Chart/ChartFigure';
export { ChartFigure } from './components/Chart/ChartFigure';
export type { ChartKind } from './components/Chart/chartVariants';
export { chartKinds } from './components/Chart/chartVariants';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { ColorFieldProps } from './components/ColorField/ColorField';
export { ColorField } from './components/ColorField/ColorField';
export type { ComboBoxProps } from './components/ComboBox/ComboBox';
export { ComboBox } from './components/ComboBox/ComboBox';
export type { ComboBoxItemProps } from './components/ComboBox/ComboBoxItem';
export { ComboBoxItem } from './components/ComboBox/ComboBoxItem';
export type {
  CommandPaletteItem,
  CommandPaletteProps,
  CommandPaletteSection,
} from './components/CommandPalette/CommandPalette';
export { CommandPalette } from './components/CommandPalette/CommandPalette';
export type { CommandPaletteButtonProps } from './components/CommandPalette/CommandPaletteButton';
export { CommandPaletteButton } from './components/CommandPalette/CommandPaletteButton';
export type { ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogTone } from './components/ConfirmDialog/confirmDialogVariants';
export { confirmDialogTones } from './components/ConfirmDialog/confirmDialogVariants';
export type { CopyButtonProps } from './components/CopyButton/CopyButton';
export { CopyButton } from './components/CopyButton/CopyButton';
export type { DatePickerProps } from './components/DatePicker/DatePicker';
export { DatePicker } from './components/DatePicker/DatePicker';
export type { DateRangePickerProps } from './components/DateRangePicker/DateRangePicker';
export { DateRangePicker } from './components/DateRangePicker/DateRangePicker';
export type {
  DescriptionListItemProps,
  DescriptionListProps,
} from './components/DescriptionList/DescriptionList';
export { DescriptionList, DescriptionListItem } from './components/DescriptionList/DescriptionList';
export type { DescriptionListColumns } from './components/DescriptionList/descriptionListVariants';
export { descriptionListColumns } from './components/DescriptionList/descriptionListVariants';
export type { DialogProps, DialogRenderProps } from './components/Dialog/Dialog';
export { Dialog } from './components/Dialog/Dialog';
export type { EmptyStateHeadingLevel, EmptyStateProps } from './components/EmptyState/EmptyState';
export { EmptyState, emptyStateHeadingLevels } from './components/EmptyState/EmptyState';
export type { ErrorFallbackProps } from './components/ErrorFallback/ErrorFallback';
export { ErrorFallback } from './components/ErrorFallback/ErrorFallback';
export type { FormFieldControlProps, FormFieldProps } from './components/FormField/FormField';
export { FormField } from './components/FormField/FormField';
export type {
  FormActionsProps,
  FormLayoutProps,
  FormRowProps,
  FormSectionProps,
} from './components/FormLayout/FormLayout';
export { FormActions, FormLayout, FormRow, FormSection } from './components/FormLayout/FormLayout';
export type { GlobalOverlayProps } from './components/GlobalOverlay/GlobalOverlay';
export { GlobalOverlay } from './components/GlobalOverlay/GlobalOverlay';
export type { GridProps } from './components/Grid/Grid';
export { Grid } from './components/Grid/Grid';
export type { HeadingProps } from './components/Heading/Heading';
export { Heading } from './components/Heading/Heading';
export type { HeadingLevel, HeadingTone } from './components/Heading/headingVariants';
export { headingLevels, headingTones } from './components/Heading/headingVariants';
export type { IconProps } from './components/Icon/Icon';
export { Icon } from './components/Icon/Icon';
export type { IconName } from './components/Icon/iconPaths';
export { iconNames } from './components/Icon/iconPaths';
export type { IconSize } from './components/Icon/iconVariants';
export { iconSizes } from './components/Icon/iconVariants';
export type { ImagePickerProps } from './components/ImagePicker/ImagePicker';
export { ImagePicker } from './components/ImagePicker/ImagePicker';
export {
  imageExtensions,
  imageMimeTypes,
  invalidFormatMessage,
  isAcceptedImage,
} from './components/ImagePicker/imageFormats';
export type { InfoCardProps } from './components/InfoCard/InfoCard';
export { InfoCard } from './components/InfoCard/InfoCard';
export type { InlineProps } from './components/Inline/Inline';
export { Inline } from './components/Inline/Inline';
export type {
  LandlordCardLandlord,
  LandlordCardProps,
} from './components/LandlordCard/LandlordCard';
export { LandlordCard } from './components/LandlordCard/LandlordCard';
export type { LinkProps } from './components/Link/Link';
export { Link } from './components/Link/Link';
export type { LinkTone, LinkWeight } from './components/Link/linkVariants';
export { linkTones, linkWeights } from './components/Link/linkVariants';
export type { NavigationProviderProps } from './components/Link/Navigation';
export { NavigationProvider } from './components/Link/Navigation';
export type { PlainLinkProps } from './components/Link/PlainLink';
export { PlainLink } from './components/Link/PlainLink';
export type { ListPageProps, ListPageTab } from './components/ListPage/ListPage';
export { ListPage } from './components/ListPage/ListPage';
export type { LoaderProps } from './components/Loader/Loader';
export { defaultLoaderLabel, Loader } from './components/Loader/Loader';
export type { LoaderSize } from './components/Loader/loaderVariants';
export { loaderSizes } from './components/Loader/loaderVariants';
export type {
  MenuItemProps,
  MenuProps,
  MenuSectionProps,
  MenuTriggerProps,
} from './components/Menu/Menu';
export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './components/Menu/Menu';
export type { MenuItemTone } from './components/Menu/menuVariants';
export { menuItemTones } from './components/Menu/menuVariants';
export type { ModalProps, ModalTriggerProps } from './components/Modal/Modal';
export { Modal, ModalTrigger } from './components/Modal/Modal';
export type { ModalSize } from './components/Modal/modalVariants';
export { modalSizes } from './components/Modal/modalVariants';
export type { NumberFieldProps } from './components/NumberField/NumberField';
export { NumberField } from './components/NumberField/NumberField';
export type { OptionChipsOption, OptionChipsProps } from './components/OptionChips/OptionChips';
export { OptionChips } from './components/OptionChips/OptionChips';
export type {
  OptionChipsPickerHandle,
  OptionChipsPickerProps,
} from './components/OptionChips/OptionChipsPicker';
export { OptionChipsPicker } from './components/OptionChips/OptionChipsPicker';
export type { PageHeaderProps } from './components/PageHeader/PageHeader';
export { PageHeader } from './components/PageHeader/PageHeader';
export type { PaginationProps } from './components/Pagination/Pagination';
export { Pagination } from './components/Pagination/Pagination';
export type { PaginationItem } from './components/Pagination/paginationWindow';
export { paginationWindow } from './components/Pagination/paginationWindow';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField';
export { PasswordField } from './components/PasswordField/PasswordField';
export type { PhotoGalleryPhoto, PhotoGalleryProps } from './components/PhotoGallery/PhotoGallery';
export { PhotoGallery } from './components/PhotoGallery/PhotoGallery';
export type { PopoverProps, PopoverTriggerProps } from './components/Popover/Popover';
export { Popover, PopoverTrigger } from './components/Popover/Popover';
export type { ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { ProgressBar } from './components/ProgressBar/ProgressBar';
export type { ProgressBarTone } from './components/ProgressBar/progressBarVariants';
export { progressBarTones } from './components/ProgressBar/progressBarVariants';
export {
  PRELOAD_DELAY_MS,
  usePreloadWhenIdle,
} from './components/private/usePreloadWhenIdle';
export type {
  RadioGroupHandle,
  RadioGroupProps,
  RadioProps,
} from './components/RadioGroup/RadioGroup';
export { Radio, RadioGroup } from './components/RadioGroup/RadioGroup';
export type { RadioGroupOrientation } from './components/RadioGroup/radioGroupVariants';
export { radioGroupOrientations } from './components/RadioGroup/radioGroupVariants';
export type { RecordSectionProps } from './components/RecordSection/RecordSection';
export { RecordSection } from './components/RecordSection/RecordSection';
export type { SelectProps } from './components/Select/Select';
export { Select } from './components/Select/Select';
export type { SelectItemProps } from './components/Select/SelectItem';
export { SelectItem } from './components/Select/SelectItem';
export type { SidebarItem, SidebarProps } from './components/Sidebar/Sidebar';
export { currentSidebarGroupId, currentSidebarItemId, Sidebar } from './components/Sidebar/Sidebar';
export type { PageSkeletonProps } from './components/Skeleton/PageSkeleton';
export { PageSkeleton } from './components/Skeleton/PageSkeleton';
export type { SkeletonProps } from './components/Skeleton/Skeleton';
export { Skeleton } from './components/Skeleton/Skeleton';
export type {
  SkeletonShape,
  SkeletonSize,
  SkeletonWidth,
} from './components/Skeleton/skeletonVariants';
export {
  skeletonShapes,
  skeletonSizes,
  skeletonWidths,
} from './components/Skeleton/skeletonVariants';
export type { SnackbarProps } from './components/Snackbar/Snackbar';
export { Snackbar } from './components/Snackbar/Snackbar';
export type { SnackbarType } from './components/Snackbar/snackbarVariants';
export { snackbarTypes } from './components/Snackbar/snackbarVariants';
export type { StackProps } from './components/Stack/Stack';
export { Stack } from './components/Stack/Stack';
export type {
  StatCardProps,
  StatCardSkeletonProps,
  StatCardTrend,
} from './components/StatCard/StatCard';
export { StatCard, StatCardSkeleton } from './components/StatCard/StatCard';
export type {
  StatCardSeverity,
  StatCardTrendDirection,
  StatCardTrendTone,
} from './components/StatCard/statCardVariants';
export {
  statCardSeverities,
  statCardTrendDirections,
  statCardTrendTones,
} from './components/StatCard/statCardVariants';
export type { StatusBadgeProps } from './components/StatusBadge/StatusBadge';
export { StatusBadge } from './components/StatusBadge/StatusBadge';
export type { StatusChipProps } from './components/StatusChip/StatusChip';
export { StatusChip } from './components/StatusChip/StatusChip';
export type {
  OfferStatus,
  StatusChipDisplay,
  StatusChipKind,
  StatusChipSize,
  StayState,
  WorkflowStatus,
} from './components/StatusChip/statusChipVariants';
export {
  offerStatuses,
  offerStatusLabels,
  statusChipDisplays,
  statusChipKinds,
  statusChipSizes,
  stayStateLabels,
  stayStates,
  trafficLightLabels,
  trafficLights,
  workflowStatusCodes,
  workflowStatuses,
  workflowStatusLabels,
} from './components/StatusChip/statusChipVariants';
export type { StepperProps, StepperStep, StepperStepState } from './components/Stepper/Stepper';
export { Stepper } from './components/Stepper/Stepper';
export type { SwitchProps } from './components/Switch/Switch';
export { Switch } from './components/Switch/Switch';
export { EmailText, TruncatedText } from './components/Table/columnRole';
export type { PlainTableProps } from './components/Table/PlainTable';
export { PlainTable } from './components/Table/PlainTable';
export type { TableColumn, TableProps } from './components/Table/Table';
export { Table } from './components/Table/Table';
export type {
  TableColumnAlignment,
  TableColumnRole,
  TableDensity,
} from './components/Table/tableVariants';
export {
  tableColumnAlignments,
  tableColumnRoles,
  tableDensities,
} from './components/Table/tableVariants';
export type { TabNavItem, TabNavProps } from './components/TabNav/TabNav';
export { TabNav } from './components/TabNav/TabNav';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './components/Tabs/Tabs';
export { Tab, TabList, TabPanel, Tabs } from './components/Tabs/Tabs';
export type { TagProps } from './components/Tag/Tag';
export { Tag } from './components/Tag/Tag';
export type { TagTone } from './components/Tag/tagVariants';
export { tagTones } from './components/Tag/tagVariants';
export type { TextProps } from './components/Text/Text';
export { Text } from './components/Text/Text';
export type { TextElement, TextSize, TextTone, TextWeight } from './components/Text/textVariants';
export { textElements, textSizes, textTones, textWeights } from './components/Text/textVariants';
export type { TextAreaProps } from './components/TextArea/TextArea';
export { TextArea } from './components/TextArea/TextArea';
export type { TextFieldProps } from './components/TextField/TextField';
export { TextField } from './components/TextField/TextField';
export type { TextFieldType } from './components/TextField/textFieldVariants';
export { textFieldTypes } from './components/TextField/textFieldVariants';
export type { ThemeProviderProps } from './components/ThemeProvider/ThemeProvider';
export { ThemeProvider, useBrand } from './components/ThemeProvider/ThemeProvider';
export type { ToastRegionProps } from './components/ToastRegion/ToastRegion';
export { ToastRegion } from './components/ToastRegion/ToastRegion';
export type { ToastContent, Toaster, ToastOptions } from './components/ToastRegion/toast';
export { createToaster, TOAST_TIMEOUT_MS, toast } from './components/ToastRegion/toast';
export type { TooltipProps, TooltipTriggerProps } from './components/Tooltip/Tooltip';
export { Tooltip, TooltipTrigger } from './components/Tooltip/Tooltip';
export type { TopBarMenuItem, TopBarProps, TopBarUser } from './components/TopBar/TopBar';
export { TopBar } from './components/TopBar/TopBar';
export type { TrafficLightProps } from './components/TrafficLight/TrafficLight';
export { TrafficLight } from './components/TrafficLight/TrafficLight';
export type {
  TrafficLightPickerHandle,
  TrafficLightPickerProps,
} from './components/TrafficLight/TrafficLightPicker';
export { TrafficLightPicker } from './components/TrafficLight/TrafficLightPicker';
export type { TrafficLightSize } from './components/TrafficLight/trafficLightVariants';
export { trafficLightSizes } from './components/TrafficLight/trafficLightVariants';
export type { BrandMeta } from './tokens/brands';
export type { BrandTheme } from './tokens/brandTheme';
export type { LogoProps } from './tokens/logos';
export type { BrandName, ColorMode } from './tokens/types';
export { brandNames, colorModes } from './tokens/types';

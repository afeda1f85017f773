// The report with its chart: loaded only on properties/report.
export { PropertiesReportScreen as PropertiesReportRoute } from './screens/PropertiesReportScreen';

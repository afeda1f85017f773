export { staydeskTheme } from '../../tokens/staydeskTheme';

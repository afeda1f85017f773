export { harbourTheme } from '../../tokens/harbourTheme';

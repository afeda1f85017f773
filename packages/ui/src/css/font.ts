// Inter ships inside the package so text metrics, and so screenshots, match on every machine.
import '@fontsource-variable/inter';

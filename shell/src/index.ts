// Async boundary: shared modules are negotiated by Module Federation before the shell runs.
import('./bootstrap');

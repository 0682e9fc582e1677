// Async boundary: shared modules are negotiated before the app runs.
import('./bootstrap');

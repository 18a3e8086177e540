// Attaches URL.diagnose and URL.compareReadings (issue 8). They need the URL
// class, and the class is declared without them, so they are attached here,
// once, by the package entry; the legacy polyfill script does without them.
import { URL } from './url.js';
import { diagnose } from './diagnose.js';
import { compareReadings } from './compare-readings.js';

// Like the standard's static methods: writable, configurable and (defineProperty's default) not enumerable.
Object.defineProperty(URL, 'diagnose', { value: diagnose, writable: true, configurable: true });
Object.defineProperty(URL, 'compareReadings', { value: compareReadings, writable: true, configurable: true });

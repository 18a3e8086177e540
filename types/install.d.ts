export { DetectPatch, Detection, InstallOptions, InstallResult, detect, install } from './auto.js';

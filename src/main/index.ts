import { runShell } from './shell';

runShell();

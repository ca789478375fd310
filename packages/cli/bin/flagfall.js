#!/usr/bin/env node
// Thin launcher: the compiled CLI lives in ../dist (built by `npm install` via the root `prepare` script).
import { exitQuietlyOnBrokenPipe, main } from '../dist/main.js';

exitQuietlyOnBrokenPipe();
process.exitCode = await main(process.argv.slice(2));

#!/usr/bin/env node
// flagfall-server: the game server's commands (serve, user add). `flagfall serve` runs the same.
import { runServerCommand, processIo } from '../dist/cli/main.js';

process.exitCode = await runServerCommand(process.argv.slice(2), processIo);

/** The UI tests' configuration, for the harness self-test's UI tests in this folder. */
import { defineConfig } from '@playwright/test';
import uiTests from '../../../playwright.config';

export default defineConfig(uiTests, { testDir: __dirname, testMatch: 'ui-*.test.ts' });

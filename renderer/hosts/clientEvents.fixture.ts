// Test doubles for what a worker client tells its owner (WorkerClientEvents): a fresh spy for
// every event, so a test reads back what the client reported. Used only by tests.

import { vi } from 'vitest'
import type { WorkerClientEvents } from './workerClient'

export const clientEvents = () =>
  ({
    intents: { select: vi.fn(), hover: vi.fn(), back: vi.fn() },
    started: vi.fn(),
    unavailable: vi.fn(),
    targets: vi.fn(),
    cursor: vi.fn(),
    frame: vi.fn(),
    failed: vi.fn(),
  }) satisfies WorkerClientEvents

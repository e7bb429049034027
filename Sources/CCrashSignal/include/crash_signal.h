// Records the fatal signal that ends the kernel into its crash note (ShapebookKernel/CrashNote),
// from a signal handler that makes only async-signal-safe calls (pwrite, sigaction, raise).
//
// A C target: a signal handler must not run Swift code (it may allocate, retain or take locks
// that the interrupted thread holds).
#ifndef SHAPEBOOK_CRASH_SIGNAL_H
#define SHAPEBOOK_CRASH_SIGNAL_H

#include <sys/types.h>

/// Installs handlers for SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT and SIGTRAP that write the
/// signal's number as three ASCII digits into `fd` at `offset`, then hand the signal to the
/// handler installed before (the Swift runtime's backtracer, or the default action), so the
/// process still ends by that signal. Returns 0, or -1 when a handler could not be installed.
int shapebook_crash_signal_install(int fd, off_t offset);

#endif

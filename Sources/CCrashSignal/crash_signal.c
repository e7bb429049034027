#include "crash_signal.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

static const int recorded_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
enum { RECORDED_COUNT = sizeof recorded_signals / sizeof recorded_signals[0] };

static volatile int note_fd = -1;
static volatile off_t note_offset = 0;
static struct sigaction previous_actions[RECORDED_COUNT];

static void record_signal(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    if (note_fd >= 0) {
        char digits[3] = {(char)('0' + signal_number / 100 % 10), (char)('0' + signal_number / 10 % 10),
                          (char)('0' + signal_number % 10)};
        ssize_t written = pwrite(note_fd, digits, sizeof digits, note_offset);
        (void)written;  // nothing more can be done about a failed write here
    }
    for (int i = 0; i < RECORDED_COUNT; i++) {
        if (recorded_signals[i] == signal_number) sigaction(signal_number, &previous_actions[i], NULL);
    }
    // A fault (si_code > 0) happens again when the instruction is retried on return, now under
    // the previous handler. A signal sent by a process or by abort() must be raised again; if
    // the previous handler returns from it (Swift's backtracer does, for a signal that is no
    // fault), the default action ends the process.
    if (info == NULL || info->si_code <= 0) {
        raise(signal_number);
        signal(signal_number, SIG_DFL);
        raise(signal_number);
    }
}

int shapebook_crash_signal_install(int fd, off_t offset) {
    note_fd = fd;
    note_offset = offset;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = record_signal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < RECORDED_COUNT; i++) {
        if (sigaction(recorded_signals[i], &action, &previous_actions[i]) != 0) return -1;
    }
    return 0;
}

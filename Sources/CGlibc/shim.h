// glibc's extensions that the resource context uses: malloc_trim, which hands freed heap pages
// back to the system before the memory budget refuses a request (ResourceContext), and
// pthread_getattr_np, which tells where the calling thread's stack lies (StackSpace).
#include <malloc.h>
#include <pthread.h>

// Declared here because Swift's Glibc module is built without _GNU_SOURCE, which hides it.
extern int pthread_getattr_np(pthread_t thread, pthread_attr_t *attributes);

// The calling thread's stack: its lowest address and its size in bytes. Returns 0 on success.
// A thread's stack never moves, so each thread asks once: on the main thread glibc answers by
// reading and scanning /proc/self/maps, which cost every parse a few hundred microseconds.
static inline int shapebook_thread_stack(void **base, size_t *size) {
    static __thread void *known_base = NULL;
    static __thread size_t known_size = 0;
    if (known_base == NULL) {
        pthread_attr_t attributes;
        if (pthread_getattr_np(pthread_self(), &attributes) != 0) return -1;
        int status = pthread_attr_getstack(&attributes, &known_base, &known_size);
        pthread_attr_destroy(&attributes);
        if (status != 0) {
            known_base = NULL;
            return status;
        }
    }
    *base = known_base;
    *size = known_size;
    return 0;
}

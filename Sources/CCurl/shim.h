// libcurl for Shapebook's image loader (Canvas), through its C API.
//
// curl_easy_setopt is variadic, which Swift cannot call, so the whole transfer is set up and run
// by the one C function below; Swift sees a result code, the body, the HTTP status and libcurl's
// error text. The callbacks only copy bytes and read a cancellation flag.
//
// libcurl is loaded with dlopen on the first fetch, not linked: linked, it and the ~30 libraries
// it needs (OpenSSL, GnuTLS, Kerberos, LDAP, …) are mapped and relocated when the kernel starts,
// about 5 MB of resident memory in every kernel whether or not a cell ever fetches a URL.
#include <curl/curl.h>
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

/// The libcurl entry points Shapebook calls, found with dlsym.
typedef struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_perform)(CURL *handle);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    void (*easy_cleanup)(CURL *handle);
    const char *(*easy_strerror)(CURLcode code);
} shapebook_curl_api;

/// Loads libcurl (the soname of Debian's libcurl4, else libcurl3-gnutls's), finds its entry points and initialises it
/// (curl_global_init, which must run once before any transfer). Call once per process: the
/// library and the returned table stay for the life of the process, as transfers may run on any
/// thread at any time. Returns NULL with the reason in `message` (`message_size` bytes).
static inline const shapebook_curl_api *shapebook_curl_load(char *message, size_t message_size) {
    message[0] = 0;
    shapebook_curl_api *api = (shapebook_curl_api *)calloc(1, sizeof(shapebook_curl_api));
    if (!api) {
        strncpy(message, "out of memory", message_size - 1);
        return NULL;
    }
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    // Debian's GnuTLS flavour has the same API under another soname.
    if (!library) library = dlopen("libcurl-gnutls.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        strncpy(message, reason ? reason : "dlopen failed", message_size - 1);
        message[message_size - 1] = 0;
        free(api);
        return NULL;
    }
    *(void **)&api->global_init = dlsym(library, "curl_global_init");
    *(void **)&api->easy_init = dlsym(library, "curl_easy_init");
    *(void **)&api->easy_setopt = dlsym(library, "curl_easy_setopt");
    *(void **)&api->easy_perform = dlsym(library, "curl_easy_perform");
    *(void **)&api->easy_getinfo = dlsym(library, "curl_easy_getinfo");
    *(void **)&api->easy_cleanup = dlsym(library, "curl_easy_cleanup");
    *(void **)&api->easy_strerror = dlsym(library, "curl_easy_strerror");
    if (!api->global_init || !api->easy_init || !api->easy_setopt || !api->easy_perform ||
        !api->easy_getinfo || !api->easy_cleanup || !api->easy_strerror) {
        strncpy(message, "libcurl.so.4 lacks a curl_easy_* function", message_size - 1);
        message[message_size - 1] = 0;
        free(api);
        return NULL;
    }
    CURLcode code = api->global_init(CURL_GLOBAL_DEFAULT);
    if (code != CURLE_OK) {
        strncpy(message, api->easy_strerror(code), message_size - 1);
        message[message_size - 1] = 0;
        free(api);
        return NULL;
    }
    return api;
}

/// What one GET produced. `body` is malloc'ed; the caller frees it with free().
typedef struct {
    /// libcurl's result (CURLE_OK when the transfer finished, whatever the HTTP status).
    CURLcode code;
    /// The last HTTP status received (0 when no response arrived).
    long http_status;
    /// The errno of a failed connection (0 when there was none).
    long os_errno;
    /// 1 when the body grew past the byte limit and the transfer was stopped.
    int over_limit;
    /// 1 when the cancellation flag stopped the transfer.
    int cancelled;
    unsigned char *body;
    size_t body_size;
    /// libcurl's own description of a failure (empty when it wrote none).
    char message[CURL_ERROR_SIZE];
} shapebook_curl_result;

/// The growing body plus what the callbacks need.
typedef struct {
    shapebook_curl_result *result;
    size_t capacity;
    size_t limit;
    const int *cancel_flag;
} shapebook_curl_transfer;

static size_t shapebook_curl_write(char *bytes, size_t size, size_t count, void *context) {
    shapebook_curl_transfer *transfer = (shapebook_curl_transfer *)context;
    shapebook_curl_result *result = transfer->result;
    size_t length = size * count;
    if (length > transfer->limit - result->body_size) {
        result->over_limit = 1;
        return 0;  // anything other than `length` stops the transfer with CURLE_WRITE_ERROR
    }
    if (result->body_size + length > transfer->capacity) {
        size_t capacity = transfer->capacity ? transfer->capacity : 65536;
        while (capacity < result->body_size + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(result->body, capacity);
        if (!grown) return 0;
        result->body = grown;
        transfer->capacity = capacity;
    }
    memcpy(result->body + result->body_size, bytes, length);
    result->body_size += length;
    return length;
}

static int shapebook_curl_progress(void *context, curl_off_t download_total, curl_off_t downloaded,
                                   curl_off_t upload_total, curl_off_t uploaded) {
    (void)download_total; (void)downloaded; (void)upload_total; (void)uploaded;
    shapebook_curl_transfer *transfer = (shapebook_curl_transfer *)context;
    if (__atomic_load_n(transfer->cancel_flag, __ATOMIC_ACQUIRE)) {
        transfer->result->cancelled = 1;
        return 1;  // non-zero aborts with CURLE_ABORTED_BY_CALLBACK
    }
    return 0;
}

/// Sets `*flag` so that a running transfer polling it stops (from any thread).
static inline void shapebook_curl_cancel(int *flag) {
    __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
}

/// GETs `url` (http or https only, following up to 5 redirects), giving up after `timeout_ms`
/// in all and storing at most `limit` body bytes. `cancel_flag` is polled during the transfer
/// (libcurl calls the progress callback at least about once a second). `proxy` is
/// CURLOPT_PROXY ("" for none; NULL leaves libcurl to read http_proxy and friends), and
/// `no_proxy` CURLOPT_NOPROXY, the hosts reached directly (NULL leaves libcurl to read no_proxy).
static inline shapebook_curl_result shapebook_curl_get(const shapebook_curl_api *api, const char *url, long timeout_ms, size_t limit,
                                                       const char *user_agent, const char *proxy, const char *no_proxy,
                                                       const int *cancel_flag) {
    shapebook_curl_result result;
    memset(&result, 0, sizeof result);
    shapebook_curl_transfer transfer = {&result, 0, limit, cancel_flag};
    CURL *handle = api->easy_init();
    if (!handle) {
        result.code = CURLE_FAILED_INIT;
        strcpy(result.message, "libcurl could not start a transfer");
        return result;
    }
    api->easy_setopt(handle, CURLOPT_URL, url);
    api->easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    api->easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    api->easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 1L);
    api->easy_setopt(handle, CURLOPT_MAXREDIRS, 5L);
    api->easy_setopt(handle, CURLOPT_TIMEOUT_MS, timeout_ms);
    api->easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    // No signals: the kernel is multi-threaded and owns SIGINT; name lookups still time out.
    api->easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    api->easy_setopt(handle, CURLOPT_USERAGENT, user_agent);
    if (proxy) api->easy_setopt(handle, CURLOPT_PROXY, proxy);
    if (no_proxy) api->easy_setopt(handle, CURLOPT_NOPROXY, no_proxy);
    api->easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
    api->easy_setopt(handle, CURLOPT_ERRORBUFFER, result.message);
    api->easy_setopt(handle, CURLOPT_WRITEFUNCTION, shapebook_curl_write);
    api->easy_setopt(handle, CURLOPT_WRITEDATA, &transfer);
    api->easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, shapebook_curl_progress);
    api->easy_setopt(handle, CURLOPT_XFERINFODATA, &transfer);
    api->easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);
    result.code = api->easy_perform(handle);
    api->easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &result.http_status);
    api->easy_getinfo(handle, CURLINFO_OS_ERRNO, &result.os_errno);
    api->easy_cleanup(handle);
    if (!result.message[0] && result.code != CURLE_OK) {
        strncpy(result.message, api->easy_strerror(result.code), CURL_ERROR_SIZE - 1);
    }
    return result;
}

// libcurl for Shapebook's image loader (Canvas), through its C API.
//
// curl_easy_setopt is variadic, which Swift cannot call, so the whole transfer is set up and run
// by the one C function below; Swift sees a result code, the body, the HTTP status and libcurl's
// error text. The callbacks only copy bytes and read a cancellation flag.
#include <curl/curl.h>
#include <stdlib.h>
#include <string.h>

/// What one GET produced. `body` is malloc'ed; the caller frees it with free().
typedef struct {
    /// libcurl's result (CURLE_OK when the transfer finished, whatever the HTTP status).
    CURLcode code;
    /// The last HTTP status received (0 when no response arrived).
    long http_status;
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

/// Initialises libcurl once per process (before any transfer, as libcurl asks); returns its code.
static inline CURLcode shapebook_curl_global_init(void) {
    return curl_global_init(CURL_GLOBAL_DEFAULT);
}

/// Sets `*flag` so that a running transfer polling it stops (from any thread).
static inline void shapebook_curl_cancel(int *flag) {
    __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
}

/// GETs `url` (http or https only, following up to 5 redirects), giving up after `timeout_ms`
/// in all and storing at most `limit` body bytes. `cancel_flag` is polled during the transfer
/// (libcurl calls the progress callback at least about once a second).
static inline shapebook_curl_result shapebook_curl_get(const char *url, long timeout_ms, size_t limit,
                                                       const char *user_agent, const int *cancel_flag) {
    shapebook_curl_result result;
    memset(&result, 0, sizeof result);
    shapebook_curl_transfer transfer = {&result, 0, limit, cancel_flag};
    CURL *handle = curl_easy_init();
    if (!handle) {
        result.code = CURLE_FAILED_INIT;
        strcpy(result.message, "libcurl could not start a transfer");
        return result;
    }
    curl_easy_setopt(handle, CURLOPT_URL, url);
    curl_easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 1L);
    curl_easy_setopt(handle, CURLOPT_MAXREDIRS, 5L);
    curl_easy_setopt(handle, CURLOPT_TIMEOUT_MS, timeout_ms);
    curl_easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    // No signals: the kernel is multi-threaded and owns SIGINT; name lookups still time out.
    curl_easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(handle, CURLOPT_USERAGENT, user_agent);
    curl_easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
    curl_easy_setopt(handle, CURLOPT_ERRORBUFFER, result.message);
    curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, shapebook_curl_write);
    curl_easy_setopt(handle, CURLOPT_WRITEDATA, &transfer);
    curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, shapebook_curl_progress);
    curl_easy_setopt(handle, CURLOPT_XFERINFODATA, &transfer);
    curl_easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);
    result.code = curl_easy_perform(handle);
    curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &result.http_status);
    curl_easy_cleanup(handle);
    if (!result.message[0] && result.code != CURLE_OK) {
        strncpy(result.message, curl_easy_strerror(result.code), CURL_ERROR_SIZE - 1);
    }
    return result;
}

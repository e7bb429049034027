#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>

/// Starts an HMAC-SHA256 computation keyed with `key` (OpenSSL 3's EVP_MAC interface; the
/// OSSL_PARAM list is awkward to build from Swift, so it is built here).
static inline int shapebook_hmac_sha256_init(EVP_MAC_CTX *context, const unsigned char *key, size_t keyLength) {
    OSSL_PARAM parameters[2];
    parameters[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST, (char *)"SHA256", 0);
    parameters[1] = OSSL_PARAM_construct_end();
    return EVP_MAC_init(context, key, keyLength, parameters);
}

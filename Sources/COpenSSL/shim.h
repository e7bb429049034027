// libcrypto's HMAC for signing the kernel's messages (Jupyter's MessageSigner), loaded with dlopen
// on the first signature, not linked: linked, its ~3,400 symbol bindings were made when any
// `shapebook` process started, `shapebook run` included.
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include "../CGlibc/dynamic_table.h"

/// Every libcrypto function MessageSigner calls.
#define SHAPEBOOK_CRYPTO_FUNCTIONS(X) \
    X(EVP_MAC_fetch) X(EVP_MAC_free) X(EVP_MAC_CTX_new) X(EVP_MAC_CTX_free) X(EVP_MAC_init) \
    X(EVP_MAC_update) X(EVP_MAC_final) X(OSSL_PARAM_construct_utf8_string) X(OSSL_PARAM_construct_end) \
    X(CRYPTO_memcmp)

/// `shapebook_crypto_api`, the table, and `shapebook_crypto_load`, which loads libcrypto into it.
SHAPEBOOK_DYNAMIC_TABLE(shapebook_crypto_api, shapebook_crypto_load, "libcrypto.so.3", SHAPEBOOK_CRYPTO_FUNCTIONS)

/// Starts an HMAC-SHA256 computation keyed with `key` (OpenSSL 3's EVP_MAC interface; the
/// OSSL_PARAM list is awkward to build from Swift, so it is built here).
static inline int shapebook_hmac_sha256_init(const shapebook_crypto_api *_Nonnull api, EVP_MAC_CTX *context,
                                             const unsigned char *key, size_t keyLength) {
    OSSL_PARAM parameters[2];
    parameters[0] = api->OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST, (char *)"SHA256", 0);
    parameters[1] = api->OSSL_PARAM_construct_end();
    return api->EVP_MAC_init(context, key, keyLength, parameters);
}

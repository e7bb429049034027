internal import CCurl
import Foundation
import Synchronization

/// Fetches the bytes of an http(s) URL with libcurl's easy interface, one blocking transfer per
/// call, so the kernel needs no FoundationNetworking (whose static archive wants a static libcurl;
/// without it the kernel could not link the Swift runtime statically, docs/benchmarks.md).
/// libcurl itself is loaded on the first fetch (`Sources/CCurl/shim.h` says why).
///
/// Follows up to 5 redirects (http and https only), sends `Accept-Encoding` for every encoding
/// libcurl decodes, and turns every failure into an `ImageError` that names the URL and the cause:
/// an HTTP status, a name that does not resolve, a refused connection, the timeout, a body over
/// the byte limit, or cancellation.
struct HTTPFetcher: Sendable {
    /// Seconds the whole transfer (name lookup, connection, redirects, body) may take.
    var timeout: Double
    /// The most body bytes accepted.
    var maximumByteCount: Int
    /// Through which proxy, if any, requests go.
    var proxy: ProxyRoute = .environment

    /// The User-Agent header sent with each request.
    static let userAgent = "Shapebook image loader (libcurl)"

    /// libcurl's entry points, loaded and initialised once, on the first fetch; or why not.
    private static let library: Result<CurlLibrary, ImageError> = {
        var message = [CChar](repeating: 0, count: 512)
        guard let api = shapebook_curl_load(&message, message.count) else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(ImageError(.network, "libcurl could not be loaded (\(reason)); install Debian's libcurl4"))
        }
        return .success(CurlLibrary(api: api))
    }()

    /// GETs `url` on the calling thread, polling `cancellation` while the transfer runs.
    ///
    /// - Throws: `ImageError` — `.httpStatus` for a status outside 200–299, `.timeout`,
    ///   `.network` (name lookup, connection, TLS and other transport failures), `.tooLarge`, or
    ///   `.cancelled` when `cancellation` was set.
    func get(_ url: URL, cancellation: CancellationFlag) throws(ImageError) -> [UInt8] {
        let shown = url.absoluteString
        let library: CurlLibrary
        switch Self.library {
        case .success(let loaded): library = loaded
        case .failure(let error): throw ImageError(.network, "fetching \(shown) failed: \(error.message)")
        }
        // At least 1 ms (0 would mean "no limit" to libcurl); a non-finite limit means 15 s.
        let timeoutMilliseconds = timeout.isFinite ? Int(max(1, min(timeout * 1000, Double(Int32.max)))) : 15_000
        let route = proxy.curlSettings(environment: ProcessInfo.processInfo.environment)
        var result = cancellation.withFlag { flag in
            withOptionalCString(route.proxy) { proxyName in
                shapebook_curl_get(library.api, shown, timeoutMilliseconds, maximumByteCount, Self.userAgent,
                                   proxyName, route.noProxy, flag)
            }
        }
        defer { free(result.body) }
        let detail = withUnsafeBytes(of: &result.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if result.cancelled != 0 { throw ImageError(.cancelled, "fetching \(shown) was cancelled") }
        // A status is a clearer answer than what the transfer did after it (such as a long error
        // page cut off at the byte limit).
        if result.http_status >= 300 || (result.code == CURLE_OK && result.http_status < 200) {
            throw ImageError(.httpStatus, "\(shown) answered HTTP \(result.http_status) (\(Self.reason(result.http_status)))")
        }
        if result.over_limit != 0 {
            throw ImageError(.tooLarge, "\(shown) sent more than \(maximumByteCount) bytes; images may be at most \(maximumByteCount)")
        }
        guard result.code == CURLE_OK else {
            let systemError = result.os_errno != 0 ? String(cString: strerror(Int32(truncatingIfNeeded: result.os_errno))) : nil
            throw Self.transferError(result.code, detail: systemError ?? detail, url: url, timeout: timeout)
        }
        guard let body = result.body, result.body_size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: body, count: result.body_size))
    }

    /// The `ImageError` for a libcurl failure code, in words a cell's author can act on; `detail`
    /// is the system's reason for a failed connection, else libcurl's message.
    static func transferError(_ code: CURLcode, detail: String, url: URL, timeout: Double) -> ImageError {
        let shown = url.absoluteString
        let host = url.host ?? shown
        let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            return ImageError(.timeout, "fetching \(shown) took longer than \(timeout.shortDescription) s")
        case CURLE_COULDNT_RESOLVE_HOST:
            return ImageError(.network, "fetching \(shown) failed: the host name \(host) could not be resolved (DNS)")
        case CURLE_COULDNT_CONNECT:
            return ImageError(.network, "fetching \(shown) failed: could not connect to \(host) port \(port): \(detail)")
        case CURLE_UNSUPPORTED_PROTOCOL:
            return ImageError(.invalidSource, "fetching \(shown) failed: only http and https are fetched (\(detail))")
        case CURLE_TOO_MANY_REDIRECTS:
            return ImageError(.network, "fetching \(shown) failed: more than 5 redirects")
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR:
            return ImageError(.network, "fetching \(shown) failed: the TLS connection to \(host) failed (\(detail))")
        default:
            return ImageError(.network, "fetching \(shown) failed: \(detail)")
        }
    }

    /// The standard reason phrase of an HTTP status (RFC 9110 §15), or its class.
    static func reason(_ status: Int) -> String {
        let phrases: [Int: String] = [
            300: "Multiple Choices", 301: "Moved Permanently", 302: "Found", 304: "Not Modified",
            307: "Temporary Redirect", 308: "Permanent Redirect",
            400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
            405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout", 410: "Gone",
            413: "Content Too Large", 414: "URI Too Long", 415: "Unsupported Media Type",
            429: "Too Many Requests",
            500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
            503: "Service Unavailable", 504: "Gateway Timeout",
        ]
        if let phrase = phrases[status] { return phrase }
        switch status {
        case 100..<200: return "informational"
        case 300..<400: return "redirection"
        case 400..<500: return "client error"
        case 500..<600: return "server error"
        default: return "not an HTTP status"
        }
    }
}

/// Calls `body` with a C string of `string`, or with NULL when it is nil.
private func withOptionalCString<Result>(_ string: String?, _ body: (UnsafePointer<CChar>?) -> Result) -> Result {
    guard let string else { return body(nil) }
    return string.withCString { body($0) }
}

/// The table of libcurl entry points `shapebook_curl_load` returned: immutable, process-lifetime.
private struct CurlLibrary: @unchecked Sendable {
    let api: UnsafePointer<shapebook_curl_api>
}

/// A flag one thread sets and a libcurl transfer on another polls, to stop it early.
///
/// The C side reads it with an atomic load, so it lives at a stable heap address for the life of
/// the object rather than in a Swift `Atomic` (which cannot be handed to C by address).
final class CancellationFlag: @unchecked Sendable {
    // Written only through the shim's atomic store, read only through its atomic load.
    private let storage: UnsafeMutablePointer<Int32>

    init() {
        storage = .allocate(capacity: 1)
        storage.initialize(to: 0)
    }

    deinit { storage.deallocate() }

    /// Asks the transfer to stop; safe from any thread.
    func cancel() { shapebook_curl_cancel(storage) }

    /// Runs `body` with the flag's address, which stays valid for the call.
    func withFlag<T>(_ body: (UnsafePointer<Int32>) -> T) -> T { body(storage) }
}

import Foundation

/// How the image loader's http(s) transfers reach their hosts: through a proxy or directly.
///
/// Loopback hosts (`localhost`, `127.0.0.1`, `::1`) are always reached directly: a proxy elsewhere
/// cannot see this machine's loopback, so sending such a request there fails (a proxy typically
/// answers 403). curl itself has no such exception, and a notebook fetching from a server on the
/// same machine is common (a local file server, a test fixture).
public enum ProxyRoute: Hashable, Sendable {
    /// The proxy the environment names, as curl reads it (`http_proxy`, `https_proxy`,
    /// `HTTPS_PROXY`, `all_proxy`, `ALL_PROXY`), bypassed for the hosts in `no_proxy` / `NO_PROXY`.
    case environment
    /// No proxy, whatever the environment says.
    case direct
    /// Every non-loopback request goes through the proxy at this URL (such as `http://proxy:3128`).
    case through(String)

    /// The hosts every route reaches directly, as a `CURLOPT_NOPROXY` list.
    static let loopbackHosts = "localhost,127.0.0.1,::1"

    /// The libcurl settings for this route: `proxy` for `CURLOPT_PROXY` (nil: read from the
    /// environment; "": none) and `noProxy` for `CURLOPT_NOPROXY`.
    ///
    /// Setting `CURLOPT_NOPROXY` replaces curl's reading of `no_proxy`, so the environment's list
    /// (lower case first, as curl reads it) is carried over with the loopback hosts added.
    func curlSettings(environment: [String: String]) -> (proxy: String?, noProxy: String) {
        switch self {
        case .direct:
            return ("", Self.loopbackHosts)
        case .through(let proxy):
            return (proxy, Self.loopbackHosts)
        case .environment:
            let listed = (environment["no_proxy"] ?? environment["NO_PROXY"] ?? "")
                .trimmingCharacters(in: .whitespaces)
            if listed == "*" { return (nil, "*") }
            return (nil, listed.isEmpty ? Self.loopbackHosts : "\(listed),\(Self.loopbackHosts)")
        }
    }
}

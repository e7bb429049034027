import Foundation

/// Where Shapebook keeps what it can make again: `$XDG_CACHE_HOME/shapebook`, else
/// `~/.cache/shapebook` (the XDG base directory rules: a relative `XDG_CACHE_HOME` is ignored).
/// The render cache, the image cache and the kernels' crash notes each have a folder there.
public enum CacheDirectory {
    /// The folder `name` in Shapebook's cache directory, or nil when there is no home directory.
    public static func named(_ name: String) -> URL? {
        let environment = ProcessInfo.processInfo.environment
        let base: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            guard let home = environment["HOME"], !home.isEmpty else { return nil }
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache", isDirectory: true)
        }
        return base.appendingPathComponent("shapebook", isDirectory: true).appendingPathComponent(name, isDirectory: true)
    }
}
